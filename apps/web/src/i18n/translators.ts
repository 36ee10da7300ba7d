import { getTranslations } from 'next-intl/server';

/**
 * Message translators loaded ahead of a synchronous view: a page's or block's load awaits them, its view calls
 * them. One loader per namespace, so each translator keeps the namespace's key type.
 */
export const loadUiMessages = () => getTranslations('Ui');
export const loadProductMessages = () => getTranslations('Product');
export const loadCatalogMessages = () => getTranslations('Catalog');
export const loadRecipeMessages = () => getTranslations('Recipe');
export const loadPrintMessages = () => getTranslations('Print');
export const loadBlockNoticeMessages = () => getTranslations('BlockNotice');
export const loadSearchMessages = () => getTranslations('Search');

export type UiTranslator = Awaited<ReturnType<typeof loadUiMessages>>;
export type ProductTranslator = Awaited<ReturnType<typeof loadProductMessages>>;
export type CatalogTranslator = Awaited<ReturnType<typeof loadCatalogMessages>>;
export type RecipeTranslator = Awaited<ReturnType<typeof loadRecipeMessages>>;
export type PrintTranslator = Awaited<ReturnType<typeof loadPrintMessages>>;
export type BlockNoticeTranslator = Awaited<ReturnType<typeof loadBlockNoticeMessages>>;
export type SearchTranslator = Awaited<ReturnType<typeof loadSearchMessages>>;
