/** The browser's product cache (Dexie, IndexedDB). Client-only: import it dynamically from client components. */
export { loadCatalog, type LoadedCatalog } from './browser';
export { CatalogDb, DB_NAME, SCHEMA, clearInChunks, readCache, readCacheState, reloadCache } from './db';
export { DELETE_CHUNK, isLater, reloadReason, type CacheState, type DbVersion, type ReloadReason } from './reload';
export { syncCatalog, type SyncResult, type SyncSources } from './sync';
