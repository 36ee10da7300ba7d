/**
 * Content from the CMS. This door is safe anywhere (the browser's CMS session uses its query strings): domain
 * types and pure helpers. The reads, with the API token and Next's data cache, are in './server'.
 */
export type * from './types';
export { NEWS_CATEGORIES, isNewsCategory, type NewsCategory } from './news-categories';
export { toQueryString, type QueryValue } from './query';
export { reshapeMedia } from './media';
export { blocksToLines, recipeJsonLd, type RecipeJsonLdOptions } from './recipe-json-ld';
