import {
  findMarketIgnoringCase,
  getMarket,
  isUnprefixed,
  marketPrefix,
  marketRootUrl as rootUrlOfMarket,
  requireMarket,
  type MarketCode,
} from '@qilak/markets';
import { encodePathSegment, hasForbiddenChars } from './path-safety';
import { PRINT_CATALOG_SEGMENT, TYPE_LETTERS } from './route';

/**
 * A market-relative path (`/om-os`, `/a/x?y=1`) under the market's prefix: `''` for en-GLOBAL,
 * `/{code}` otherwise. The market root is `/` for en-GLOBAL and `/{code}` (no trailing slash) for the rest.
 */
export function marketPath(market: MarketCode, path: string): string {
  const prefix = marketPrefix(requireMarket(market));
  // One leading slash only: `//host` in an href would leave the site.
  const rest = path.replace(/^[/\\]+/, '');
  if (prefix === '') return `/${rest}`;
  return rest === '' || /^[?#]/.test(rest) ? `${prefix}${rest}` : `${prefix}/${rest}`;
}

export interface NavigationEntry {
  id: number | string;
  headline: string;
  slug: string;
}

/** One item of the CMS navigation tree (PAGE-LAYOUT-NAV, CMS-CALLS). */
export interface NavigationNode {
  entry: NavigationEntry | null;
  color?: string | null;
  children?: readonly NavigationNode[] | null;
}

export interface NavigationLink {
  id: number | string;
  name: string;
  slug: string;
  /** Market-relative: `/{slug}`, `/{parentSlug}/{slug}`, `/{parentSlug}/{childSlug}/{slug}`. */
  path: string;
  color: string | null;
  parentId: number | string | null;
}

export const MAX_NAVIGATION_DEPTH = 3;

/**
 * Flattens the navigation tree, parents before their children, down to three levels (deeper ones are
 * ignored). An item whose page entry is missing (deleted in the CMS) is left out with its subtree.
 */
export function navigationLinks(tree: readonly NavigationNode[]): NavigationLink[] {
  const links: NavigationLink[] = [];
  const walk = (
    nodes: readonly NavigationNode[],
    parentPath: string,
    parentId: NavigationLink['parentId'],
    depth: number,
  ) => {
    if (depth > MAX_NAVIGATION_DEPTH) return;
    for (const node of nodes) {
      const entry = node.entry;
      if (!entry) continue;
      const path = `${parentPath}/${encodePathSegment(entry.slug)}`;
      links.push({ id: entry.id, name: entry.headline, slug: entry.slug, path, color: node.color ?? null, parentId });
      walk(node.children ?? [], path, entry.id, depth + 1);
    }
  };
  walk(tree, '', null, 1);
  return links;
}

/**
 * The one URL of every page the navigation names (slug -> market-relative path): its place in the navigation
 * tree, the first one where a page is named twice. Navigation, breadcrumbs, canonical, hreflang alternates and the
 * sitemap all take a page's URL from here (pagePath), so a crawler finds one URL per page; the other paths that
 * end in its slug still answer (the last-segment rule) with this one as their canonical.
 * (ROUTE-ONE-URL)
 */
export function pagePathsFromNavigation(tree: readonly NavigationNode[]): ReadonlyMap<string, string> {
  const paths = new Map<string, string>();
  for (const link of navigationLinks(tree)) if (!paths.has(link.slug)) paths.set(link.slug, link.path);
  return paths;
}

/** A page's one URL, market-relative: `/` for home, its navigation path, else `/{slug}` (no place in the menu). */
export function pagePath(slug: string, paths: ReadonlyMap<string, string>): string {
  if (slug === 'home') return '/';
  return paths.get(slug) ?? `/${encodePathSegment(slug)}`;
}

/** `/{letter}/{slug}`, or appended to the current path when asked (ROUTE-LINKS). */
function typedPath(letter: string, slug: string, appendTo?: string): string {
  return `${basePath(appendTo)}/${letter}/${encodePathSegment(slug)}`;
}

/** The current path without query, hash, trailing slashes or extra leading slashes (`//host` must not survive). */
function basePath(appendTo: string | undefined): string {
  const path = appendTo?.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '').replace(/^[/\\]+/, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

export function articlePath(slug: string, options: { appendTo?: string } = {}): string {
  return typedPath(TYPE_LETTERS.article, slug, options.appendTo);
}

export function recipePath(slug: string, options: { appendTo?: string } = {}): string {
  return typedPath(TYPE_LETTERS.recipe, slug, options.appendTo);
}

export function productPath(productId: string): string {
  return `/${TYPE_LETTERS.product}/${encodePathSegment(productId)}`;
}

export function variantPath(productId: string, itemNumber: string): string {
  return `${productPath(productId)}/${TYPE_LETTERS.variant}/${encodePathSegment(itemNumber)}`;
}

export function printCatalogPath(options: { appendTo?: string } = {}): string {
  return `${basePath(options.appendTo)}/${PRINT_CATALOG_SEGMENT}`;
}

/**
 * MARKET-ROOT-URL: the market's baseUrl for the default-domain market, else baseUrl + /{code}.
 * An unknown code logs "Could not get root URL for locale" and returns undefined (MARKET-ROOT-URL).
 */
export function marketRootUrl(code: string, baseUrl?: string): string | undefined {
  const market = getMarket(code);
  if (!market) {
    console.warn('Could not get root URL for locale', code);
    return undefined;
  }
  return rootUrlOfMarket(market, baseUrl ?? market.baseUrl);
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * The href to render for a link from the CMS, or null to render its label as plain text.
 * Market-relative paths get the market prefix (unless already prefixed); `#anchor`, absolute http(s),
 * mailto: and tel: pass through; every other scheme (javascript:, data:, vbscript:...), protocol-relative
 * `//host`, backslashes and control characters (which browsers strip, hiding a scheme) give null.
 */
export function resolveContentHref(href: string | null | undefined, market: MarketCode): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value === '' || hasForbiddenChars(value) || value.includes('\\')) return null;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const first = value.slice(1).split(/[/?#]/)[0] ?? '';
    const prefixed = findMarketIgnoringCase(first);
    if (prefixed && !isUnprefixed(prefixed)) return value; // an editor's explicit cross-market link
    return marketPath(market, value);
  }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(value).hostname && /^https?:\/\/[^/]/i.test(value) ? value : null;
    } catch {
      return null;
    }
  }
  if ((scheme === 'mailto' || scheme === 'tel') && value.length > scheme.length + 1) return value;
  return null;
}
