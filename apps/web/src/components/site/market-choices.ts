import { MARKETS, marketRootUrl, type Market, type MarketCode } from '@qilak/markets';
import { marketPath } from '@/lib/routing';

export interface MarketChoice {
  code: MarketCode;
  name: string;
  /** The market root on this site (works on every host the site runs on). */
  href: string;
  /** MARKET-ROOT-URL: baseUrl for the default-domain market, baseUrl + /{code} for the others. */
  rootUrl: string;
  language: string;
  hreflang: string;
  /** The market's language named in that language ("dansk", "Deutsch"). */
  languageName: string;
  current: boolean;
}

export function marketChoices(current: Pick<Market, 'code'>): MarketChoice[] {
  return MARKETS.map((m) => ({
    code: m.code,
    name: m.name,
    href: marketPath(m.code, '/'),
    rootUrl: marketRootUrl(m),
    language: m.language,
    hreflang: m.hreflang,
    languageName: languageName(m.language),
    current: m.code === current.code,
  }));
}

function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}
