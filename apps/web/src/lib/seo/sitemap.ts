import 'server-only';
import { z } from 'zod';
import { MARKETS, type MarketCode } from '@qilak/markets';
import { cmsGet, getPagePaths } from '@/lib/cms/server';
import { cmsTags } from '@/lib/cache-tags';
import { config } from '@/lib/config';
import type { Catalog } from '@/features/catalog/query';
import { dependOnCatalog, getCatalog } from '@/lib/pim';
import { slicer, type Slicer } from '@/lib/framework/server';
import { UpstreamError, outsideRequestBudget } from '@/lib/upstream/server';
import { articlePath, pagePath, recipePath } from '@/lib/routing';
import {
  catalogAlternatesInSlices,
  contentUrls,
  eachProductUrl,
  eachProductUrlSize,
  sitemapIndexAnswer,
  sitemapSplitter,
  summarizeInSlices,
  type CatalogAlternates,
  type CatalogOutline,
  type ContentEntry,
  type MarketSitemapSummary,
  type SitemapIndexAnswer,
  type SitemapUrl,
  type SizedUrl,
} from './sitemap-build';
import { LastGood, limitConcurrency, settleWithin } from './last-good';
import { sharedSitemapSummary } from './shared-summary';
import { logger } from '../log';
import { recordIndexBuild } from '../metrics';

const log = logger('sitemap');

const entrySchema = z.object({
  slug: z.string(),
  updatedAt: z.string().nullish(),
  seo: z.object({ noIndex: z.boolean().nullish() }).nullish(),
  localizations: z.array(z.object({ locale: z.string(), slug: z.string().nullish() })).nullish(),
});
const listSchema = z.object({
  data: z.array(entrySchema),
  meta: z.object({ pagination: z.object({ pageCount: z.number() }).partial().nullish() }).nullish(),
});

type Collection = 'pages' | 'news-articles' | 'recipes';
/** Each market's pages' one URLs (their navigation paths: lib/routing pagePath), by market code. */
type PagePaths = ReadonlyMap<string, ReadonlyMap<string, string>>;
const PATHS: Record<Collection, (slug: string, market: string, pages: PagePaths) => string> = {
  pages: (slug, market, pages) => pagePath(slug, pages.get(market) ?? new Map<string, string>()),
  'news-articles': (slug) => articlePath(slug),
  recipes: (slug) => recipePath(slug),
};
const TAGS: Record<Collection, (locale: string) => string> = {
  pages: cmsTags.page,
  'news-articles': cmsTags.news,
  recipes: cmsTags.recipe,
};
const PAGE_SIZE = 100;

/**
 * Every market's navigation paths: a page's alternates name each market's one URL of it. The markets' sitemaps are
 * built side by side (at start, all of them): they share one read while it is under way, so a cold start asks the
 * CMS for each navigation once, not once per market's sitemap; later reads come from the data cache.
 */
let pagePathsUnderWay: Promise<PagePaths> | undefined;
function allPagePaths(): Promise<PagePaths> {
  pagePathsUnderWay ??= Promise.all(MARKETS.map(async (m) => [m.code, await getPagePaths(m.code)] as const))
    .then((entries): PagePaths => new Map(entries))
    .finally(() => (pagePathsUnderWay = undefined));
  return pagePathsUnderWay;
}

/** Every indexable page, news article and recipe of a market (all pages of the CMS list), tagged per collection. */
async function contentEntries(market: MarketCode, timeoutMs?: number): Promise<ContentEntry[]> {
  const entries: ContentEntry[] = [];
  const pages = await allPagePaths();
  for (const collection of Object.keys(PATHS) as Collection[]) {
    for (let page = 1; ; page++) {
      const raw = listSchema.parse(
        await cmsGet(
          collection,
          { locale: market, fields: ['slug', 'updatedAt'], pagination: { page, pageSize: PAGE_SIZE } },
          [TAGS[collection](market)],
          { timeoutMs },
        ),
      );
      for (const entry of raw.data) {
        if (entry.seo?.noIndex) continue;
        const toPath = PATHS[collection];
        entries.push({
          path: toPath(entry.slug, market, pages),
          updatedAt: entry.updatedAt,
          localizations: (entry.localizations ?? []).flatMap((l) =>
            l.slug ? [{ marketCode: l.locale, path: toPath(l.slug, l.locale, pages) }] : [],
          ),
        });
      }
      if (page >= (raw.meta?.pagination?.pageCount ?? 1)) break;
    }
  }
  return entries;
}

// Derived once per catalogue object: the store hands out the same object until the culture's LastChanged moves.
const outlineOf = new WeakMap<Catalog, Promise<CatalogOutline>>();
let lastOutlines: CatalogOutline[] = [];

/** A market's catalogue reduced to ids; a culture the service holds no data for has no products. */
async function catalogOutline(market: MarketCode): Promise<CatalogOutline | null> {
  let catalog: Catalog;
  try {
    catalog = await getCatalog(market);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
  let outline = outlineOf.get(catalog);
  if (!outline) {
    outline = outlineInSlices(market, catalog);
    outlineOf.set(catalog, outline);
  }
  return outline;
}

/**
 * Each product's item numbers in the order of its page (variantsOfProduct: sort order, then item number), made a few
 * milliseconds at a time: at the --scale catalogue that is 20,000 variants per market, eleven markets at start.
 */
async function outlineInSlices(market: MarketCode, catalog: Catalog): Promise<CatalogOutline> {
  const slices = slicer();
  const byProduct = new Map<string, { SortOrder: number; ItemNumber: number }[]>();
  for (const v of catalog.variants) {
    const list = byProduct.get(v.ProductId);
    if (list) list.push(v);
    else byProduct.set(v.ProductId, [v]);
    if (slices.due()) await slices.pause();
  }
  const products: { productId: string; itemNumbers: string[] }[] = [];
  for (const p of catalog.products) {
    const variants = byProduct.get(p.ProductId) ?? [];
    variants.sort((a, b) => a.SortOrder - b.SortOrder || a.ItemNumber - b.ItemNumber);
    products.push({ productId: p.ProductId, itemNumbers: variants.map((v) => String(v.ItemNumber)) });
    if (slices.due()) await slices.pause();
  }
  return { market, lastChanged: catalog.lastChanged, products };
}

/** Every market's outline; the same array while no catalogue changed, so their alternates are worked out once. */
async function allOutlines(): Promise<CatalogOutline[]> {
  const outlines = (await Promise.all(MARKETS.map((m) => catalogOutline(m.code)))).filter(
    (o): o is CatalogOutline => o !== null,
  );
  const same = outlines.length === lastOutlines.length && outlines.every((o, i) => o === lastOutlines[i]);
  if (!same) lastOutlines = outlines;
  return lastOutlines;
}

/** What a market's sitemap is made of: its CMS entries and every market's catalogue. Throws when an upstream fails. */
function marketSources(market: MarketCode): Promise<[ContentEntry[], CatalogOutline[]]> {
  return Promise.all([contentEntries(market), allOutlines()]);
}

// Two markets' CMS reads and URL lists at a time: eleven at once crowd out the CMS reads of visitors' pages.
const twoAtATime = limitConcurrency(2);

/**
 * A market's sitemap URLs, one at a time: its content, then its products and variants (100,000+ objects at the
 * --scale catalogue: never held as one list, and made a few milliseconds at a time). The products come from
 * `products`: whole URLs (eachProductUrl) for a part a crawler reads, their sizes only (eachProductUrlSize) for the
 * index's summary.
 */
async function urlsOf<P extends SitemapUrl | SizedUrl>(
  site: string,
  market: MarketCode,
  [content, outlines]: [ContentEntry[], CatalogOutline[]],
  slices: Slicer,
  products: (
    site: string,
    market: MarketCode,
    outlines: readonly CatalogOutline[],
    alternates: CatalogAlternates,
  ) => Iterable<P>,
): Promise<Iterable<SitemapUrl | P>> {
  const alternates = await catalogAlternatesInSlices(outlines, () => slices.pause());
  return (function* () {
    yield* contentUrls(site, market, content);
    yield* products(site, market, outlines, alternates);
  })();
}

/**
 * A market's summary for the index: the catalogues first (shared by all markets), then the CMS, with more time than a
 * visitor's request gets. The URLs are made, counted into parts and dropped a slice at a time.
 */
async function marketSummary(site: string, market: MarketCode): Promise<MarketSitemapSummary> {
  const outlines = await allOutlines();
  return twoAtATime(async () => {
    const content = await contentEntries(market, config().upstreamTimeoutMs * 4);
    const started = performance.now();
    const slices = slicer();
    // The products by their size only: what the index needs of them (the parts and their lastmods).
    const urls = await urlsOf(site, market, [content, outlines], slices, eachProductUrlSize);
    const summary = await summarizeInSlices(urls, () => slices.pause());
    recordIndexBuild('sitemap', market, performance.now() - started);
    return summary;
  });
}

/** How long the index answers without asking again; older, it is answered as it is and rebuilt behind it. */
const INDEX_FRESH_MS = 60_000;
/** How long a request waits for markets with no sitemap yet (right after start, or while an upstream is down). */
const INDEX_COLD_WAIT_MS = 25_000;

/** Per market: the parts of its sitemap and their lastmods, kept with the last good copy (see LastGood). */
const summaries = new LastGood<MarketSitemapSummary>(
  (key) => {
    const [site, market] = key.split('\n') as [string, MarketCode];
    // Background work shared by every request (and the warm-up at start): not bound by one request's time budget.
    // In the scaled-out layout one instance computes it and the others take it from Redis (shared-summary.ts).
    return outsideRequestBudget(() => sharedSitemapSummary(site, market, () => marketSummary(site, market)));
  },
  {
    freshMs: INDEX_FRESH_MS,
    onError: (key, error, kept) =>
      log.error(
        `${key.split('\n')[1]}: ${kept ? 'keeping the last good sitemap' : 'no sitemap built yet'}: ${error.message}`,
      ),
  },
);

/**
 * The sitemap index, from each market's summary. Markets are built apart, so one market's size or failure does
 * not hold up the others; a market with no summary yet is waited for up to INDEX_COLD_WAIT_MS, then left out.
 */
export async function sitemapIndex(site: string): Promise<SitemapIndexAnswer> {
  const settled = await settleWithin(
    MARKETS.map((m) => summaries.get(`${site}\n${m.code}`)),
    INDEX_COLD_WAIT_MS,
  );
  return sitemapIndexAnswer(
    site,
    MARKETS.map((m, i) => {
      const result = settled[i];
      return { market: m.code, summary: result?.status === 'ok' ? result.value : undefined };
    }),
  );
}

/** One part of a market's sitemap, or null past its last part; the route's cache entry gets every pim:* tag. */
export async function sitemapPart(site: string, market: MarketCode, part: number): Promise<SitemapUrl[] | null> {
  const [sources] = await Promise.all([marketSources(market), ...MARKETS.map((m) => dependOnCatalog(m.code))]);
  const slices = slicer();
  const split = sitemapSplitter();
  const urls: SitemapUrl[] = [];
  for (const u of await urlsOf(site, market, sources, slices, eachProductUrl)) {
    split.add(u);
    if (split.part === part) urls.push(u);
    else if (split.part > part) break;
    if (slices.due()) await slices.pause();
  }
  return split.part < part ? null : urls;
}
