import { describe, expect, it } from 'vitest';
import { groupIntoProducts, itemNumberQuery, packNames, sizeText, variantRow } from './product-cards';

const image = (id: string) => ({ type: 'IMAGE' as const, id, imageUrl: `/pim-media/${id}.svg`, name: null });
const variant = (ProductId: string, ItemNumber: number, extra: Record<string, unknown> = {}) => ({
  ProductId,
  ItemNumber,
  Title: `Title ${ProductId}`,
  SubTitle: null,
  BrandName: 'Qilak',
  ProductImage: image(`p-${ProductId}`) as ReturnType<typeof image> | null,
  Image: null as ReturnType<typeof image> | null,
  PackagingTypeId: 'PT-CARTON',
  SizeAttributes: [
    { alias: 'Count', value: '90/120', unit: 'pcs/kg' },
    { alias: 'NetWeight', value: '500', unit: 'g' },
  ],
  ...extra,
});
const packs = packNames([{ id: 'PT-CARTON', name: 'Karton', SortOrder: 1 }]);

describe('product cards', () => {
  it('groups matching variants into one card per product, in the order of each product’s first match', () => {
    const cards = groupIntoProducts(
      [variant('P-2', 20), variant('P-1', 10), variant('P-2', 21), variant('P-1', 11, { PackagingTypeId: null })],
      packs,
    );
    expect(cards.map((c) => c.productId)).toEqual(['P-2', 'P-1']);
    expect(cards[0]!.variants.map((v) => v.itemNumber)).toEqual([20, 21]);
    expect(cards[1]!.variants[1]).toEqual({ itemNumber: 11, size: '500 g · 90/120 pcs/kg', pack: null });
    expect(cards[0]!.image?.id).toBe('p-P-2');
  });

  it('falls back to a packshot when the product has no image', () => {
    const [card] = groupIntoProducts([variant('P-3', 30, { ProductImage: null, Image: image('pack') })], packs);
    expect(card!.image?.id).toBe('pack');
  });

  it('writes sizes net weight first, grades without a unit', () => {
    expect(sizeText([])).toBeNull();
    expect(
      sizeText([
        { alias: 'Grade', value: 'XL', unit: null },
        { alias: 'NetWeight', value: '2', unit: 'kg' },
      ]),
    ).toBe('2 kg · XL');
  });

  it('makes item-number rows with the product title', () => {
    expect(variantRow(variant('P-1', 10), packs)).toMatchObject({
      productId: 'P-1',
      itemNumber: 10,
      title: 'Title P-1',
      pack: 'Karton',
    });
  });
});

describe('itemNumberQuery', () => {
  it('reads a whole item number and nothing else', () => {
    expect(itemNumberQuery(' 100234 ')).toBe(100234);
    expect(itemNumberQuery('100 234')).toBeNull();
    expect(itemNumberQuery('prawn 1')).toBeNull();
    expect(itemNumberQuery('')).toBeNull();
    expect(itemNumberQuery('9'.repeat(20))).toBeNull();
  });
});
