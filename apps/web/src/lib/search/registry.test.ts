import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './documents';

// The upstream reads are replaced (their own tests cover them); the engine, the registry and the swap are real.
const upstream = vi.hoisted(() => ({
  content: [] as SearchDocument[],
  cmsDown: false,
  pimDown: false,
  reads: 0,
  catalog: null as object | null,
  /** The catalogue documents a build sends, by the catalogue and the one the index holds (`before`). */
  products: (_catalog: object | null, _before?: object | null): (SearchDocument | string)[] => [],
}));
vi.mock('./sources', () => ({
  contentDocuments: vi.fn(() => {
    upstream.reads++;
    return upstream.cmsDown ? Promise.reject(new Error('[cms] unreachable')) : Promise.resolve(upstream.content);
  }),
  marketCatalog: vi.fn(() =>
    upstream.pimDown ? Promise.reject(new Error('[pim] unreachable')) : Promise.resolve(upstream.catalog),
  ),
  productDocuments: vi.fn((_market: string, catalog: object | null, before?: object | null) =>
    upstream.products(catalog, before),
  ),
  contentFingerprint: vi.fn(() => Promise.resolve('same')),
}));
vi.mock('@/lib/pim', () => ({ onCatalogChange: vi.fn() }));
vi.mock('@/lib/upstream/server', () => ({ outsideRequestBudget: <T>(work: () => T) => work() }));

const { marketsOfTags, searchEngine } = await import('./registry');

const page = (id: string, title: string): SearchDocument => ({
  id: `page:${id}`,
  kind: 'page',
  title,
  names: '',
  text: '',
  itemNumbers: [],
  url: `/da-DK/${id}`,
});

describe('the indexes of this instance', () => {
  beforeEach(() => {
    upstream.cmsDown = false;
  });

  it('builds on the first search, rebuilds when marked stale, keeps the last good index when the CMS fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.content = [page('a', 'Rejer fra Diskobugten')];
    const engine = searchEngine();
    expect((await engine.search('da-DK', { q: 'rejer' })).counts.page).toBe(1);

    upstream.content = [page('a', 'Rejer fra Diskobugten'), page('b', 'Rejer i lage')];
    engine.markStale(['da-DK'], 'content');
    await vi.waitFor(async () => expect((await engine.search('da-DK', { q: 'rejer' })).counts.page).toBe(2));

    upstream.cmsDown = true;
    const reads = upstream.reads;
    engine.markStale(['da-DK'], 'content');
    await vi.waitFor(() => expect(upstream.reads).toBeGreaterThan(reads));
    await vi.waitFor(() => expect(engine.status().find((s) => s.market === 'da-DK')?.lastError).toMatch(/unreachable/));
    expect((await engine.search('da-DK', { q: 'rejer' })).counts.page).toBe(2);
  });
});

describe('one upstream down', () => {
  it('builds from the part that answered, so new content is found with the product service down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.pimDown = true;
    upstream.cmsDown = false;
    upstream.content = [page('c', 'Hellefisk i ovn')];
    searchEngine().markStale(['sv-SE']);
    await vi.waitFor(async () =>
      expect((await searchEngine().search('sv-SE', { q: 'hellefisk' })).counts.page).toBe(1),
    );
    expect(
      searchEngine()
        .status()
        .find((s) => s.market === 'sv-SE')?.lastError,
    ).toMatch(/pim/);
    upstream.pimDown = false;
  });
});

describe('a catalogue change sent by ids', () => {
  it('an id the index does not hold fails that build, keeps the index, and the next build sends the part whole', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const product = (title: string): SearchDocument => ({ ...page('x', title), id: 'product:P-1', kind: 'product' });
    const befores: unknown[] = [];
    const first = { version: 1 };
    const second = { version: 2 };
    upstream.catalog = first;
    upstream.products = (catalog, before) => {
      befores.push(before);
      // Against a catalogue the index holds: an id it does not hold (as after a lost build).
      if (before) return ['product:P-gone'];
      return [product(catalog === first ? 'Hellefisk i ovn' : 'Havkat i skiver')];
    };
    const engine = searchEngine();
    engine.markStale(['de-DE'], 'catalog');
    await vi.waitFor(async () => expect((await engine.search('de-DE', { q: 'hellefisk' })).counts.product).toBe(1));

    upstream.catalog = second;
    engine.markStale(['de-DE'], 'catalog');
    await vi.waitFor(() =>
      expect(engine.status().find((s) => s.market === 'de-DE')?.lastError).toMatch(/holds no document product:P-gone/),
    );
    expect((await engine.search('de-DE', { q: 'hellefisk' })).counts.product).toBe(1);

    engine.markStale(['de-DE'], 'catalog');
    await vi.waitFor(async () => expect((await engine.search('de-DE', { q: 'havkat' })).counts.product).toBe(1));
    // Whole (no catalogue held, or none known), by ids against the first, whole again.
    expect(befores.map((b) => b ?? 'whole')).toEqual(['whole', first, 'whole']);
    upstream.catalog = null;
    upstream.products = () => [];
  });
});

describe('marketsOfTags', () => {
  it('maps revalidated tags to the markets and parts they touch', () => {
    expect(
      marketsOfTags(['cms:page:da-DK', 'cms:navigation:sv-SE', 'cms:news:de-DE', 'pim:fr-FR', 'cms:redirects']),
    ).toEqual({
      content: ['da-DK', 'de-DE'],
      catalog: ['fr-FR'],
    });
    expect(marketsOfTags(['cms:page:xx-XX'])).toEqual({ content: [], catalog: [] });
  });
});
