import { getTranslations } from 'next-intl/server';
import type { Market } from '@qilak/markets';
import { getNavigation, type NavigationTreeNode } from '@/lib/cms/server';
import { siteUrl } from '@/lib/config';
import { marketPath, pagePath, pagePathsFromNavigation } from '@/lib/routing';
import { SOCIAL_IMAGE_PREFIX, breadcrumbTrail } from '@/lib/seo';
import { JsonLd } from '@/components/seo/JsonLd';
import { logger } from '@/lib/log';

const log = logger('seo');

/** The organization's logo for structured data (rendered by the social-image route). */
export const logoUrl = () => `${siteUrl()}${SOCIAL_IMAGE_PREFIX}logo.png`;

function findNode(nodes: readonly NavigationTreeNode[], slug: string): NavigationTreeNode | undefined {
  for (const node of nodes) {
    if (node.entry.slug === slug) return node;
    const inner = findNode(node.children, slug);
    if (inner) return inner;
  }
  return undefined;
}

/** The navigation path's segments as crumbs, named by their navigation headlines; unknown segments are skipped. */
async function navigationTrail(market: Market, segments: readonly string[]) {
  if (segments.length === 0) return [];
  let tree: NavigationTreeNode[];
  try {
    tree = await getNavigation(market.code);
  } catch (error) {
    log.warn(`breadcrumbs of ${market.code} without navigation names: ${(error as Error).message}`);
    return [];
  }
  const trail: { name: string; path: string }[] = [];
  // Each crumb names its page's one URL (its first place in the navigation), as the menu links it.
  const paths = pagePathsFromNavigation(tree);
  let level: readonly NavigationTreeNode[] = tree;
  for (const segment of segments) {
    const node = level.find((n) => n.entry.slug === segment) ?? findNode(tree, segment);
    if (node) trail.push({ name: node.entry.headline, path: pagePath(node.entry.slug, paths) });
    level = node?.children ?? [];
  }
  return trail;
}

/**
 * BreadcrumbList of a page below home: Home, the navigation path it was reached under, then the page itself
 * (its canonical path and title). Loaded with the page's data; rendered with <JsonLd>.
 */
export async function loadBreadcrumbs(
  market: Market,
  /** Navigation segments before the page (`['nyheder']` for /nyheder/a/x). */
  context: readonly string[],
  current: readonly { name: string; path: string }[],
) {
  const t = await getTranslations('Ui');
  const trail = await navigationTrail(market, context);
  const last = current[current.length - 1];
  const crumbs = [...trail.filter((c) => c.path !== last?.path), ...current];
  return breadcrumbTrail(siteUrl(), (p) => marketPath(market.code, p), t('home'), crumbs);
}

/** The structured data of a page, one script each. */
export function StructuredData({ items }: { items: readonly unknown[] }) {
  return (
    <>
      {items.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
