import Dexie, { type Table } from 'dexie';
import type {
  AttributeLabel,
  BrowserCatalog,
  FacetEntry,
  ListedProduct,
  ListedVariant,
} from '@/features/catalog/query';
import { DELETE_CHUNK, type CacheState, type DbVersion } from './reload';

/** The database is named after the company (one per browser profile; the culture is recorded in dbVersion). */
export const DB_NAME = 'QilakSeafood';

/** CAT-CACHE-TABLES: tables and their keys. */
export const SCHEMA = {
  attributes: 'Uid',
  brands: 'SortOrder',
  storageConditions: 'SortOrder',
  concepts: 'SortOrder',
  catchingAreas: 'SortOrder',
  packagingTypes: 'SortOrder',
  products: 'ProductId',
  variants: 'ItemNumber, VariantId, ProductId',
  dbVersion: '++id',
} as const;

export class CatalogDb extends Dexie {
  attributes!: Table<AttributeLabel, string>;
  brands!: Table<FacetEntry, number>;
  storageConditions!: Table<FacetEntry, number>;
  concepts!: Table<FacetEntry, number>;
  catchingAreas!: Table<FacetEntry, number>;
  packagingTypes!: Table<FacetEntry, number>;
  products!: Table<ListedProduct, string>;
  variants!: Table<ListedVariant, number>;
  dbVersion!: Table<DbVersion, number>;

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(SCHEMA);
    // Version 2 holds the browser's projection (features/catalog/query/browser-catalog.ts): older rows are dropped, so the
    // reload rules see an empty cache and fill it again.
    this.version(2)
      .stores(SCHEMA)
      .upgrade((tx) => Promise.all(tx.db.tables.map((t) => tx.table(t.name).clear())).then(() => undefined));
  }
}

const FACET_TABLES = ['brands', 'storageConditions', 'concepts', 'catchingAreas', 'packagingTypes'] as const;

function allTables(db: CatalogDb): Table[] {
  return [db.attributes, ...FACET_TABLES.map((t) => db[t]), db.products, db.variants, db.dbVersion] as Table[];
}

export async function readCacheState(db: CatalogDb): Promise<CacheState> {
  const [products, variants, version] = await Promise.all([
    db.products.count(),
    db.variants.count(),
    db.dbVersion.orderBy(':id').last(),
  ]);
  return { rows: products + variants, version };
}

/** Deletes a table's rows in chunks of keys, so one huge delete never holds the whole key list at once. */
export async function clearInChunks(table: Table, chunk: number = DELETE_CHUNK): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await table.limit(chunk).primaryKeys();
    if (keys.length === 0) return deleted;
    await table.bulkDelete(keys);
    deleted += keys.length;
  }
}

/** Rows written per request: each write copies its rows on the main thread, so a big table goes in slices. */
export const WRITE_CHUNK = 100;

/** Adds rows a slice at a time (inside the caller's transaction), so no single task copies thousands of rows. */
async function addInChunks<T>(table: Table<T>, rows: readonly T[], chunk: number = WRITE_CHUNK): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) await table.bulkAdd(rows.slice(start, start + chunk));
}

/**
 * CAT-CACHE-RELOAD: a reload clears all tables, refills them and records the version (timestamp, culture),
 * all in one transaction: a failure half-way leaves the previous cache untouched.
 */
export async function reloadCache(db: CatalogDb, catalog: BrowserCatalog): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    for (const table of allTables(db)) await clearInChunks(table);
    await db.attributes.bulkAdd(catalog.attributes);
    for (const name of FACET_TABLES) await db[name].bulkPut(catalog[name]);
    await addInChunks(db.products, catalog.products);
    await addInChunks(db.variants, catalog.variants);
    await db.dbVersion.add({ timestamp: catalog.lastChanged, culture: catalog.culture });
  });
}

/** The cached catalogue, in the same shape the site's API sends. */
export async function readCache(db: CatalogDb): Promise<BrowserCatalog | undefined> {
  return db.transaction('r', allTables(db), async () => {
    const version = await db.dbVersion.orderBy(':id').last();
    if (!version) return undefined;
    const [attributes, brands, storageConditions, concepts, catchingAreas, packagingTypes, products, variants] =
      await Promise.all([
        db.attributes.toArray(),
        db.brands.toArray(),
        db.storageConditions.toArray(),
        db.concepts.toArray(),
        db.catchingAreas.toArray(),
        db.packagingTypes.toArray(),
        db.products.toArray(),
        db.variants.toArray(),
      ]);
    return {
      culture: version.culture,
      lastChanged: version.timestamp,
      attributes,
      brands,
      storageConditions,
      concepts,
      catchingAreas,
      packagingTypes,
      products,
      variants,
    };
  });
}
