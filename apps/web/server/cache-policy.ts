import { marketTags } from '../src/lib/cache-tags';
import { parseRoute } from '../src/lib/routing';

/**
 * Cache headers per route type for the edge (Varnish/CDN): shared pages get s-maxage with
 * stale-while-revalidate and stale-if-error, and a Surrogate-Key listing the cache tags the revalidation
 * endpoint purges; anything personal is private, no-store.
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=604800';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE = 'private, no-store';

export function surrogateKeysForPath(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // undecodable paths are 404 pages of the default market
  }
  const route = parseRoute(decoded);
  const market = 'error' in route ? 'en-GLOBAL' : route.market;
  return ['site', `market:${market}`, ...marketTags(market)];
}

export type ResponseKind = 'page' | 'personal' | 'other';

export function responseKind(pathname: string): ResponseKind {
  if (pathname.startsWith('/api/staff') || pathname.startsWith('/staff')) return 'personal';
  if (/^\/(_next|api|napi|cms-media|pim-media|fonts)\//.test(pathname) || /\.[a-z0-9]+$/i.test(pathname))
    return 'other';
  return 'page';
}

export function pageCacheControl(status: number): string {
  if (status === 200) return PAGE_CACHE_CONTROL;
  if (status === 404) return NOT_FOUND_CACHE_CONTROL;
  return 'no-store';
}

/**
 * A search results request (`?q=` with something in it): rendered for this request only, kept by no cache, here or
 * at the edge (the proxy sends it to a route that renders every time).
 */
export function isSearchQuery(url: string | undefined): boolean {
  const query = (url ?? '').split('?')[1];
  if (!query) return false;
  return (new URLSearchParams(query).get('q') ?? '').trim() !== '';
}
