import { describe, expect, it } from 'vitest';
import { findProduct, variantsOfProduct } from '@/lib/pim';
import { type CatalogLookups, type SearchDocument, eachCatalogChange, eachCatalogDocument } from './documents';
import { seedCatalog } from './search.fixture';

describe.each<[string, CatalogLookups | undefined]>([
  ['lookups made on first use', undefined],
  // The server's: its catalogue store's, with each product's variants in their sort order.
  ["the catalogue store's lookups", { product: findProduct, variants: variantsOfProduct }],
])('a catalogue change against the catalogue an index holds (%s)', (_, lookups) => {
  const catalogDocuments = (market: 'da-DK', catalog: typeof before) => [
    ...eachCatalogDocument(market, catalog, {}, lookups),
  ];
  const eachChange = (market: 'da-DK', catalog: typeof before, held: typeof before) =>
    eachCatalogChange(market, catalog, held, lookups);
  const before = seedCatalog('da-DK');
  const held = new Map(catalogDocuments('da-DK', before).map((d) => [d.id, d]));
  const resolve = (entries: (SearchDocument | string)[]) =>
    entries.map((e) => (typeof e === 'string' ? held.get(e)! : e));

  it('the same catalogue: every product and variant by its id, and the result is the catalogue’s documents', () => {
    const entries = [...eachChange('da-DK', before, before)];
    const made = entries.filter((e) => typeof e !== 'string');
    expect(made.every((d) => d.kind === 'document')).toBe(true);
    expect(entries.length - made.length).toBe(before.products.length + before.variants.length);
    expect(resolve(entries)).toEqual(catalogDocuments('da-DK', before));
  });

  it('one product derived anew: its document and its variants’ made again, the rest by id', () => {
    const target = before.products[3]!;
    const after = {
      ...before,
      products: before.products.map((p) => (p === target ? { ...p, Title: 'Havkat i skiver', NameOne: 'Havkat' } : p)),
    };
    const entries = [...eachChange('da-DK', after, before)];
    const made = entries.filter((e): e is SearchDocument => typeof e !== 'string' && e.kind !== 'document');
    expect(made.map((d) => d.id)).toEqual([
      `product:${target.ProductId}`,
      ...before.variants.filter((v) => v.ProductId === target.ProductId).map((v) => `item:${v.ItemNumber}`),
    ]);
    expect(made[0]!.title).toBe('Havkat i skiver');
    expect(resolve(entries)).toEqual(catalogDocuments('da-DK', after));
  });

  it('a variant dropped: its product’s document made again (its item numbers), the variant gone', () => {
    const dropped = before.variants[0]!;
    const after = { ...before, variants: before.variants.filter((v) => v !== dropped) };
    const entries = [...eachChange('da-DK', after, before)];
    const made = entries.filter((e): e is SearchDocument => typeof e !== 'string' && e.kind !== 'document');
    expect(made.map((d) => d.id)).toEqual([`product:${dropped.ProductId}`]);
    expect(entries).not.toContain(`item:${dropped.ItemNumber}`);
    expect(resolve(entries)).toEqual(catalogDocuments('da-DK', after));
  });
});
