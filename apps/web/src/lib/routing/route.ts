import { DEFAULT_MARKET_CODE, MARKETS, isUnprefixed, type MarketCode } from '@qilak/markets';
import { encodePathSegment, hasForbiddenChars } from './path-safety';

/** The screens of ROUTE-TABLE. */
export type RouteKind = 'page' | 'article' | 'product' | 'variant' | 'recipe' | 'print';

export interface ParsedRoute {
  market: MarketCode;
  /** The `{slug...}` part: the whole path for a page, the context path before a/p/r/print-catalog otherwise. */
  slug: string[];
  kind: RouteKind;
  /** newsSlug, productId or recipeId. */
  id?: string;
  itemNumber?: string;
}

/** A path that fails route validation: the page shows 404 "Page Not Found: {path}" and keeps the URL. */
export interface RouteError {
  error: 'invalid';
  path: string;
}

export const MAX_SEGMENT_LENGTH = 200;
/** Counted after the market prefix, so every route is valid under every prefix alike. */
export const MAX_SEGMENTS = 12;
export const PRINT_CATALOG_SEGMENT = 'print-catalog';
/** Type letters in URLs (ROUTE-TYPE-LETTERS): a = article, r = recipe, p = product, v = variant. */
export const TYPE_LETTERS = { article: 'a', recipe: 'r', product: 'p', variant: 'v' } as const;

/** Only the ten prefixed markets: `/en-GLOBAL/...` is a page slug, not a prefix (docs/BEHAVIOUR-deviations.md). */
const PREFIXED_MARKETS: ReadonlySet<string> = new Set(MARKETS.filter((m) => !isUnprefixed(m)).map((m) => m.code));

export function isMarketPrefix(segment: string): segment is MarketCode {
  return PREFIXED_MARKETS.has(segment);
}

export function isRouteError(value: ParsedRoute | RouteError): value is RouteError {
  return 'error' in value;
}

export function isValidSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= MAX_SEGMENT_LENGTH &&
    segment !== '.' &&
    segment !== '..' &&
    !segment.includes('/') &&
    !segment.includes('\\') &&
    !hasForbiddenChars(segment)
  );
}

type RouteTail = Omit<ParsedRoute, 'market'>;

/** The route table (ROUTE-TABLE), most specific first; ids are always single segments. */
function matchSegments(rest: string[]): RouteTail {
  const n = rest.length;
  const from = (k: number): string | undefined => rest[n - k];
  const context = (k: number): string[] => rest.slice(0, n - k);
  const [p4, id3, v2, last] = [from(4), from(3), from(2), from(1)];

  if (p4 === TYPE_LETTERS.product && v2 === TYPE_LETTERS.variant && id3 !== undefined && last !== undefined) {
    return { slug: context(4), kind: 'variant', id: id3, itemNumber: last };
  }
  if (last !== undefined) {
    if (v2 === TYPE_LETTERS.product) return { slug: context(2), kind: 'product', id: last };
    if (v2 === TYPE_LETTERS.article) return { slug: context(2), kind: 'article', id: last };
    if (v2 === TYPE_LETTERS.recipe) return { slug: context(2), kind: 'recipe', id: last };
    if (last === PRINT_CATALOG_SEGMENT) return { slug: context(1), kind: 'print' };
  }
  return { slug: rest, kind: 'page' };
}

/**
 * Parses a decoded, prefix-case-corrected pathname into market, slug and screen.
 * Unprefixed paths serve en-GLOBAL; the market root is a page with an empty slug (page key 'home').
 */
export function parseRoute(pathname: string): ParsedRoute | RouteError {
  const invalid: RouteError = { error: 'invalid', path: pathname };
  if (pathname === '' || pathname === '/') return { market: DEFAULT_MARKET_CODE, slug: [], kind: 'page' };
  // Cheap bound before splitting: a path longer than the limits allow is invalid anyway.
  if (!pathname.startsWith('/') || pathname.length > (MAX_SEGMENTS + 1) * (MAX_SEGMENT_LENGTH + 1)) return invalid;

  const segments = pathname.slice(1).split('/');
  if (!segments.every(isValidSegment)) return invalid;

  const [first = ''] = segments;
  // en-GLOBAL exists unprefixed only: `/en-GLOBAL/...` is no prefix, and it is refused outright so that no
  // page, article or product is ever served a second time under a look-alike prefix (last-segment rule).
  if (first.toLowerCase() === DEFAULT_MARKET_CODE.toLowerCase()) return invalid;
  const prefixed = isMarketPrefix(first);
  const market: MarketCode = prefixed ? first : DEFAULT_MARKET_CODE;
  const rest = prefixed ? segments.slice(1) : segments;
  if (rest.length > MAX_SEGMENTS) return invalid;

  return { market, ...matchSegments(rest) };
}

/** ROUTE-TABLE: a context slug may be a list and its last segment is used; the market root is the page 'home'. */
export function pageSlugFromRoute(route: Pick<ParsedRoute, 'slug'>): string {
  return route.slug.at(-1) ?? 'home';
}

/** The encoded, market-prefixed path of a parsed route (the inverse of parseRoute). */
export function routePath(route: ParsedRoute): string {
  const tail: string[] = [];
  if (route.kind === 'variant')
    tail.push(TYPE_LETTERS.product, route.id ?? '', TYPE_LETTERS.variant, route.itemNumber ?? '');
  if (route.kind === 'product') tail.push(TYPE_LETTERS.product, route.id ?? '');
  if (route.kind === 'article') tail.push(TYPE_LETTERS.article, route.id ?? '');
  if (route.kind === 'recipe') tail.push(TYPE_LETTERS.recipe, route.id ?? '');
  if (route.kind === 'print') tail.push(PRINT_CATALOG_SEGMENT);
  const segments = [...(isMarketPrefix(route.market) ? [route.market] : []), ...route.slug, ...tail];
  return `/${segments.map(encodePathSegment).join('/')}`;
}
