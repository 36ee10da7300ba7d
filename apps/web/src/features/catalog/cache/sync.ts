import type { BrowserCatalog } from '@/features/catalog/query';
import { readCache, readCacheState, reloadCache, type CatalogDb } from './db';
import { reloadReason, type ReloadReason } from './reload';

export interface SyncSources {
  /** The product service's current LastChanged for the culture; null when it cannot be asked. */
  lastChanged(): Promise<string | null>;
  /** The whole catalogue; `atLeast` is the LastChanged the data should not be older than. */
  catalog(atLeast: string | null): Promise<BrowserCatalog>;
}

export interface SyncResult {
  catalog: BrowserCatalog;
  /** Why the cache was refilled, or null when the stored data was used. */
  reloaded: ReloadReason | null;
  /**
   * Settles when the cache holds the catalogue: true once a refill is written (or nothing had to be written),
   * false when the write failed (the catalogue in hand still serves this page; the next visit fetches again).
   */
  stored: Promise<boolean>;
}

/** Starts the refill without waiting for it: the catalogue is answered from memory while IndexedDB fills. */
function fill(db: CatalogDb, catalog: BrowserCatalog): Promise<boolean> {
  return reloadCache(db, catalog).then(
    () => true,
    (error: unknown) => {
      console.error('[catalog-cache] could not store the catalogue (this page keeps it in memory):', error);
      return false;
    },
  );
}

/** Brings the browser cache up to date by the reload rules and returns the catalogue it holds. */
export async function syncCatalog(db: CatalogDb, culture: string, sources: SyncSources): Promise<SyncResult> {
  const [state, lastChanged] = await Promise.all([readCacheState(db), sources.lastChanged().catch(() => null)]);
  const reason = reloadReason(state, culture, lastChanged);
  if (reason) {
    try {
      const catalog = await sources.catalog(lastChanged);
      return { catalog, reloaded: reason, stored: fill(db, catalog) };
    } catch (error) {
      // A newer catalogue that cannot be fetched or stored: the held one of the same market beats none.
      const held = reason === 'data-changed' ? await readCache(db) : undefined;
      if (!held) throw error;
      console.error('[catalog-cache] reload failed, keeping the cached catalogue:', error);
      return { catalog: held, reloaded: null, stored: Promise.resolve(true) };
    }
  }
  const cached = await readCache(db);
  if (!cached) {
    // Emptied between the check and the read (another tab reloading): fetch rather than show nothing.
    const catalog = await sources.catalog(lastChanged);
    return { catalog, reloaded: 'empty', stored: fill(db, catalog) };
  }
  return { catalog: cached, reloaded: null, stored: Promise.resolve(true) };
}
