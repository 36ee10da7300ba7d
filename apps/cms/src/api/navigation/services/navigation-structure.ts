/**
 * Turns the stored navigation items into the site's tree (CMS-CALLS):
 * { entry: { id, headline, slug }, color, children }.
 */

export interface PageRef {
  id: number;
  documentId?: string;
  title?: string | null;
  slug?: string | null;
}
export interface StoredItem {
  page?: PageRef | null;
  color?: string | null;
  children?: StoredItem[] | null;
}
export interface NavigationNode {
  entry: { id: number; documentId: string | null; headline: string; slug: string };
  color: string | null;
  children: NavigationNode[];
}

const MAX_LEVELS = 3;

/** Items whose page is missing (unpublished or deleted) are left out together with their subtree. */
export function toNavigationStructure(items: StoredItem[] | null | undefined, level = 1): NavigationNode[] {
  if (!items || level > MAX_LEVELS) return [];
  const nodes: NavigationNode[] = [];
  for (const item of items) {
    const page = item.page;
    if (!page || !page.slug) continue;
    nodes.push({
      entry: { id: page.id, documentId: page.documentId ?? null, headline: page.title ?? page.slug, slug: page.slug },
      color: item.color ?? null,
      children: toNavigationStructure(item.children, level + 1),
    });
  }
  return nodes;
}

/** Replaces `items` by `navigationStructure` on one navigation entry of an API response. */
export function withNavigationStructure<T extends { items?: StoredItem[] | null }>(
  entry: T,
): Omit<T, 'items'> & { navigationStructure: NavigationNode[] } {
  const { items, ...rest } = entry;
  return { ...rest, navigationStructure: toNavigationStructure(items) };
}
