import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cmsGet } from './client';
import { cmsTags } from '@/lib/cache-tags';
import { pagePathsFromNavigation } from '@/lib/routing';
import type { NavigationTreeNode } from './types';

interface RawNode {
  entry: { id: number; headline?: string | null; slug?: string | null } | null;
  color?: string | null;
  children?: RawNode[] | null;
}

const nodeSchema: z.ZodType<RawNode> = z.lazy(() =>
  z.object({
    entry: z.object({ id: z.number(), headline: z.string().nullish(), slug: z.string().nullish() }).nullable(),
    color: z.string().nullish(),
    children: z.array(nodeSchema).nullish(),
  }),
);

const navigationList = z.object({
  data: z.array(z.object({ name: z.string().nullish(), navigationStructure: z.array(nodeSchema).nullish() })),
});

/**
 * The market's main navigation tree (CMS-CALLS, PAGE-LAYOUT-NAV: entry {id, headline, slug}, color, children; three levels).
 * No navigation entry is an empty tree; a failing CMS throws.
 */
export const getNavigation = cache(async (locale: string): Promise<NavigationTreeNode[]> => {
  const raw = navigationList.parse(
    await cmsGet('navigations', { locale, pagination: { pageSize: 10 } }, [cmsTags.navigation(locale)]),
  );
  const main = raw.data.find((n) => (n.name ?? 'main') === 'main') ?? raw.data[0];
  return reshapeNodes(main?.navigationStructure ?? [], 1);
});

function reshapeNodes(nodes: RawNode[], level: number): NavigationTreeNode[] {
  if (level > 3) return [];
  return nodes.flatMap((node) => {
    const slug = node.entry?.slug;
    if (!node.entry || !slug) return [];
    return [
      {
        entry: { id: node.entry.id, headline: node.entry.headline ?? slug, slug },
        color: node.color ?? null,
        children: reshapeNodes(node.children ?? [], level + 1),
      },
    ];
  });
}

/**
 * The one URL of each page of a market that the navigation names (slug -> market-relative path; lib/routing's
 * pagePath reads it): canonical, alternates, breadcrumbs and the sitemap use it. A failing CMS throws.
 */
export async function getPagePaths(locale: string): Promise<ReadonlyMap<string, string>> {
  return pagePathsFromNavigation(await getNavigation(locale));
}
