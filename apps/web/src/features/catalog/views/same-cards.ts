import type { ProductCardData } from '@/features/catalog/query';

/**
 * An answer with the cards on screen kept as they are (the same array) when it lists the same cards: the worker's
 * first answer repeats the server's first screen, and rendering its cards again for nothing is a long task on a
 * phone. The lists are memoised (CatalogView), so the same array renders nothing.
 */
export function keepSameCards<Page extends { products: ProductCardData[] }>(
  page: Page,
  shown: ProductCardData[],
): Page {
  if (page.products === shown || page.products.length !== shown.length) return page;
  return JSON.stringify(page.products) === JSON.stringify(shown) ? { ...page, products: shown } : page;
}
