import type { Catalog } from '@/lib/catalog';
import { readCache, readCacheState, reloadCache, type CatalogDb } from './db';
import { reloadReason, type ReloadReason } from './reload';

export interface SyncSources {
  /** The product service's current LastChanged for the culture; null when it cannot be asked. */
  lastChanged(): Promise<string | null>;
  /** The whole catalogue; `atLeast` is the LastChanged the data should not be older than. */
  catalog(atLeast: string | null): Promise<Catalog>;
}

export interface SyncResult {
  catalog: Catalog;
  /** Why the cache was refilled, or null when the stored data was used. */
  reloaded: ReloadReason | null;
}

/** Brings the browser cache up to date by the reload rules and returns the catalogue it holds. */
export async function syncCatalog(db: CatalogDb, culture: string, sources: SyncSources): Promise<SyncResult> {
  const [state, lastChanged] = await Promise.all([readCacheState(db), sources.lastChanged().catch(() => null)]);
  const reason = reloadReason(state, culture, lastChanged);
  if (reason) {
    try {
      const catalog = await sources.catalog(lastChanged);
      await reloadCache(db, catalog);
      return { catalog, reloaded: reason };
    } catch (error) {
      // A newer catalogue that cannot be fetched or stored: the held one of the same market beats none.
      const held = reason === 'data-changed' ? await readCache(db) : undefined;
      if (!held) throw error;
      console.error('[catalog-cache] reload failed, keeping the cached catalogue:', error);
      return { catalog: held, reloaded: null };
    }
  }
  const cached = await readCache(db);
  if (!cached) {
    // Emptied between the check and the read (another tab reloading): fetch rather than show nothing.
    const catalog = await sources.catalog(lastChanged);
    await reloadCache(db, catalog);
    return { catalog, reloaded: 'empty' };
  }
  return { catalog: cached, reloaded: null };
}
