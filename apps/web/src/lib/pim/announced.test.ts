import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Redis is stood in for by a map (its client is not under test); the announcement record and its poll are real.
const fake = vi.hoisted(() => {
  class Unavailable extends Error {}
  const values = new Map<string, string>();
  const cache = {
    getMany: (keys: string[]) => Promise.resolve(keys.map((k) => values.get(k) ?? null)),
    set: (key: string, value: string) => (values.set(key, value), Promise.resolve()),
  };
  return { values, cache, Unavailable };
});
vi.mock('@/lib/shared-cache/server', () => ({
  sharedCache: () => fake.cache,
  SharedCacheUnavailable: fake.Unavailable,
}));

const { announceCatalogVersion, announcedVersion, onAnnouncement } = await import('./announced');

describe('catalogue versions announced through Redis (PIM-FRESH-SHARED)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells its listeners of another instance's newer version once, within the poll, and not of an older one", async () => {
    const heard = vi.fn();
    const stop = onAnnouncement(heard);
    expect(announcedVersion('da-DK')).toBeUndefined();
    // Another instance got the webhook.
    fake.values.set('pim:announced:da-DK', '2026-11-26T08:00:00.000Z');
    await vi.advanceTimersByTimeAsync(500);
    expect(heard).toHaveBeenCalledExactlyOnceWith('da-DK', '2026-11-26T08:00:00.000Z');
    expect(announcedVersion('da-DK')).toBe('2026-11-26T08:00:00.000Z');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(heard).toHaveBeenCalledTimes(1);
    fake.values.set('pim:announced:da-DK', '2026-11-26T07:00:00.000Z');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not tell its listeners of its own announcement (its webhook route reloads the catalogue itself)', async () => {
    const heard = vi.fn();
    const stop = onAnnouncement(heard);
    announcedVersion('sv-SE');
    await announceCatalogVersion('sv-SE', '2026-11-26T09:00:00.000Z');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).not.toHaveBeenCalled();
    expect(announcedVersion('sv-SE')).toBe('2026-11-26T09:00:00.000Z');
    stop();
  });
});
