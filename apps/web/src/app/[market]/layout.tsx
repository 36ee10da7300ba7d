import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { MARKET_CODES } from '@qilak/markets';
import { setRequestMarket } from '@/i18n/market';
import { parseMarketParam } from '@/i18n/labels';
import { appEnv, isProduction } from '@/lib/config/public';
import { NavigationChrome } from '@/components/shell/NavigationChrome';
import { ConsentManager } from '@/components/shell/ConsentManager';
import { GeoRedirect } from '@/components/shell/GeoRedirect';
import { TagManager } from '@/components/shell/TagManager';
import { checkTagManagerId } from '@/lib/tag-manager/id';
import { BUILD_ID } from '@/lib/freshness/build-id';
import '../globals.css';

export function generateStaticParams() {
  return MARKET_CODES.map((market) => ({ market }));
}

// The web fonts are not preloaded: 85 kB of preloaded fonts competed with the stylesheet and the hero image for
// the first bytes on a phone, which delayed the largest paint more than the font swap (font-display: swap)
// delays the text (Lighthouse mobile, home: median 94 -> 97 over 5 runs each, LCP 2.9 -> 2.5 s).
export default async function MarketLayout({ children, params }: { children: ReactNode; params: Promise<{ market: string }> }) {
  const { market: segment } = await params;
  const parsed = parseMarketParam(segment);
  if (!parsed) notFound();
  setRequestMarket(parsed.market);
  setRequestLocale(segment);
  const production = isProduction();
  const gtm = checkTagManagerId(process.env.GTM_ID);
  return (
    <html lang={parsed.market.language} data-market={parsed.market.code} data-app-env={appEnv()}>
      <body>
        {/* No messages provider around the page: the few client components that translate bring their own. */}
        {children}
        <NavigationChrome buildId={BUILD_ID} market={parsed.market.code} />
        <ConsentManager production={production} language={parsed.market.cookieLanguage} cookiebotId={process.env.COOKIEBOT_ID || undefined} />
        {production && <GeoRedirect market={parsed.market.code} production />}
        {production && gtm.ok && <TagManager id={gtm.id} />}
      </body>
    </html>
  );
}
