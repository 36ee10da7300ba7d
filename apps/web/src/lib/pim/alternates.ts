import 'server-only';
import { MARKETS } from '@qilak/markets';
import { productPath, variantPath, type LocalizedPath } from '@/lib/routing';
import { getCatalog } from './catalog-store';
import { findProduct, findVariant } from './lookup';
import { logger } from '../log';

const log = logger('pim');

/**
 * The markets whose culture the product service serves this product (or this variant) in, as hreflang
 * alternates. A culture that cannot be read right now is left out with a log line, not guessed.
 */
export async function productAlternates(productId: string, itemNumber?: string): Promise<LocalizedPath[]> {
  const found = await Promise.all(
    MARKETS.map(async (market): Promise<LocalizedPath | null> => {
      try {
        const catalog = await getCatalog(market.code);
        if (!findProduct(catalog, productId)) return null;
        if (itemNumber === undefined) return { marketCode: market.code, path: productPath(productId) };
        return findVariant(catalog, productId, itemNumber)
          ? { marketCode: market.code, path: variantPath(productId, itemNumber) }
          : null;
      } catch (error) {
        log.warn(`alternates of ${productId}: ${market.code} unavailable: ${(error as Error).message}`);
        return null;
      }
    }),
  );
  return found.filter((entry): entry is LocalizedPath => entry !== null);
}
