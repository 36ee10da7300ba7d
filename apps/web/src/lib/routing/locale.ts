import { MARKETS, findMarketIgnoringCase, isUnprefixed, type Market, type MarketCode } from '@qilak/markets';
import { LOCALE_COOKIE } from '../locale-cookie';

export { LOCALE_COOKIE };

const YEAR_SECONDS = 365 * 24 * 3600;

/** GEO-COOKIE: set once the geo redirect has run. */
export const GEO_COOKIE = { name: 'geo_redirect_done', maxAgeSeconds: YEAR_SECONDS, path: '/' } as const;

const MAX_HEADER_LENGTH = 1024;
const MAX_LANGUAGE_ENTRIES = 32;
const LANGUAGE_TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i;
const Q_VALUE = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** Accept-Language tags, most preferred first (q descending, header order on ties); `*`, q=0 and junk dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header
    .slice(0, MAX_HEADER_LENGTH)
    .split(',')
    .slice(0, MAX_LANGUAGE_ENTRIES)
    .forEach((part, index) => {
      const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
      const tag = rawTag.replace(/_/g, '-');
      if (!LANGUAGE_TAG.test(tag)) return;
      let q = 1;
      for (const param of params) {
        const match = Q_VALUE.exec(param.replace(/\s+/g, ''));
        if (!match) return; // a malformed q makes the whole entry unreadable
        q = Number(match[1]);
      }
      if (q > 0) entries.push({ tag, q, index });
    });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** 0 = no match, 1 = same language part only (`da` for da-DK), 2 = exact (the market's code or hreflang). */
export type LanguageMatchScore = 0 | 1 | 2;

const languagePart = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * LOCALE-ROOT-NEGOTIATION: an exact match scores higher than a language-part match. Exact means the market's code
 * or hreflang; not its `language` field, which is an Intl formatting tag (da-GL formats with plain `da`,
 * and `da` must still reach da-DK). en-GLOBAL's hreflang is `en`, so plain English stays global.
 */
export function languageMatchScore(tag: string, market: Market): LanguageMatchScore {
  const wanted = tag.toLowerCase();
  if (wanted === market.code.toLowerCase() || wanted === market.hreflang.toLowerCase()) return 2;
  return languagePart(wanted) === languagePart(market.code) ? 1 : 0;
}

/** The best market for one language tag: highest score, first in table order on ties. */
export function bestMarketForTag(tag: string): Market | undefined {
  let best: Market | undefined;
  let bestScore = 0;
  for (const market of MARKETS) {
    const score = languageMatchScore(tag, market);
    if (score > bestScore) [best, bestScore] = [market, score];
  }
  return best;
}

const redirectTarget = (market: Market): MarketCode | null => (isUnprefixed(market) ? null : market.code);

/**
 * Root language negotiation (LOCALE-ROOT-NEGOTIATION): a valid market code in the locale cookie wins; otherwise the
 * visitor's most preferred language that some market serves decides. Returns the market to send the
 * visitor to, or null to stay on en-GLOBAL (also when nothing matches: docs/BEHAVIOUR-deviations.md, "Default market").
 */
export function negotiateRootLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): MarketCode | null {
  const fromCookie = input.cookie ? findMarketIgnoringCase(input.cookie.trim()) : undefined;
  if (fromCookie) return redirectTarget(fromCookie);
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const market = bestMarketForTag(tag);
    if (market) return redirectTarget(market);
  }
  return null;
}
