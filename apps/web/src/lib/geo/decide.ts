import { COUNTRY_TO_MARKET, DEFAULT_MARKET_CODE, type MarketCode } from '@qilak/markets';

export interface GeoInput {
  production: boolean;
  functionalConsent: boolean;
  /** The geo_redirect_done cookie is present. */
  done: boolean;
  /** ISO country from /napi/geoip; null when it could not be found. */
  countryCode: string | null;
  currentMarket: MarketCode;
}

export type GeoDecision =
  | { action: 'none'; why: 'not-production' | 'no-consent' | 'already-done' | 'unknown-country' }
  | { action: 'stay'; market: MarketCode }
  | { action: 'redirect'; market: MarketCode };

/** The steps before the country look-up: whether to look the country up at all. */
export function geoPrecondition(
  input: Pick<GeoInput, 'production' | 'functionalConsent' | 'done'>,
): { action: 'look-up' } | Extract<GeoDecision, { action: 'none' }> {
  if (!input.production) return { action: 'none', why: 'not-production' };
  if (!input.functionalConsent) return { action: 'none', why: 'no-consent' };
  if (input.done) return { action: 'none', why: 'already-done' };
  return { action: 'look-up' };
}

/** GEO-STEPS, step by step; the caller does the look-up, the cookie and the navigation. */
export function decideGeoRedirect(input: GeoInput): GeoDecision {
  const before = geoPrecondition(input);
  if (before.action === 'none') return before;
  const country = input.countryCode?.trim().toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country) || country === 'XX' || country === 'T1')
    return { action: 'none', why: 'unknown-country' };
  const target = COUNTRY_TO_MARKET[country] ?? DEFAULT_MARKET_CODE;
  return target === input.currentMarket ? { action: 'stay', market: target } : { action: 'redirect', market: target };
}

/** Headers a CDN sets with the visitor's country, in the order they are trusted. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'] as const;

export function countryFromHeaders(get: (name: string) => string | null): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return null;
}

export const GEO_ATTRIBUTE = 'data-geo-redirect';

/**
 * The decision as <html data-geo-redirect> shows it, so tests wait for it instead of sleeping: `waiting` (for
 * consent), `looking-up`, `none:<why>`, `stay:<market>`, `redirect:<market>` or `failed` (look-up error).
 */
export function geoAttributeValue(decision: GeoDecision | { action: 'waiting' | 'looking-up' | 'failed' }): string {
  switch (decision.action) {
    case 'none':
      return `none:${decision.why}`;
    case 'stay':
    case 'redirect':
      return `${decision.action}:${decision.market}`;
    default:
      return decision.action;
  }
}
