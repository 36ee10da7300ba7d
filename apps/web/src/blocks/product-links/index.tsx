import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { productCard, type Catalog, type CatalogCardData, variantCard } from '@/features/catalog/query';
import { dependOnCatalog, findProduct, findVariant, getCatalog, variantsOfProduct } from '@/lib/pim';
import { CatalogGrid } from '@/features/catalog/views';
import { defineBlock } from '../types';
import { logger } from '@/lib/log';

const log = logger('product-links');

const productRef = z.object({
  productId: z.string().min(1),
  itemNumber: z.string().nullish(),
  label: z.string().nullish(),
});
const schema = z.looseObject({
  heading: z.string(),
  // At least one, as Strapi requires (min 1): a heading over an empty grid is not a block.
  products: z.array(productRef).min(1),
});
type ProductRef = z.infer<typeof productRef>;

/** A card per reference; ids the catalogue does not know are skipped with a warning (an editor's stale link). */
export function resolveProductLinks(catalog: Catalog | null, refs: ProductRef[]): CatalogCardData[] {
  return refs.flatMap((ref): CatalogCardData[] => {
    if (!catalog) {
      return [
        {
          productId: ref.productId,
          itemNumber: ref.itemNumber && /^\d+$/.test(ref.itemNumber) ? Number(ref.itemNumber) : null,
          title: ref.label ?? ref.productId,
          subTitle: null,
          brandName: null,
          image: null,
        },
      ];
    }
    const product = findProduct(catalog, ref.productId);
    if (!product) {
      log.warn(`unknown product ${ref.productId} in ${catalog.culture}`);
      return [];
    }
    const variant = ref.itemNumber ? findVariant(catalog, ref.productId, ref.itemNumber) : undefined;
    const card = variant
      ? variantCard(variant)
      : productCard(product, variantsOfProduct(catalog, product.ProductId)[0]);
    return [ref.label ? { ...card, title: ref.label } : card];
  });
}

/** blocks.product-links: hand-picked products or variants linking to their pages. */
export const definition = defineBlock({
  schema,
  load: async (data, context) => {
    const t = await getTranslations('Catalog');
    let catalog: Catalog | null = null;
    try {
      [catalog] = await Promise.all([getCatalog(context.market.code), dependOnCatalog(context.market.code)]);
    } catch (error) {
      // Links still work without the catalogue; they just lack images and titles.
      log.error(`catalogue of ${context.market.code} unavailable: ${(error as Error).message}`);
    }
    return { heading: data.heading, t, cards: resolveProductLinks(catalog, data.products) };
  },
  View: ({ data: { heading, t, cards }, context }) => {
    return (
      <div className="mx-auto max-w-6xl px-4" data-block-view="product-links">
        <h2 className="text-3xl font-semibold">{heading}</h2>
        <div className="mt-6">
          <CatalogGrid
            cards={cards}
            market={context.market.code}
            itemLabel={(n) => t('itemNumber', { itemNumber: n })}
          />
        </div>
      </div>
    );
  },
});
