import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MARKET_CODES } from '@qilak/markets';
import { setRequestMarket } from '@/i18n/market';
import { parseMarketParam } from '@/i18n/labels';
import { BUILD_ID, config } from '@/lib/config';
import { NavigationChrome } from '@/components/shell/NavigationChrome';
import { ConsentManager } from '@/components/shell/ConsentManager';
import { GeoRedirect } from '@/components/shell/GeoRedirect';
import { TagManager } from '@/components/shell/TagManager';
import { MarketChoiceCookie } from '@/components/shell/MarketChoiceCookie';
import { PreviewBar } from '@/components/shell/PreviewBar';
import { isPreviewing } from '@/lib/cms/server';
import { checkTagManagerId } from '@/lib/tag-manager';
import { chooseConsentProvider } from '@/lib/consent';
import '../globals.css';

export function generateStaticParams() {
  return MARKET_CODES.map((market) => ({ market }));
}

/**
 * The two faces every page uses above the fold (latin subsets, globals.css): announced in the HTML head so they
 * load alongside the stylesheet instead of after it (document -> CSS -> font was the longest request chain).
 */
const FONTS = ['/fonts/inter-latin-wght-normal.woff2', '/fonts/fraunces-latin-wght-normal.woff2'];

export default async function MarketLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ market: string }>;
}) {
  const { market: segment } = await params;
  const parsed = parseMarketParam(segment);
  if (!parsed) notFound();
  setRequestMarket(parsed.market);
  setRequestLocale(segment);
  for (const href of FONTS) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const { appEnv, gtmId, cookiebotId } = config();
  const production = appEnv === 'production';
  const gtm = checkTagManagerId(gtmId);
  // An editor's preview: the bar, and no geo redirect or tag manager (an editor is not a visitor).
  const preview = await isPreviewing();
  const t = preview ? await getTranslations('Preview') : undefined;
  const common = await getTranslations('Common');
  return (
    <html lang={parsed.market.language} data-market={parsed.market.code} data-app-env={appEnv}>
      <body>
        {/* No messages provider around the page: the few client components that translate bring their own. */}
        {children}
        <NavigationChrome buildId={BUILD_ID} market={parsed.market.code} loadingLabel={common('loading')} />
        <ConsentManager
          choice={chooseConsentProvider({ production, language: parsed.market.cookieLanguage, cookiebotId })}
        />
        {/* An editor's preview is not a visitor's visit: no geo redirect, no tag manager. */}
        <GeoRedirect market={parsed.market.code} production={production && !preview} />
        <TagManager id={gtm.ok && !preview ? gtm.id : null} production={production} />
        <MarketChoiceCookie />
        {t && <PreviewBar label={t('bar')} exitLabel={t('exit')} />}
      </body>
    </html>
  );
}
