/** The stored version entry of the browser's product cache (CAT-CACHE-TABLES: the version entry). */
export interface DbVersion {
  id?: number;
  /** The product service's LastChanged of the data held. */
  timestamp: string;
  culture: string;
}

export interface CacheState {
  /** Rows in the products and variants tables together. */
  rows: number;
  version: DbVersion | undefined;
}

export type ReloadReason = 'empty' | 'no-version' | 'culture-changed' | 'data-changed';

/**
 * CAT-CACHE-RELOAD: reload when empty, when no version record exists, when the stored
 * culture differs from the current one, or when the service's last change is later than the stored timestamp.
 * An unknown service time (status call failed) never forces a reload: the cached data is better than none.
 */
export function reloadReason(
  state: CacheState,
  culture: string,
  serverLastChanged: string | null,
): ReloadReason | null {
  if (state.rows === 0) return 'empty';
  if (!state.version) return 'no-version';
  if (state.version.culture !== culture) return 'culture-changed';
  if (serverLastChanged !== null && isLater(serverLastChanged, state.version.timestamp)) return 'data-changed';
  return null;
}

/** Compares instants, not strings: "2026-01-01T00:00:00Z" and "…00.000Z" are the same time. */
export function isLater(candidate: string, stored: string): boolean {
  const a = Date.parse(candidate);
  const b = Date.parse(stored);
  if (Number.isNaN(a)) return false;
  return Number.isNaN(b) || a > b;
}

/** CAT-CACHE-RELOAD: cache delete ranges are done in chunks of 10,000 keys. */
export const DELETE_CHUNK = 10_000;
