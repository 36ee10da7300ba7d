import { describe, expect, it } from 'vitest';
import { browserCatalogOf, joinVariants, toBrowserCatalog } from './browser-catalog';
import { deriveCatalog } from './derive';
import { allergens, categoryData, rawProduct, rawVariant } from './fixtures';
import { applyFilters, buildIndex, emptyFilters, toggleFacetValue } from './filter';

const img = (n: string) => ({ Url: `/pim-media/${n}.svg?w=800`, ImageText: n });
const catalog = deriveCatalog(
  {
    Culture: 'en-GB',
    LastChanged: '2026-01-01T00:00:00.000Z',
    Products: [
      rawProduct({
        ProductId: 'P-1',
        TextOne: 'A long product text the catalogue list never shows',
        ProductImages: [img('product')],
        Variants: [
          rawVariant({
            VariantId: 'a',
            ItemNumber: 100,
            Certificates: [{ Name: 'MSC', CertificateNumber: 'MSC-C-1' }],
            Allergens: allergens({ Crustaceans: 'Contains' }),
            PackshotFrontImages: [img('packshot')],
          }),
          rawVariant({ VariantId: 'b', ItemNumber: 101, SortOrder: 2 }),
        ],
      }),
    ],
  },
  categoryData(),
  { Attributes: [] },
);

describe('the browser catalogue (what /api/catalog sends)', () => {
  const listed = toBrowserCatalog(catalog);

  it('leaves out texts, documents, videos and the product fields repeated on every variant', () => {
    const json = JSON.stringify(listed);
    expect(json).not.toContain('A long product text');
    expect(json).not.toContain('Documents');
    expect(json).not.toContain('Videos');
    expect(Object.keys(listed.variants[0]!)).not.toContain('Title');
    expect(json.length).toBeLessThan(JSON.stringify(catalog).length / 2);
  });

  it('keeps what filters and cards need: free-from allergens, certificate names, the card pictures', () => {
    const [a, b] = listed.variants;
    expect(a!.Certificates).toEqual(['MSC']);
    expect(a!.FreeFrom).not.toContain('Crustaceans');
    expect(a!.FreeFrom).toContain('Fish');
    expect(a!.Image?.imageUrl).toBe('/pim-media/packshot.svg');
    // A variant that only inherits its product's image carries none of its own.
    expect(b!.Image).toBeNull();
    expect(listed.products[0]!.Image?.imageUrl).toBe('/pim-media/product.svg');
  });

  it('joins back into variants that filter exactly as the full ones do', () => {
    const joined = joinVariants(listed);
    expect(joined[1]).toMatchObject({
      Title: catalog.variants[1]!.Title,
      SpecieId: 'SP-PRAWN',
      ProductImage: listed.products[0]!.Image,
    });
    for (const filters of [
      emptyFilters(),
      toggleFacetValue(emptyFilters(), 'cert', 'MSC'),
      toggleFacetValue(emptyFilters(), 'free', 'Crustaceans'),
      { ...emptyFilters(), q: 'prawns 101' },
    ]) {
      const full = applyFilters(buildIndex(catalog.variants), filters).variants.map((v) => v.ItemNumber);
      const light = applyFilters(buildIndex(joined), filters).variants.map((v) => v.ItemNumber);
      expect(light).toEqual(full);
    }
  });

  it('is made once per catalogue object', () => {
    expect(browserCatalogOf(catalog)).toBe(browserCatalogOf(catalog));
  });
});
