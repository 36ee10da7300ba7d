/** Reads from the CMS (API token, draft mode, Next's data cache with tags): server-side only. */
import 'server-only';

export * from './index';
export { cmsGet, isPreviewing } from './client';
export { getGlobalConfig } from './global';
export { getNavigation, getPagePaths } from './navigation';
export { getNewsArticle, getNewsList } from './news';
export { getPageBySlug } from './pages';
export { getRecipeBySlug, getRecipes, recipesForProduct, selectRecipes } from './recipes';
export { contentVersion, listNewsArticles, listPages, listRecipes, type ListOptions } from './listings';
