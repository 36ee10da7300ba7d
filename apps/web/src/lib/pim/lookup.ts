import 'server-only';
import type { Catalog, Product, Variant } from '@/features/catalog/query';
import { slicer } from '@/lib/framework/server';

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

/**
 * Both indexes of a catalogue, built a slice at a time (lib/framework): the catalogue store builds them before it
 * hands a new catalogue out, so no product page builds them in one piece (20,000 variants at the --scale catalogue).
 */
export async function prepareLookups(catalog: Catalog): Promise<void> {
  const slices = slicer();
  const products = new Map<string, Product>();
  for (const p of catalog.products) {
    products.set(p.ProductId, p);
    if (slices.due()) await slices.pause();
  }
  const variants = new Map<string, Variant[]>();
  for (const v of catalog.variants) {
    const list = variants.get(v.ProductId) ?? [];
    list.push(v);
    variants.set(v.ProductId, list);
    if (slices.due()) await slices.pause();
  }
  for (const list of variants.values()) {
    list.sort(bySortOrder);
    if (slices.due()) await slices.pause();
  }
  if (!productIndex.has(catalog)) productIndex.set(catalog, products);
  if (!variantIndex.has(catalog)) variantIndex.set(catalog, variants);
}

const bySortOrder = (a: Variant, b: Variant) => a.SortOrder - b.SortOrder || a.ItemNumber - b.ItemNumber;

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
    for (const list of index.values()) list.sort(bySortOrder);
    variantIndex.set(catalog, index);
  }
  return index.get(productId) ?? [];
}

/** The variant of a product by the item number in the URL; only a canonical digit string matches. */
export function findVariant(catalog: Catalog, productId: string, itemNumber: string): Variant | undefined {
  if (!/^\d+$/.test(itemNumber)) return undefined;
  return variantsOfProduct(catalog, productId).find((v) => String(v.ItemNumber) === itemNumber);
}
