import { findMarketIgnoringCase } from '@qilak/markets';
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
 * The whole proxy in order (ARCHITECTURE, "How a request flows"): decode safely, then the prefix case fix and
 * trailing-slash removal in one 301, then redirect rules, then root language negotiation on a first visit
 * to `/` (no valid i18n_redirected cookie): 302 to the chosen market, or stay on en-GLOBAL; both set the cookie.
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
    const cookie = request.localeCookie?.trim();
    if (cookie && findMarketIgnoringCase(cookie)) return NEXT; // chosen before: no second negotiation
    const market = negotiateRootLocale({ acceptLanguage: request.acceptLanguage });
    if (market) {
      return {
        type: 'redirect',
        status: 302,
        location: withSearch(`/${market}`, search),
        cookies: [localeCookie(market)],
      };
    }
    return { type: 'next', cookies: [localeCookie('en-GLOBAL')] };
  }
  return NEXT;
}
