import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_MARKET_CODE } from '@qilak/markets';
import {
  LOCALE_COOKIE,
  SEARCH_QUERY_SEGMENT,
  appendCanonicalQuery,
  canonicalQuery,
  decideRequest,
  type CookieToSet,
  invalidPathUrl,
  isInvalidPathUrl,
  isMarketPrefix,
} from '@/lib/routing/server';
import { currentRedirectRules } from '@/lib/redirects';
import { securityHeaders } from '@/lib/security';
import { siteUrl } from '@/lib/config';
import { LABELS_SUFFIX } from '@/i18n/labels';

/**
 * Request flow step 1 (docs/BEHAVIOUR-deviations.md): lib/routing decides (case fix, trailing slash, redirect rules, root
 * language negotiation); this file only turns the decision into a response and rewrites onto /{market}/...
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;
  // An unreadable path the web server already turned into its market's 404 stand-in: nothing to decide.
  if (isInvalidPathUrl(url.pathname))
    return withSecurityHeaders(NextResponse.rewrite(sameOrigin(request, internalPath(url.pathname))));
  const decision = decideRequest({
    pathname: url.pathname,
    search: url.search,
    localeCookie: request.cookies.get(LOCALE_COOKIE.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    rules: await currentRedirectRules(),
    siteOrigin: new URL(siteUrl()).origin,
  });

  let response: NextResponse;
  switch (decision.type) {
    case 'redirect': {
      const absolute = /^https?:\/\//i.test(decision.location);
      response = NextResponse.redirect(
        absolute ? decision.location : new URL(decision.location, url.origin),
        decision.status,
      );
      break;
    }
    case 'not-found':
      response = NextResponse.rewrite(sameOrigin(request, internalPath(invalidPathUrl(url.pathname))));
      break;
    default: {
      let internal = appendCanonicalQuery(internalPath(url.pathname), canonicalQuery(url.search));
      // showLabels pages are rendered apart (their own cache entries) with every UI text replaced by its key.
      // A search (`?q=`) renders on every request in its own route, never from a page cache: one entry per query
      // would be unbounded, and the results page must show the query it was asked.
      if (url.searchParams.get('q')?.trim()) internal = internal.replace(/^\/([^/]+)/, `/$1/${SEARCH_QUERY_SEGMENT}`);
      if (url.searchParams.get('showLabels') === 'true')
        internal = internal.replace(/^\/([^/]+)/, `/$1${LABELS_SUFFIX}`);
      response = NextResponse.rewrite(sameOrigin(request, internal));
    }
  }
  if (decision.type !== 'not-found') for (const cookie of decision.cookies ?? []) setCookie(response, cookie);
  return withSecurityHeaders(response);
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
  return response;
}

/** Rewrites keep the request's own URL object (origin, query): only the path changes. */
function sameOrigin(request: NextRequest, pathname: string): URL {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return target;
}

/** Prefixed markets map onto themselves; everything else is en-GLOBAL's (so /en-GLOBAL/x is a slug, a 404). */
function internalPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (isMarketPrefix(first)) return pathname;
  return `/${DEFAULT_MARKET_CODE}${pathname === '/' ? '' : pathname}`;
}

function setCookie(response: NextResponse, cookie: CookieToSet): void {
  response.cookies.set(cookie.name, cookie.value, {
    path: cookie.path,
    maxAge: cookie.maxAgeSeconds,
    sameSite: cookie.sameSite,
  });
}

export const config = {
  // Pages only: no Next internals, route handlers, media or files in public/.
  matcher: [
    '/((?!_next/|api/|napi/|cms-media/|pim-media/|documents/|social-image/|fonts/|staff(?:/|$)|favicon\\.ico|robots\\.txt|sitemap\\.xml|sitemaps/).*)',
  ],
};
