import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveCatalog, toBrowserCatalog, type BrowserCatalog } from '@/features/catalog/query';
import { categoryData, rawProduct, rawVariant } from '@/features/catalog/query/fixtures';
import { CatalogDb, DB_NAME, clearInChunks, readCache, readCacheState, reloadCache } from './db';
import { syncCatalog, type SyncSources } from './sync';

function catalogAt(lastChanged: string, culture = 'da-DK', variants = 2): BrowserCatalog {
  return toBrowserCatalog(
    deriveCatalog(
      {
        Culture: culture,
        LastChanged: lastChanged,
        Products: [
          rawProduct({
            Variants: Array.from({ length: variants }, (_, i) =>
              rawVariant({ VariantId: `V-${i}`, ItemNumber: 1000 + i }),
            ),
          }),
        ],
      },
      categoryData(),
      { Attributes: [{ Uid: 'u1', Alias: 'Fish', DisplayName: 'Fisk' }] },
    ),
  );
}

const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-02-01T00:00:00.000Z';

let db: CatalogDb;
beforeEach(() => {
  db = new CatalogDb(`test-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

function sources(server: { lastChanged: string | null; catalog: BrowserCatalog }): SyncSources & { loads: number } {
  const s = {
    loads: 0,
    lastChanged: async () => server.lastChanged,
    catalog: async () => {
      s.loads++;
      return server.catalog;
    },
  };
  return s;
}

describe('the browser product cache', () => {
  it('is a database named after the company with the tables and keys of CAT-CACHE-TABLES', () => {
    const named = new CatalogDb();
    expect(named.name).toBe(DB_NAME);
    expect(DB_NAME).toBe('QilakSeafood');
    const schema = Object.fromEntries(
      named.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)]]),
    );
    expect(schema).toEqual({
      attributes: ['Uid'],
      brands: ['SortOrder'],
      storageConditions: ['SortOrder'],
      concepts: ['SortOrder'],
      catchingAreas: ['SortOrder'],
      packagingTypes: ['SortOrder'],
      products: ['ProductId'],
      variants: ['ItemNumber', 'VariantId', 'ProductId'],
      dbVersion: ['++id'],
    });
  });

  it('fills an empty cache and records the version', async () => {
    const server = sources({ lastChanged: T1, catalog: catalogAt(T1) });
    const result = await syncCatalog(db, 'da-DK', server);
    expect(result.reloaded).toBe('empty');
    expect(await result.stored).toBe(true);
    expect(await db.variants.count()).toBe(2);
    expect(await db.dbVersion.toArray()).toEqual([{ id: expect.any(Number), timestamp: T1, culture: 'da-DK' }]);
    expect(await db.attributes.get('u1')).toEqual({ Uid: 'u1', Alias: 'Fish', DisplayName: 'Fisk' });
    expect((await db.brands.toArray()).map((b) => b.SortOrder)).toEqual([1, 2]);
  });

  it('serves from the cache while the service has not changed', async () => {
    await (
      await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1) }))
    ).stored;
    const again = sources({ lastChanged: T1, catalog: catalogAt(T1) });
    const result = await syncCatalog(db, 'da-DK', again);
    expect(result.reloaded).toBeNull();
    expect(again.loads).toBe(0);
    expect(result.catalog.variants.map((v) => v.ItemNumber)).toEqual([1000, 1001]);
    expect(result.catalog.lastChanged).toBe(T1);
  });

  it('reloads when the service changed later than the stored timestamp, replacing all rows', async () => {
    await (
      await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1, 'da-DK', 3) }))
    ).stored;
    const changed = sources({ lastChanged: T2, catalog: catalogAt(T2, 'da-DK', 1) });
    const result = await syncCatalog(db, 'da-DK', changed);
    expect(result.reloaded).toBe('data-changed');
    await result.stored;
    expect(changed.loads).toBe(1);
    expect(await db.variants.count()).toBe(1);
    expect((await db.dbVersion.toArray()).map((v) => v.timestamp)).toEqual([T2]);
  });

  it('reloads when the culture differs', async () => {
    await (
      await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1) }))
    ).stored;
    const result = await syncCatalog(db, 'sv-SE', sources({ lastChanged: T1, catalog: catalogAt(T1, 'sv-SE') }));
    expect(result.reloaded).toBe('culture-changed');
    await result.stored;
    expect((await readCacheState(db)).version?.culture).toBe('sv-SE');
  });

  it('reloads when the version record is missing', async () => {
    await (
      await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1) }))
    ).stored;
    await db.dbVersion.clear();
    const result = await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1) }));
    expect(result.reloaded).toBe('no-version');
  });

  it('keeps the cache when the service cannot say when it last changed', async () => {
    await (
      await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1) }))
    ).stored;
    const down: SyncSources = {
      lastChanged: () => Promise.reject(new Error('offline')),
      catalog: () => Promise.reject(new Error('offline')),
    };
    const result = await syncCatalog(db, 'da-DK', down);
    expect(result.reloaded).toBeNull();
    expect(result.catalog.variants).toHaveLength(2);
  });

  it('keeps the cached catalogue when a newer one cannot be fetched', async () => {
    await (
      await syncCatalog(db, 'da-DK', sources({ lastChanged: T1, catalog: catalogAt(T1) }))
    ).stored;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: SyncSources = { lastChanged: async () => T2, catalog: () => Promise.reject(new Error('502')) };
    const result = await syncCatalog(db, 'da-DK', failing);
    expect(result.reloaded).toBeNull();
    expect(result.catalog.lastChanged).toBe(T1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    // A cache of another market is not a fallback: the error surfaces (the page then uses server data).
    await expect(syncCatalog(db, 'sv-SE', failing)).rejects.toThrow('502');
  });

  it('answers with the fetched catalogue before IndexedDB has finished storing it', async () => {
    const server = sources({ lastChanged: T1, catalog: catalogAt(T1, 'da-DK', 500) });
    let stored = false;
    const result = await syncCatalog(db, 'da-DK', server);
    void result.stored.then(() => (stored = true));
    expect(result.catalog.variants).toHaveLength(500);
    expect(stored).toBe(false);
    expect(await result.stored).toBe(true);
    expect(await db.variants.count()).toBe(500);
  });

  it('rolls the whole reload back when a write fails, keeping the previous cache', async () => {
    await reloadCache(db, catalogAt(T1));
    const broken = catalogAt(T2);
    broken.variants.push({ ...broken.variants[0]! }); // a duplicate key makes bulkAdd fail inside the transaction
    await expect(reloadCache(db, broken)).rejects.toThrow();
    const cached = await readCache(db);
    expect(cached?.lastChanged).toBe(T1);
    expect(cached?.variants).toHaveLength(2);
  });

  it('deletes in chunks of the given size', async () => {
    await db.variants.bulkAdd(catalogAt(T1, 'da-DK', 25).variants);
    const spy = vi.spyOn(db.variants, 'bulkDelete');
    expect(await clearInChunks(db.variants, 10)).toBe(25);
    expect(spy.mock.calls.map(([keys]) => (keys as unknown[]).length)).toEqual([10, 10, 5]);
    expect(await db.variants.count()).toBe(0);
  });
});
