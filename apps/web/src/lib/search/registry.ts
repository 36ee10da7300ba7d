import 'server-only';
import { MARKETS, getMarket, type MarketCode } from '@qilak/markets';
import type { Catalog } from '@/features/catalog/query';
import { onCatalogChange } from '@/lib/pim';
import { runDetached } from '@/lib/framework/server';
import { outsideRequestBudget } from '@/lib/upstream/server';
import type { SearchDocument } from './documents';
import { MarketIndex, emptyAnswer, type SearchAnswer, type SearchRequest } from './engine';
import { contentDocuments, contentFingerprint, marketCatalog, productDocuments } from './sources';
import { logger } from '@/lib/log';
import { recordIndexBuild } from '@/lib/metrics';

const log = logger('search');

/**
 * The indexes of this web instance, one per market, built off the request path and replaced whole when a
 * rebuild succeeds: a failed rebuild (an upstream down) keeps the last good index and its part of the documents.
 *
 * Fresh within seconds: the revalidation endpoint names the markets whose CMS tags went stale (`markStale`);
 * a catalogue the product-service store replaces is noticed through its change listener; and every search
 * compares, at most every two seconds, the CMS content's fingerprint read through Next's tagged data cache,
 * which in the scaled-out layout is shared through Redis, so an instance that did not get the webhook notices
 * the revalidation as well.
 */

/** Who answers a search: the in-process engine, or one day a shared one behind the same calls. */
export interface SearchEngine {
  search(market: MarketCode, request: SearchRequest): Promise<SearchAnswer>;
  markStale(markets: readonly MarketCode[], part?: 'content' | 'catalog'): void;
  warm(): void;
  status(): SearchStatus[];
}

export interface SearchStatus {
  market: MarketCode;
  documents: number;
  builtAt?: string;
  buildMs?: number;
  lastError?: string;
}

interface MarketState {
  index?: MarketIndex;
  content?: SearchDocument[];
  products?: SearchDocument[];
  catalog?: Catalog | null;
  building?: Promise<void>;
  /** Parts to read again on the next build. */
  dirty: Set<'content' | 'catalog'>;
  again: boolean;
  timer?: ReturnType<typeof setTimeout>;
  fingerprint?: string;
  checkedAt: number;
  buildMs?: number;
  lastError?: string;
}

/** How long a search waits for a market's first index (right after start). */
const FIRST_BUILD_WAIT_MS = 10_000;
/** How often a search may compare the CMS content's fingerprint. */
const CHECK_EVERY_MS = 2_000;
/** Several stale marks in a row (one publish touches several tags) make one rebuild. */
const DEBOUNCE_MS = 150;

class InProcessEngine implements SearchEngine {
  private readonly markets = new Map<MarketCode, MarketState>();
  private warmed = false;
  /** Two markets build at a time: a rebuild must not crowd out visitors' page renders. */
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor() {
    onCatalogChange((culture) => {
      const affected = culture ? MARKETS.filter((m) => m.code === culture) : MARKETS;
      this.markStale(
        affected.map((m) => m.code),
        'catalog',
      );
    });
  }

  private state(market: MarketCode): MarketState {
    let state = this.markets.get(market);
    if (!state) {
      state = { dirty: new Set(['content', 'catalog']), again: false, checkedAt: 0 };
      this.markets.set(market, state);
    }
    return state;
  }

  warm(): void {
    if (this.warmed) return;
    this.warmed = true;
    for (const m of MARKETS) void this.build(m.code);
  }

  markStale(markets: readonly MarketCode[], part?: 'content' | 'catalog'): void {
    for (const market of markets) {
      const state = this.state(market);
      for (const p of part ? [part] : (['content', 'catalog'] as const)) state.dirty.add(p);
      if (state.building) {
        state.again = true;
        continue;
      }
      if (state.timer) continue;
      state.timer = setTimeout(() => {
        state.timer = undefined;
        void this.build(market);
      }, DEBOUNCE_MS);
      state.timer.unref?.();
    }
  }

  private slot<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.queue.shift()?.();
          });
      };
      if (this.running < 2) start();
      else this.queue.push(start);
    });
  }

  /** Reads what is dirty, builds a new index, swaps it in; on failure keeps the last good one. */
  private build(market: MarketCode): Promise<void> {
    const state = this.state(market);
    if (state.building) {
      state.again = true;
      return state.building;
    }
    const language = getMarket(market)?.contentLanguage ?? 'en';
    // Outside the request that set it off, in the server's own context (a page render whose catalogue load
    // changed the catalogue, for one): the build's uncached CMS reads would otherwise count as that page's fetches
    // and fail its static render ("changed from static to dynamic at runtime").
    state.building = runDetached(() =>
      outsideRequestBudget(() =>
        this.slot(async () => {
          const started = Date.now();
          const dirty = new Set(state.dirty);
          state.dirty.clear();
          // Each part on its own: an upstream down leaves its part as it was (or empty at first) and marked for
          // another try, while the other part is fresh; the index is rebuilt from what there is.
          const [contentRead, catalogRead] = await Promise.allSettled([
            dirty.has('content') || !state.content ? contentDocuments(market) : Promise.resolve(state.content),
            dirty.has('catalog') || state.catalog === undefined
              ? marketCatalog(market)
              : Promise.resolve(state.catalog),
          ]);
          const failures: string[] = [];
          if (contentRead.status === 'rejected') {
            state.dirty.add('content');
            failures.push((contentRead.reason as Error).message);
          }
          if (catalogRead.status === 'rejected') {
            state.dirty.add('catalog');
            failures.push((catalogRead.reason as Error).message);
          }
          state.lastError = failures.length ? failures.join('; ') : undefined;
          if (failures.length === 2 || (failures.length && state.index && failures.length === dirty.size)) {
            // Nothing new to build from: the last good index stays as it is.
            log.error(`${market}: ${state.index ? 'keeping the last good index' : 'no index yet'}: ${state.lastError}`);
            return;
          }
          if (failures.length) log.warn(`${market}: built without a part: ${state.lastError}`);
          const content = contentRead.status === 'fulfilled' ? contentRead.value : (state.content ?? []);
          const catalog = catalogRead.status === 'fulfilled' ? catalogRead.value : state.catalog;
          try {
            const products =
              catalog === state.catalog && state.products
                ? state.products
                : await productDocuments(market, catalog ?? null);
            const index = await MarketIndex.build(language, [...content, ...products]);
            Object.assign(state, {
              index,
              content: contentRead.status === 'fulfilled' ? content : state.content,
              catalog: catalogRead.status === 'fulfilled' ? catalog : state.catalog,
              products: catalogRead.status === 'fulfilled' ? products : state.products,
              buildMs: Date.now() - started,
            });
            recordIndexBuild('search', market, Date.now() - started);
          } catch (error) {
            for (const part of dirty) state.dirty.add(part);
            state.lastError = (error as Error).message;
            log.error(`${market}: keeping the last good index: ${state.lastError}`);
          }
        }),
      ),
    ).finally(() => {
      state.building = undefined;
      if (state.again) {
        state.again = false;
        void this.build(market);
      }
    });
    return state.building;
  }

  /** At most every CHECK_EVERY_MS per market: a changed content fingerprint or catalogue marks the index stale. */
  private check(market: MarketCode, state: MarketState): void {
    const now = Date.now();
    if (now - state.checkedAt < CHECK_EVERY_MS || !state.index) return;
    state.checkedAt = now;
    // A part an upstream failure left behind is tried again (at most every CHECK_EVERY_MS).
    if (state.dirty.size > 0 && !state.building && !state.timer) this.markStale([market], [...state.dirty][0]);
    void (async () => {
      try {
        const [fingerprint, catalog] = await Promise.all([contentFingerprint(market), marketCatalog(market)]);
        if (state.fingerprint !== undefined && fingerprint !== state.fingerprint) this.markStale([market], 'content');
        state.fingerprint = fingerprint;
        if (state.catalog !== undefined && catalog !== state.catalog) this.markStale([market], 'catalog');
      } catch {
        // An upstream down: the index answers as it is; the build logs what failed.
      }
    })();
  }

  async search(market: MarketCode, request: SearchRequest): Promise<SearchAnswer> {
    this.warm();
    const state = this.state(market);
    if (!state.index) {
      const first = state.building ?? this.build(market);
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, FIRST_BUILD_WAIT_MS).unref())]);
    }
    const index = state.index;
    if (!index) throw new SearchUnavailable(market, state.lastError);
    this.check(market, state);
    return index.search(request);
  }

  status(): SearchStatus[] {
    return MARKETS.map((m) => {
      const s = this.markets.get(m.code);
      return {
        market: m.code,
        documents: s?.index?.size ?? 0,
        ...(s?.index ? { builtAt: new Date(s.index.builtAt).toISOString() } : {}),
        ...(s?.buildMs !== undefined ? { buildMs: s.buildMs } : {}),
        ...(s?.lastError ? { lastError: s.lastError } : {}),
      };
    });
  }
}

/** No index for the market yet (an upstream down since start): the caller answers 503, never an empty result. */
export class SearchUnavailable extends Error {
  constructor(
    readonly market: MarketCode,
    cause?: string,
  ) {
    super(`search for ${market} is not ready${cause ? `: ${cause}` : ''}`);
  }
}

// One engine per process: route handlers and pages may be separate module instances of this file.
const SLOT = Symbol.for('qilak.search');
type WithSlot = typeof globalThis & { [SLOT]?: SearchEngine };

export function searchEngine(): SearchEngine {
  return ((globalThis as WithSlot)[SLOT] ??= new InProcessEngine());
}

/** The markets whose index a set of revalidated cache tags touches (`cms:page:da-DK` → da-DK). */
export function marketsOfTags(tags: readonly string[]): { content: MarketCode[]; catalog: MarketCode[] } {
  const content = new Set<MarketCode>();
  const catalog = new Set<MarketCode>();
  for (const tag of tags) {
    const match = /^(cms:(?:page|news|recipe|global)|pim):(.+)$/.exec(tag);
    const market = match && getMarket(match[2]!)?.code;
    if (!market) continue;
    if (match[1] === 'pim') catalog.add(market);
    else content.add(market);
  }
  return { content: [...content], catalog: [...catalog] };
}

/** Called by the revalidation endpoint after it marked tags stale. */
export function markSearchStale(tags: readonly string[]): void {
  const { content, catalog } = marketsOfTags(tags);
  if (content.length) searchEngine().markStale(content, 'content');
  if (catalog.length) searchEngine().markStale(catalog, 'catalog');
}

export { emptyAnswer };
