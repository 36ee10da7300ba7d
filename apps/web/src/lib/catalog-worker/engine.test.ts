import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveCatalog } from '@/lib/catalog/derive';
import { emptyFilters, toggleFacetValue } from '@/lib/catalog/filter';
import { categoryData, rawProduct, rawVariant } from '@/lib/catalog/fixtures';
import { handle, selectionRows } from './engine';

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
    const body = url.endsWith('/status') ? { lastChanged: catalog.lastChanged } : catalog;
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
    expect(loaded.result).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(loaded.result.cards).toHaveLength(2);
    expect(loaded.result.cards[0]).toMatchObject({
      productId: expect.any(String),
      title: expect.any(String),
      itemNumber: expect.any(Number),
    });
    expect(loaded.result.counts.storage).toEqual({ 'SC-FROZEN': 2, 'SC-CHILLED': 1 });

    const frozen = await handle({
      type: 'query',
      culture: 'en-GB',
      language: 'en',
      filters: toggleFacetValue(emptyFilters(), 'storage', 'SC-FROZEN'),
      pageSize: 2,
    });
    expect(frozen.total).toBe(2);
    expect(frozen.cards.map((c) => c.itemNumber).sort()).toEqual([200, 300]);
    // An "any" facet counts over the other facets' matches, so the unticked option keeps its count.
    expect(frozen.counts.storage).toEqual({ 'SC-FROZEN': 2, 'SC-CHILLED': 1 });

    const beyond = await handle({
      type: 'query',
      culture: 'en-GB',
      language: 'en',
      filters: { ...emptyFilters(), page: 9 },
      pageSize: 2,
    });
    expect(beyond).toMatchObject({ page: 2, pages: 2 });
    expect(beyond.cards).toHaveLength(1);
    expect(fetched.filter((u) => !u.endsWith('/status'))).toHaveLength(1);
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
    expect(selectionRows(catalog, [])).toEqual([]);
  });
});
