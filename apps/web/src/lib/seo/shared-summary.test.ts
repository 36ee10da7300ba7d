import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketSitemapSummary } from './sitemap-build';

// Redis is stood in for by a map with the same answers (its client's own behaviour is not under test here); the
// versions' upstream reads are fixed. The get-or-compute, its lock and its fallbacks are real.
const fake = vi.hoisted(() => {
  class Unavailable extends Error {}
  const values = new Map<string, string>();
  const state = { down: false, values, Unavailable, cmsUpdatedAt: '2026-11-01T00:00:00.000Z' };
  const check = () => {
    if (state.down) throw new Unavailable('down');
  };
  const cache = {
    get: (key: string) => (check(), Promise.resolve(values.get(key) ?? null)),
    getMany: (keys: string[]) => (check(), Promise.resolve(keys.map((k) => values.get(k) ?? null))),
    set: (key: string, value: string) => (check(), values.set(key, value), Promise.resolve()),
    claim: (key: string, value: string) => {
      check();
      if (values.has(key)) return Promise.resolve(false);
      values.set(key, value);
      return Promise.resolve(true);
    },
    release: (key: string, value: string) => {
      check();
      if (values.get(key) === value) values.delete(key);
      return Promise.resolve();
    },
  };
  return { state, cache };
});
vi.mock('@/lib/shared-cache/server', () => ({
  sharedCache: () => fake.cache,
  SharedCacheUnavailable: fake.state.Unavailable,
}));
vi.mock('@/lib/pim', () => ({ getUpdateStatus: () => Promise.resolve('2026-11-01T00:00:00.000Z') }));
// The market's content version as the CMS door reads it (three collections, each its count and latest change).
vi.mock('@/lib/cms/server', () => ({
  contentVersion: () => Promise.resolve([1, 2, 3].map(() => `3@${fake.state.cmsUpdatedAt}`).join('|')),
}));

const { sharedSitemapSummary } = await import('./shared-summary');

const summary = (lastmod: string): MarketSitemapSummary => ({ parts: [{ lastmod }] });
const site = 'https://www.example.com';

describe('sitemap summaries shared through Redis (SEO-SITEMAP-SHARED)', () => {
  beforeEach(() => {
    fake.state.values.clear();
    fake.state.down = false;
  });

  it('one instance computes, the next takes it from Redis; a content change makes a new key', async () => {
    const first = vi.fn(() => Promise.resolve(summary('a')));
    const second = vi.fn(() => Promise.resolve(summary('b')));
    expect(await sharedSitemapSummary(site, 'da-DK', first)).toEqual(summary('a'));
    expect(await sharedSitemapSummary(site, 'da-DK', second)).toEqual(summary('a'));
    expect(second).not.toHaveBeenCalled();
    fake.state.cmsUpdatedAt = '2026-11-02T00:00:00.000Z';
    expect(await sharedSitemapSummary(site, 'da-DK', second)).toEqual(summary('b'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('two at once: the one without the lock waits for the holder instead of computing', async () => {
    let finish!: (value: MarketSitemapSummary) => void;
    const holder = vi.fn(() => new Promise<MarketSitemapSummary>((resolve) => (finish = resolve)));
    const other = vi.fn(() => Promise.resolve(summary('other')));
    const one = sharedSitemapSummary(site, 'sv-SE', holder);
    await vi.waitFor(() => expect(holder).toHaveBeenCalled());
    const two = sharedSitemapSummary(site, 'sv-SE', other);
    finish(summary('held'));
    expect(await one).toEqual(summary('held'));
    expect(await two).toEqual(summary('held'));
    expect(other).not.toHaveBeenCalled();
  });

  it('computes locally when the lock holder is gone without a summary', async () => {
    const never = vi.fn(() => new Promise<MarketSitemapSummary>(() => undefined));
    void sharedSitemapSummary(site, 'de-DE', never);
    await vi.waitFor(() => expect(never).toHaveBeenCalled());
    const mine = vi.fn(() => Promise.resolve(summary('mine')));
    const waiting = sharedSitemapSummary(site, 'de-DE', mine);
    // Waiting on the lock: nothing computed yet.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mine).not.toHaveBeenCalled();
    // The holder dies: its lock expires (here: is removed) with no summary stored.
    for (const key of [...fake.state.values.keys()]) if (key.endsWith(':lock')) fake.state.values.delete(key);
    expect(await waiting).toEqual(summary('mine'));
  });

  it('computes locally when Redis is down', async () => {
    fake.state.down = true;
    expect(await sharedSitemapSummary(site, 'fr-FR', () => Promise.resolve(summary('alone')))).toEqual(
      summary('alone'),
    );
  });
});
