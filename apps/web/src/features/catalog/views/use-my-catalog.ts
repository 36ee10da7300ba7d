'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  addItem,
  hasItem,
  myCatalogStorageKey,
  parseMyCatalog,
  removeItem,
  type MyCatalogItem,
} from '@/features/catalog/query';

const EVENT = 'qilak:my-catalog';

function subscribe(callback: () => void): () => void {
  // storage: other tabs; EVENT: this tab (storage events do not fire in the tab that wrote).
  window.addEventListener('storage', callback);
  window.addEventListener(EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(EVENT, callback);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: behave as an empty selection
  }
}

/** The visitor's selection for a market, shared by every component on the page and across tabs. */
export function useMyCatalog(market: string) {
  const key = myCatalogStorageKey(market);
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => undefined,
  );
  const items = raw === undefined ? [] : parseMyCatalog(raw);
  const write = useCallback(
    (next: MyCatalogItem[]) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.error('[my-catalog] could not save the selection:', error);
      }
      window.dispatchEvent(new Event(EVENT));
    },
    [key],
  );
  return {
    ready: raw !== undefined,
    items,
    has: (item: MyCatalogItem) => hasItem(items, item),
    toggle: (item: MyCatalogItem) => write(hasItem(items, item) ? removeItem(items, item) : addItem(items, item)),
    remove: (item: MyCatalogItem) => write(removeItem(items, item)),
  };
}
