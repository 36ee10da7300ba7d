import type { BrowserCatalog } from '@/features/catalog/query';
import { CatalogDb } from './db';
import { syncCatalog } from './sync';
import type { ReloadReason } from './reload';

export interface LoadedCatalog {
  catalog: BrowserCatalog;
  /** cache: served from IndexedDB; reloaded: refilled first; server: the cache failed and the site's API was used. */
  source: 'cache' | 'reloaded' | 'server';
  reason: ReloadReason | null;
  /** Settles when the IndexedDB cache holds it (see SyncResult.stored); the catalogue is usable before. */
  stored: Promise<boolean>;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function catalogUrl(culture: string, atLeast: string | null): string {
  const base = `/api/catalog/${encodeURIComponent(culture)}`;
  return atLeast ? `${base}?v=${encodeURIComponent(atLeast)}` : base;
}

const loads = new Map<string, Promise<LoadedCatalog>>();

/**
 * The market's catalogue in the browser: from the IndexedDB cache, refilled by the reload rules. Cache errors
 * (private mode, quota, blocked upgrade) are logged, never shown: the catalogue then comes from the site's API.
 * One load per page and culture, shared by every block that needs it.
 */
export function loadCatalog(culture: string): Promise<LoadedCatalog> {
  const running = loads.get(culture);
  if (running) return running;
  const load = (async (): Promise<LoadedCatalog> => {
    const lastChanged = () =>
      fetchJson<{ lastChanged: string }>(`/api/catalog/${encodeURIComponent(culture)}/status`).then(
        (s) => s.lastChanged,
      );
    try {
      const db = new CatalogDb();
      const result = await syncCatalog(db, culture, {
        lastChanged,
        catalog: (atLeast) => fetchJson<BrowserCatalog>(catalogUrl(culture, atLeast)),
      });
      return {
        catalog: result.catalog,
        source: result.reloaded ? 'reloaded' : 'cache',
        reason: result.reloaded,
        stored: result.stored,
      };
    } catch (error) {
      console.error('[catalog-cache] falling back to server data:', error);
      const catalog = await fetchJson<BrowserCatalog>(catalogUrl(culture, null));
      return { catalog, source: 'server', reason: null, stored: Promise.resolve(false) };
    }
  })();
  loads.set(culture, load);
  load.catch(() => loads.delete(culture));
  return load;
}
