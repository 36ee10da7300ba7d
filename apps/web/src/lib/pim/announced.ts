import 'server-only';
import { sharedCache, SharedCacheUnavailable } from '@/lib/shared-cache/server';

/**
 * PIM-FRESH-SHARED: the catalogue versions the product service announced by its webhook. The instance that got
 * the webhook writes the culture's new LastChanged to Redis (the scaled-out layout); every instance reads the
 * announced versions every ANNOUNCED_EVERY_MS, and its catalogue store reloads a culture whose announced version
 * is newer than the one it holds: at once when the announcement is read (`onAnnouncement`), so that what is built on
 * the catalogue (the search indexes) follows within a second, and on any read, as Next's cache (the same Redis)
 * marks the pages stale.
 */

const ANNOUNCED_EVERY_MS = 500;
/** How long an announcement is kept: long past it, the store's own poll has found the change. */
const ANNOUNCED_TTL_MS = 10 * 60_000;
const key = (culture: string) => `pim:announced:${culture}`;

// One record per process: Next's route handlers and pages may hold separate instances of this module (and of the
// catalogue store); the webhook's route records here, and every store instance reads it.
const SLOT = Symbol.for('qilak.pim.announced');
type Announced = {
  announced: Map<string, string>;
  asked: Set<string>;
  listeners: Set<(culture: string, lastChanged: string) => void>;
  timer?: ReturnType<typeof setInterval>;
};
const holder = globalThis as typeof globalThis & { [SLOT]?: Announced };
const state: Announced = (holder[SLOT] ??= { announced: new Map(), asked: new Set(), listeners: new Set() });
const { announced, asked, listeners } = state;

const newer = (a: string | undefined, b: string) => !a || Date.parse(b) > Date.parse(a);

/** Records a version the product service announced here, and shares it with the other instances. */
export async function announceCatalogVersion(culture: string, lastChanged: string): Promise<void> {
  if (newer(announced.get(culture), lastChanged)) announced.set(culture, lastChanged);
  try {
    await sharedCache()?.set(key(culture), lastChanged, ANNOUNCED_TTL_MS);
  } catch (error) {
    // Redis down: the other instances find the change by their poll.
    if (!(error instanceof SharedCacheUnavailable)) throw error;
  }
}

/**
 * The latest LastChanged announced for the culture, here or (through Redis) on another instance; undefined when
 * none. Synchronous, for the store's every read: Redis is read behind it.
 */
export function announcedVersion(culture: string): string | undefined {
  asked.add(culture);
  if (!state.timer) {
    const redis = sharedCache();
    if (redis) {
      state.timer = setInterval(() => void readShared(redis), ANNOUNCED_EVERY_MS);
      state.timer.unref?.();
    }
  }
  return announced.get(culture);
}

/** Called when another instance's announcement is read, with the culture and its newer LastChanged. */
export function onAnnouncement(listener: (culture: string, lastChanged: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function readShared(redis: NonNullable<ReturnType<typeof sharedCache>>): Promise<void> {
  const cultures = [...asked];
  try {
    const values = await redis.getMany(cultures.map(key));
    cultures.forEach((culture, i) => {
      const value = values[i];
      if (!value || !newer(announced.get(culture), value)) return;
      announced.set(culture, value);
      for (const listener of listeners) listener(culture, value);
    });
  } catch {
    // Redis down: the store's own poll keeps the catalogue fresh.
  }
}
