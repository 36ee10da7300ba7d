import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
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
import { WebFonts, WebFontsHead } from '@/components/shell/WebFonts';
import { SiteIcon } from '@/components/site/SiteIcon';
import { isPreviewing } from '@/lib/cms/server';
import { checkTagManagerId } from '@/lib/tag-manager';
import { chooseConsentProvider } from '@/lib/consent';
import '../globals.css';

export function generateStaticParams() {
  return MARKET_CODES.map((market) => ({ market }));
}

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
  const { appEnv, gtmId, cookiebotId } = config();
  const production = appEnv === 'production';
  const gtm = checkTagManagerId(gtmId);
  // An editor's preview: the bar, and no geo redirect or tag manager (an editor is not a visitor).
  const preview = await isPreviewing();
  const t = preview ? await getTranslations('Preview') : undefined;
  const common = await getTranslations('Common');
  return (
    // The head's script may add `data-fonts` to <html> before hydration (lib/fonts/web-fonts.ts).
    <html lang={parsed.market.language} data-market={parsed.market.code} data-app-env={appEnv} suppressHydrationWarning>
      <head>
        <WebFontsHead />
        <SiteIcon />
      </head>
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
        <WebFonts />
        {t && <PreviewBar label={t('bar')} exitLabel={t('exit')} />}
      </body>
    </html>
  );
}
