import 'server-only';
import { MARKETS, getMarket, type MarketCode } from '@qilak/markets';
import type { Catalog } from '@/features/catalog/query';
import { onCatalogChange } from '@/lib/pim';
import { runDetached } from '@/lib/framework/server';
import { outsideRequestBudget } from '@/lib/upstream/server';
import { emptyAnswer, type SearchAnswer, type SearchRequest } from './engine';
import { inProcessHost, workerHost, type IndexHost } from './host';
import type { BuiltIndex, IndexParts } from './keeper';
import { contentDocuments, contentFingerprint, marketCatalog, productDocuments } from './sources';
import { logger } from '@/lib/log';
import { config, searchWorkerFile } from '@/lib/config';
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

/**
 * Who answers a search: this instance's index registry (the indexes in the search worker or this thread), or one
 * day a shared engine behind the same calls.
 */
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
  /** The index the host holds for the market (the host keeps its documents, by part). */
  built?: BuiltIndex;
  /** The host holds content read from the CMS (else the content part is empty or lost). */
  hasContent: boolean;
  /** The catalogue the host's product documents were derived from (undefined: none yet). */
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

/** The search worker when the production server announced one (lib/config); else the server's own thread. */
function defaultHost(onLost: (reason: string) => void): IndexHost {
  const file = searchWorkerFile();
  return file ? workerHost(file, { onLost, nice: config().searchWorkerNice }) : inProcessHost();
}

class IndexRegistry implements SearchEngine {
  private readonly markets = new Map<MarketCode, MarketState>();
  private readonly host: IndexHost;
  private warmed = false;
  /** Two markets build at a time: a rebuild must not crowd out visitors' page renders. */
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(host?: IndexHost) {
    this.host = host ?? defaultHost((reason) => this.lost(reason));
    log.info(`indexes held ${this.host.kind === 'worker' ? 'in the search worker process' : 'in the server thread'}`);
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
      state = { dirty: new Set(['content', 'catalog']), again: false, checkedAt: 0, hasContent: false };
      this.markets.set(market, state);
    }
    return state;
  }

  /** The worker died with the indexes: every market is built again, searches answer 503 until then. */
  private lost(reason: string): void {
    log.error(`the search worker stopped (${reason}); building every market's index again`);
    for (const state of this.markets.values()) {
      Object.assign(state, { built: undefined, hasContent: false, catalog: undefined });
    }
    if (this.warmed) this.markStale(MARKETS.map((m) => m.code));
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
            dirty.has('content') || !state.hasContent ? contentDocuments(market) : Promise.resolve(undefined),
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
          if (failures.length === 2 || (failures.length && state.built && failures.length === dirty.size)) {
            // Nothing new to build from: the last good index stays as it is.
            log.error(`${market}: ${state.built ? 'keeping the last good index' : 'no index yet'}: ${state.lastError}`);
            return;
          }
          if (failures.length) log.warn(`${market}: built without a part: ${state.lastError}`);
          try {
            // Only the parts read anew go to the host; a part left out stays as the host holds it (the last
            // good one, or empty at first).
            const parts: IndexParts = {};
            if (contentRead.status === 'fulfilled' && contentRead.value) parts.content = contentRead.value;
            const catalog = catalogRead.status === 'fulfilled' ? catalogRead.value : undefined;
            const newCatalog = catalogRead.status === 'fulfilled' && (catalog !== state.catalog || !state.built);
            // What changed since the catalogue the host holds the documents of; the rest by id.
            if (newCatalog) parts.products = productDocuments(market, catalog ?? null, state.built && state.catalog);
            const built = await this.host.build(market, language, parts);
            Object.assign(state, {
              built,
              hasContent: state.hasContent || parts.content !== undefined,
              catalog: newCatalog ? catalog : state.catalog,
              buildMs: Date.now() - started,
            });
            recordIndexBuild('search', market, Date.now() - started);
            log.info(
              `${market}: index ${built.updated ? 'updated in place' : 'built'}, ${built.size} documents, ${Date.now() - started} ms`,
            );
          } catch (error) {
            for (const part of dirty) state.dirty.add(part);
            // What the host holds is not known for sure any more: the next build sends the catalogue's documents whole.
            state.catalog = undefined;
            state.dirty.add('catalog');
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
    if (now - state.checkedAt < CHECK_EVERY_MS || !state.built) return;
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
    if (!state.built) {
      const first = state.building ?? this.build(market);
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, FIRST_BUILD_WAIT_MS).unref())]);
    }
    if (!state.built) throw new SearchUnavailable(market, state.lastError);
    this.check(market, state);
    let answer: SearchAnswer | undefined;
    try {
      answer = await this.host.search(market, request);
    } catch (error) {
      throw new SearchUnavailable(market, (error as Error).message);
    }
    if (!answer) throw new SearchUnavailable(market, 'its index is being built again');
    return answer;
  }

  status(): SearchStatus[] {
    return MARKETS.map((m) => {
      const s = this.markets.get(m.code);
      return {
        market: m.code,
        documents: s?.built?.size ?? 0,
        ...(s?.built ? { builtAt: new Date(s.built.builtAt).toISOString() } : {}),
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
  return ((globalThis as WithSlot)[SLOT] ??= new IndexRegistry());
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
