/** Cache tag names shared by the readers (fetch tags) and the revalidation endpoint. */
export const cmsTags = {
  page: (locale: string) => `cms:page:${locale}`,
  news: (locale: string) => `cms:news:${locale}`,
  recipe: (locale: string) => `cms:recipe:${locale}`,
  navigation: (locale: string) => `cms:navigation:${locale}`,
  global: (locale: string) => `cms:global:${locale}`,
  redirects: 'cms:redirects',
} as const;

export const pimTag = (culture: string) => `pim:${culture}`;
