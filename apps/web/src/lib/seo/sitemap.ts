import 'server-only';
import { z } from 'zod';
import { MARKETS, type MarketCode } from '@qilak/markets';
import { cmsGet } from '@/lib/cms/server';
import { cmsTags } from '@/lib/cache-tags';
import type { Catalog } from '@/lib/catalog';
import { dependOnCatalog, getCatalog, variantsOfProduct } from '@/lib/pim';
import { UpstreamError } from '@/lib/upstream';
import { articlePath, recipePath } from '@/lib/routing';
import {
  contentUrls,
  newestLastmod,
  productUrls,
  sitemapPartPath,
  splitSitemap,
  type CatalogOutline,
  type ContentEntry,
  type SitemapFile,
  type SitemapUrl,
} from './sitemap-build';
import { keepLastGood } from './last-good';

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
const PATHS: Record<Collection, (slug: string) => string> = {
  pages: (slug) => (slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`),
  'news-articles': (slug) => articlePath(slug),
  recipes: (slug) => recipePath(slug),
};
const TAGS: Record<Collection, (locale: string) => string> = {
  pages: cmsTags.page,
  'news-articles': cmsTags.news,
  recipes: cmsTags.recipe,
};
const PAGE_SIZE = 100;

/** Every indexable page, news article and recipe of a market (all pages of the CMS list), tagged per collection. */
async function contentEntries(market: MarketCode): Promise<ContentEntry[]> {
  const entries: ContentEntry[] = [];
  for (const collection of Object.keys(PATHS) as Collection[]) {
    for (let page = 1; ; page++) {
      const raw = listSchema.parse(
        await cmsGet(
          collection,
          { locale: market, fields: ['slug', 'updatedAt'], pagination: { page, pageSize: PAGE_SIZE } },
          [TAGS[collection](market)],
        ),
      );
      for (const entry of raw.data) {
        if (entry.seo?.noIndex) continue;
        const toPath = PATHS[collection];
        entries.push({
          path: toPath(entry.slug),
          updatedAt: entry.updatedAt,
          localizations: (entry.localizations ?? []).flatMap((l) =>
            l.slug ? [{ marketCode: l.locale, path: toPath(l.slug) }] : [],
          ),
        });
      }
      if (page >= (raw.meta?.pagination?.pageCount ?? 1)) break;
    }
  }
  return entries;
}

/** A market's catalogue reduced to ids; a culture the service holds no data for has no products. */
async function catalogOutline(market: MarketCode): Promise<CatalogOutline | null> {
  let catalog: Catalog;
  try {
    [catalog] = await Promise.all([getCatalog(market), dependOnCatalog(market)]);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
  return {
    market,
    lastChanged: catalog.lastChanged,
    products: catalog.products.map((p) => ({
      productId: p.ProductId,
      itemNumbers: variantsOfProduct(catalog, p.ProductId).map((v) => String(v.ItemNumber)),
    })),
  };
}

async function allOutlines(): Promise<CatalogOutline[]> {
  const outlines = await Promise.all(MARKETS.map((m) => catalogOutline(m.code)));
  return outlines.filter((o): o is CatalogOutline => o !== null);
}

/** A market's sitemap URLs: its content, then its products and variants. Throws when an upstream fails. */
export async function marketSitemapUrls(site: string, market: MarketCode): Promise<SitemapUrl[]> {
  const [content, outlines] = await Promise.all([contentEntries(market), allOutlines()]);
  return [...contentUrls(site, market, content), ...productUrls(site, market, outlines)];
}

/**
 * The files of the index: each market's sitemap, in parts past the protocol's limits. Markets are built one
 * at a time and only their part count and lastmods kept (the --scale catalogue has 100,000+ URLs a market).
 * A failed upstream answers the last good index; nothing is answered before a first good one.
 */
export const sitemapFiles = keepLastGood(
  async (site: string): Promise<SitemapFile[]> => {
    const files: SitemapFile[] = [];
    for (const market of MARKETS) {
      const parts = splitSitemap(await marketSitemapUrls(site, market.code));
      parts.forEach((urls, i) =>
        files.push({ loc: `${site}${sitemapPartPath(market.code, i + 1)}`, lastmod: newestLastmod(urls) }),
      );
    }
    return files;
  },
  (site) => site,
  (error) => console.error(`[sitemap] keeping the last good sitemap index: ${error.message}`),
  { freshMs: 60_000 },
);

/** One part of a market's sitemap, or null past its last part. */
export async function sitemapPart(site: string, market: MarketCode, part: number): Promise<SitemapUrl[] | null> {
  const parts = splitSitemap(await marketSitemapUrls(site, market));
  return parts[part - 1] ?? null;
}
