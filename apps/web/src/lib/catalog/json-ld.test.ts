import { describe, expect, it } from 'vitest';
import { deriveCatalog } from './derive';
import { categoryData, rawProduct, rawVariant } from './fixtures';
import { absoluteUrl, jsonForScript, productJsonLd } from './json-ld';

const catalog = deriveCatalog(
  {
    Culture: 'en-GB',
    LastChanged: '2026-01-01T00:00:00.000Z',
    Products: [
      rawProduct({ Variants: [rawVariant({ ItemNumber: 7, Ean: '5701234567890', TextFive: 'Variant text' })] }),
    ],
  },
  categoryData(),
  { Attributes: [] },
);
const [product] = catalog.products;
const [variant] = catalog.variants;

describe('Product JSON-LD', () => {
  it('describes a product with its variants', () => {
    const ld = productJsonLd({
      product: product!,
      variants: catalog.variants,
      url: 'https://x/p/P-1',
      images: ['https://x/a.svg'],
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Cold-water prawns',
      sku: 'P-1',
      brand: { '@type': 'Brand', name: 'Qilak' },
      category: 'Prawns',
    });
    expect(ld.hasVariant).toEqual([
      { '@type': 'Product', sku: '7', gtin13: '5701234567890', name: 'Cold-water prawns 7' },
    ]);
  });

  it('describes a variant as part of its product group', () => {
    const ld = productJsonLd({
      product: product!,
      variant,
      variants: catalog.variants,
      url: 'https://x/p/P-1/v/7',
      images: [],
    });
    expect(ld).toMatchObject({
      sku: '7',
      gtin13: '5701234567890',
      description: 'Variant text',
      isVariantOf: { productGroupID: 'P-1' },
    });
    expect(ld.hasVariant).toBeUndefined();
    expect(ld.image).toBeUndefined();
  });

  it('makes paths absolute and cannot close its script tag', () => {
    expect(absoluteUrl('https://site/', '/pim-media/a.svg')).toBe('https://site/pim-media/a.svg');
    expect(absoluteUrl('https://site', 'https://cdn/a.svg')).toBe('https://cdn/a.svg');
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
