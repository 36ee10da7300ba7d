import { DEFAULT_MARKET_CODE, findMarketIgnoringCase } from '@qilak/markets';
import { NEXT, type CookieToSet, type ProxyDecision } from './decision';
import { LOCALE_COOKIE, negotiateRootLocale } from './locale';
import { displayablePath, encodePathname, hasForbiddenChars } from './path-safety';
import { matchRedirect, type RedirectRule } from './redirects';
import { correctPrefixCase, normalizeRequestPath, removeTrailingSlash } from './request-path';

export interface ProxyRequest {
  /** The raw, still percent-encoded pathname (`request.nextUrl.pathname`). */
  pathname: string;
  /** `request.nextUrl.search`: '' or `?a=b`; kept on every redirect. */
  search: string;
  /** Value of the i18n_redirected cookie, if any. */
  localeCookie?: string | null;
  acceptLanguage?: string | null;
  rules: readonly RedirectRule[];
  /** The site's own origin, so absolute targets on this site count as on-site. */
  siteOrigin?: string;
}

function safeSearch(search: string): string {
  return search.startsWith('?') && search.length > 1 && !hasForbiddenChars(search) && !/\s/.test(search) ? search : '';
}

function withSearch(location: string, search: string): string {
  return search === '' || location.includes('?') ? location : `${location}${search}`;
}

function localeCookie(value: string): CookieToSet {
  return {
    name: LOCALE_COOKIE.name,
    value,
    maxAgeSeconds: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  };
}

/**
 * The whole proxy in order (docs/BEHAVIOUR-deviations.md, "How a request flows"): decode safely, then the prefix case fix and
 * trailing-slash removal in one 301, then redirect rules, then root language negotiation at `/` (docs/BEHAVIOUR-deviations.md,
 * "Default market"): the i18n_redirected cookie's market first (a returning visitor goes home), then the
 * browser's languages (302 to that market), else stay on en-GLOBAL; a first visit's choice sets the cookie.
 */
export function decideRequest(request: ProxyRequest): ProxyDecision {
  const normalized = normalizeRequestPath(request.pathname);
  if ('error' in normalized) return { type: 'not-found', path: displayablePath(request.pathname) };
  const search = safeSearch(request.search);
  const { pathname } = normalized;

  const corrected = removeTrailingSlash(correctPrefixCase(pathname));
  if (corrected !== pathname) {
    return { type: 'redirect', status: 301, location: withSearch(encodePathname(corrected), search) };
  }

  const redirect = matchRedirect(pathname, request.rules, request.siteOrigin);
  if (redirect.type === 'redirect') return { ...redirect, location: withSearch(redirect.location, search) };

  if (pathname === '/') {
    const market = negotiateRootLocale({ cookie: request.localeCookie, acceptLanguage: request.acceptLanguage });
    // A returning visitor's cookie already names the market: no Set-Cookie, so that answer stays shareable.
    const returning = Boolean(request.localeCookie && findMarketIgnoringCase(request.localeCookie.trim()));
    const cookies = returning ? {} : { cookies: [localeCookie(market ?? DEFAULT_MARKET_CODE)] };
    if (market) return { type: 'redirect', status: 302, location: withSearch(`/${market}`, search), ...cookies };
    return returning ? NEXT : { type: 'next', ...cookies };
  }
  return NEXT;
}
