import 'server-only';
import type { Catalog, Product, Variant } from '@/features/catalog/query';

// Indexes per catalogue object: a product page finds its product without scanning the whole list.
const productIndex = new WeakMap<Catalog, Map<string, Product>>();
const variantIndex = new WeakMap<Catalog, Map<string, Variant[]>>();

export function findProduct(catalog: Catalog, productId: string): Product | undefined {
  let index = productIndex.get(catalog);
  if (!index) {
    index = new Map(catalog.products.map((p) => [p.ProductId, p]));
    productIndex.set(catalog, index);
  }
  return index.get(productId);
}

/** The product's variants in their sort order. */
export function variantsOfProduct(catalog: Catalog, productId: string): Variant[] {
  let index = variantIndex.get(catalog);
  if (!index) {
    index = new Map();
    for (const v of catalog.variants) {
      const list = index.get(v.ProductId) ?? [];
      list.push(v);
      index.set(v.ProductId, list);
    }
    for (const list of index.values()) list.sort((a, b) => a.SortOrder - b.SortOrder || a.ItemNumber - b.ItemNumber);
    variantIndex.set(catalog, index);
  }
  return index.get(productId) ?? [];
}

/** The variant of a product by the item number in the URL; only a canonical digit string matches. */
export function findVariant(catalog: Catalog, productId: string, itemNumber: string): Variant | undefined {
  if (!/^\d+$/.test(itemNumber)) return undefined;
  return variantsOfProduct(catalog, productId).find((v) => String(v.ItemNumber) === itemNumber);
}
