import { describe, expect, it } from 'vitest';
import { deriveCatalog } from '@/features/catalog/query';
import { categoryData, rawProduct, rawVariant } from '@/features/catalog/query/fixtures';
import { findProduct, findVariant, prepareLookups, variantsOfProduct } from './lookup';

const catalog = deriveCatalog(
  {
    Culture: 'en-GB',
    LastChanged: '2026-01-01T00:00:00.000Z',
    Products: [
      rawProduct({
        ProductId: 'P-1',
        Variants: [
          rawVariant({ VariantId: 'b', ItemNumber: 200, SortOrder: 2 }),
          rawVariant({ VariantId: 'a', ItemNumber: 300, SortOrder: 1 }),
          rawVariant({ VariantId: 'x', ItemNumber: 'X-9' }),
        ],
      }),
      rawProduct({ ProductId: 'P-2', SpecieId: null }),
    ],
  },
  categoryData(),
  { Attributes: [] },
);

describe('product and variant lookup for the pages', () => {
  it('finds kept products only', () => {
    expect(findProduct(catalog, 'P-1')?.ProductId).toBe('P-1');
    expect(findProduct(catalog, 'P-2')).toBeUndefined();
    expect(findProduct(catalog, 'P-3')).toBeUndefined();
  });

  it('lists a product’s variants in their sort order, without non-numeric item numbers', () => {
    expect(variantsOfProduct(catalog, 'P-1').map((v) => v.VariantId)).toEqual(['a', 'b']);
  });

  it('finds a variant by the item number in the URL, canonical digits only, within its product', () => {
    expect(findVariant(catalog, 'P-1', '200')?.VariantId).toBe('b');
    expect(findVariant(catalog, 'P-1', '0200')).toBeUndefined();
    expect(findVariant(catalog, 'P-1', 'X-9')).toBeUndefined();
    expect(findVariant(catalog, 'P-2', '200')).toBeUndefined();
  });
});

describe('lookups prepared in slices', () => {
  it('find the same products and variants, in the same order, as those built on first use', async () => {
    const copy = { ...catalog };
    await prepareLookups(copy);
    expect(findProduct(copy, 'P-1')).toBe(findProduct(catalog, 'P-1'));
    expect(findProduct(copy, 'P-2')).toBeUndefined();
    expect(variantsOfProduct(copy, 'P-1')).toEqual(variantsOfProduct(catalog, 'P-1'));
    expect(variantsOfProduct(copy, 'P-1').map((v) => v.VariantId)).toEqual(['a', 'b']);
  });
});
