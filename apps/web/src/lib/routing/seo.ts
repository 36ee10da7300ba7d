import { DEFAULT_MARKET_CODE, getMarket, type MarketCode } from '@qilak/markets';
import { marketPath } from './links';
import { removeTrailingSlash } from './request-path';

export const CANONICAL_QUERY_WHITELIST: readonly string[] = ['page', 'category'];

/** What a whitelisted value may look like: anything else is dropped, so no request mints a new cache entry. */
const CANONICAL_QUERY_VALUES: Readonly<Record<string, RegExp>> = {
  page: /^[1-9][0-9]{0,2}$/,
  category: /^[\p{L}\p{N}][\p{L}\p{N}-]{0,63}$/u,
};

/**
 * The part of a request's query that belongs in its canonical URL: whitelisted names with well-formed values,
 * one value per name, sorted; '' when nothing is kept.
 */
export function canonicalQuery(search: SearchParamsInput): string {
  const kept = new Map<string, string>();
  for (const [key, value] of entriesOf(search)) {
    if (kept.has(key) || !CANONICAL_QUERY_WHITELIST.includes(key)) continue;
    if (CANONICAL_QUERY_VALUES[key]?.test(value)) kept.set(key, value);
  }
  return new URLSearchParams([...kept].sort(([a], [b]) => (a < b ? -1 : 1))).toString();
}

/**
 * The proxy carries the canonical query to the page as a last path segment, so a page with `?page=2` is
 * cached apart with its own canonical while every other query shares the plain page.
 */
export const CANONICAL_QUERY_SEGMENT = '~q~';

/**
 * A request with a search query (`?q=`) is rewritten under this segment after the market (`/da-DK/~search/soeg`):
 * a route of its own that renders on every request, so no page cache keeps one copy per query.
 */
export const SEARCH_QUERY_SEGMENT = '~search';

export function appendCanonicalQuery(internalPath: string, query: string): string {
  return query
    ? `${internalPath.replace(/\/$/, '')}/${CANONICAL_QUERY_SEGMENT}${encodeURIComponent(query)}`
    : internalPath;
}

/** Splits the catch-all's decoded segments into the path and the canonical query the proxy put last. */
export function takeCanonicalQuery(segments: readonly string[]): { segments: string[]; query: string } {
  const last = segments[segments.length - 1];
  if (last === undefined || !last.startsWith(CANONICAL_QUERY_SEGMENT)) return { segments: [...segments], query: '' };
  let raw = last.slice(CANONICAL_QUERY_SEGMENT.length);
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Next hands segments decoded already; a stray % stays as it is.
  }
  return { segments: segments.slice(0, -1), query: canonicalQuery(raw) };
}

export type SearchParamsInput =
  URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>> | null | undefined;

function entriesOf(params: SearchParamsInput): [string, string][] {
  if (!params) return [];
  if (typeof params === 'string' || params instanceof URLSearchParams) return [...new URLSearchParams(params)];
  return Object.entries(params).flatMap(([key, value]): [string, string][] =>
    value === undefined
      ? []
      : typeof value === 'string'
        ? [[key, value]]
        : value.map((v): [string, string] => [key, v]),
  );
}

/**
 * The canonical URL of a page (SEO-CANONICAL): only whitelisted, non-empty query parameters, sorted by
 * name then value. pathname is the encoded path as in an href (`/da-DK/om-os`), trailing slash removed.
 */
export function canonicalUrl(
  siteUrl: string,
  pathname: string,
  searchParams?: SearchParamsInput,
  whitelist: readonly string[] = CANONICAL_QUERY_WHITELIST,
): string {
  const path = removeTrailingSlash(`/${pathname.replace(/^\/+/, '')}`);
  const kept = entriesOf(searchParams)
    .filter(([key, value]) => whitelist.includes(key) && value !== '')
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1));
  // The sitemaps ask for hundreds of thousands of these at the --scale catalogue: a plain path without a query
  // is the site's prefix and the path as they are (what the URL setters below would give it, at a fraction of the
  // time and garbage; issue 33).
  if (kept.length === 0 && PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path)) return sitePrefix(siteUrl) + path;
  const url = new URL(siteUrl);
  // The pathname setter percent-encodes `?` and `#`, so a path can never smuggle in a query.
  url.pathname = path;
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  return url.href;
}

/** Characters the URL pathname setter leaves as they are (no encoding, no `\` read as `/`). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
/** `.` and `..` segments, which the URL parser resolves. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

const prefixes = new Map<string, string>();

/** The site URL's scheme, credentials, host and port: its href with the path `/`, less that slash. */
function sitePrefix(siteUrl: string): string {
  let prefix = prefixes.get(siteUrl);
  if (prefix === undefined) {
    const url = new URL(siteUrl);
    url.pathname = '/';
    url.search = '';
    url.hash = '';
    prefix = url.href.slice(0, -1);
    if (prefixes.size > 16) prefixes.clear();
    prefixes.set(siteUrl, prefix);
  }
  return prefix;
}

export interface LocalizedPath {
  marketCode: string;
  /** Market-relative, encoded: `/om-os`, `/a/ny-fabrik`; `/` for the market root. */
  path: string;
}

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/**
 * `<link rel="alternate">` entries: one per known market (first entry wins) with the market's hreflang,
 * and `x-default` pointing at the en-GLOBAL version when there is one. Unknown codes are skipped.
 */
export function hreflangAlternates(siteUrl: string, localizations: readonly LocalizedPath[]): HreflangAlternate[] {
  const seen = new Set<MarketCode>();
  const alternates: HreflangAlternate[] = [];
  let xDefault: string | undefined;
  for (const { marketCode, path } of localizations) {
    const market = getMarket(marketCode);
    if (!market || seen.has(market.code)) continue;
    seen.add(market.code);
    const href = canonicalUrl(siteUrl, marketPath(market.code, path));
    alternates.push({ hreflang: market.hreflang, href });
    if (market.code === DEFAULT_MARKET_CODE) xDefault = href;
  }
  if (xDefault !== undefined) alternates.push({ hreflang: 'x-default', href: xDefault });
  return alternates;
}
