export { getPageBySlug } from './pages';
export { getGlobalConfig, type GlobalConfig } from './global';
export { getNavigation } from './navigation';
export { getNewsArticle, getNewsList, NEWS_CATEGORIES } from './news';
export type * from './types';
export {
  getRecipeBySlug,
  getRecipes,
  recipesForProduct,
  selectRecipes,
  type ProductRef,
  type Recipe,
  type RecipeDifficulty,
  type RecipeIngredient,
  type RichTextBlocks,
} from './recipes';
