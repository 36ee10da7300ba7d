/**
 * The cache tag names, in one place: the CMS and product service readers tag what they fetch with them, the
 * revalidation endpoint marks them stale, and the web server lists them in Surrogate-Key for the edge.
 */
export const cmsTags = {
  page: (locale: string) => `cms:page:${locale}`,
  news: (locale: string) => `cms:news:${locale}`,
  recipe: (locale: string) => `cms:recipe:${locale}`,
  navigation: (locale: string) => `cms:navigation:${locale}`,
  global: (locale: string) => `cms:global:${locale}`,
  redirects: 'cms:redirects',
} as const;

/** A product service culture's catalogue (pages built from it carry the tag). */
export const pimTag = (culture: string) => `pim:${culture}`;

/** Every tag a page of a market may depend on: blocks pull news, recipes and the catalogue into any page. */
export function marketTags(market: string): string[] {
  return [
    cmsTags.page(market),
    cmsTags.news(market),
    cmsTags.recipe(market),
    cmsTags.navigation(market),
    cmsTags.global(market),
    pimTag(market),
  ];
}
