import type { MarketCode } from '@qilak/markets';
import type { NavigationTreeNode } from '@/lib/cms';
import { marketPath, navigationLinks, pagePath, pagePathsFromNavigation } from '@/lib/routing';

/** One menu item as the client menu gets it: plain data, hrefs already market-prefixed. */
export interface MenuItem {
  id: string;
  name: string;
  href: string;
  /** A colour token name (primary, copper...) or null. */
  color: string | null;
  active: boolean;
  children: MenuItem[];
}

const COLORS = new Set(['primary', 'secondary', 'rg-blue', 'blue', 'copper', 'yellow', 'green', 'red', 'ocean']);

/**
 * The navigation tree with ROUTE-LINKS' link shapes (/{slug}, /{parent}/{slug}, /{parent}/{child}/{slug}, built by
 * lib/routing's navigationLinks) and the market prefix; an item is active when the current path is at or below it.
 */
export function menuTree(tree: readonly NavigationTreeNode[], market: MarketCode, currentPath?: string): MenuItem[] {
  const links = navigationLinks(tree);
  // A page the menu names twice links to its one URL (its first place) from both.
  const paths = pagePathsFromNavigation(tree);
  const byParent = new Map<string, MenuItem[]>();
  const current = currentPath?.replace(/\/+$/, '') ?? '';
  for (const link of links) {
    const item: MenuItem = {
      id: String(link.id),
      name: link.name,
      href: marketPath(market, pagePath(link.slug, paths)),
      color: link.color && COLORS.has(link.color) ? link.color : null,
      active: current !== '' && (current === link.path || current.startsWith(`${link.path}/`)),
      children: [],
    };
    const key = link.parentId === null ? '' : String(link.parentId);
    byParent.set(key, [...(byParent.get(key) ?? []), item]);
  }
  const attach = (items: MenuItem[]): MenuItem[] =>
    items.map((item) => ({ ...item, children: attach(byParent.get(item.id) ?? []) }));
  return attach(byParent.get('') ?? []);
}
