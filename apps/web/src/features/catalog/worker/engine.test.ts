import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toBrowserCatalog, deriveCatalog, emptyFilters, toggleFacetValue } from '@/features/catalog/query';
import { categoryData, rawProduct, rawVariant } from '@/features/catalog/query/fixtures';
import { handle } from './engine';

const catalog = deriveCatalog(
  {
    Culture: 'en-GB',
    LastChanged: '2026-01-01T00:00:00.000Z',
    Products: [
      rawProduct({
        ProductId: 'P-1',
        NameOne: 'Cold-water prawns',
        Variants: [
          rawVariant({ VariantId: 'a', ItemNumber: 300, StorageConditionId: 'SC-FROZEN' }),
          rawVariant({ VariantId: 'b', ItemNumber: 100, SortOrder: 2, StorageConditionId: 'SC-CHILLED' }),
        ],
      }),
      rawProduct({
        ProductId: 'P-2',
        SpecieId: 'SP-COD',
        SpecificationId: 'SPEC-FILLET',
        NameOne: 'Atlantic cod',
        Variants: [rawVariant({ VariantId: 'c', ItemNumber: 200 })],
      }),
    ],
  },
  categoryData(),
  { Attributes: [] },
);

const fetched: string[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const body = url.endsWith('/status') ? { lastChanged: catalog.lastChanged } : toBrowserCatalog(catalog);
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('the catalogue engine (the worker side)', () => {
  it('loads once, answers a page of cards with facet counts and where the catalogue came from', async () => {
    const loaded = await handle({
      type: 'load',
      culture: 'en-GB',
      language: 'en',
      filters: emptyFilters(),
      pageSize: 2,
    });
    expect(loaded.source).toBe('reloaded');
    expect(loaded.version).toBe(catalog.lastChanged);
    expect(loaded.options.species.map((o) => o.value)).toEqual(['SP-COD', 'SP-PRAWN']);
    // Three variants of two products: the page counts products, each card lists its matching variants.
    expect(loaded.result).toMatchObject({ total: 3, productTotal: 2, page: 1, pages: 1, view: 'products' });
    expect(loaded.result.products).toHaveLength(2);
    const prawns = loaded.result.products.find((p) => p.productId === 'P-1')!;
    expect(prawns.title).toEqual(expect.any(String));
    expect(prawns.variants.map((v) => v.itemNumber).sort()).toEqual([100, 300]);
    expect(loaded.result.counts.storage).toEqual({ 'SC-FROZEN': 2, 'SC-CHILLED': 1 });
    const frozen = await handle({
      type: 'query',
      culture: 'en-GB',
      language: 'en',
      filters: toggleFacetValue(emptyFilters(), 'storage', 'SC-FROZEN'),
      pageSize: 2,
    });
    expect(frozen.total).toBe(2);
    expect(frozen.products.flatMap((c) => c.variants.map((v) => v.itemNumber)).sort()).toEqual([200, 300]);
    // An "any" facet counts over the other facets' matches, so the unticked option keeps its count.
    expect(frozen.counts.storage).toEqual({ 'SC-FROZEN': 2, 'SC-CHILLED': 1 });
    const rows = await handle({
      type: 'query',
      culture: 'en-GB',
      language: 'en',
      filters: { ...emptyFilters(), view: 'variants', page: 9 },
      pageSize: 2,
    });
    expect(rows).toMatchObject({ view: 'variants', page: 2, pages: 2, products: [] });
    expect(rows.rows).toHaveLength(1);
    expect(fetched.filter((u) => !u.endsWith('/status'))).toHaveLength(1);
  });

  it('names the variant a whole item number finds, for the list to jump to', async () => {
    const found = await handle({
      type: 'query',
      culture: 'en-GB',
      language: 'en',
      filters: { ...emptyFilters(), q: ' 100 ' },
      pageSize: 24,
    });
    expect(found.exact).toMatchObject({ productId: 'P-1', itemNumber: 100 });
    expect(found.products.map((p) => p.productId)).toEqual(['P-1']);
    const partial = await handle({
      type: 'query',
      culture: 'en-GB',
      language: 'en',
      filters: { ...emptyFilters(), q: '10' },
      pageSize: 24,
    });
    expect(partial.exact).toBeNull();
  });

  it('answers my-catalogue selections, with null for what the catalogue no longer has', async () => {
    const rows = await handle({
      type: 'select',
      culture: 'en-GB',
      items: [
        { productId: 'P-1' },
        { productId: 'P-1', itemNumber: 100 },
        { productId: 'P-2', itemNumber: 100 },
        { productId: 'P-9' },
      ],
    });
    expect(rows.map((r) => r.card && [r.card.productId, r.card.itemNumber])).toEqual([
      ['P-1', null],
      ['P-1', 100],
      null,
      null,
    ]);
  });
});
