import 'server-only';
import type { MarketCode } from '@qilak/markets';
import type { Catalog } from '@/features/catalog/query';
import { contentVersion, getGlobalConfig, listNewsArticles, listPages, listRecipes } from '@/lib/cms/server';
import { config } from '@/lib/config';
import { findProduct, getCatalog, variantsOfProduct } from '@/lib/pim';
import { UpstreamError } from '@/lib/upstream/server';
import {
  type CatalogLookups,
  eachCatalogChange,
  eachCatalogDocument,
  newsDocuments,
  pageDocuments,
  recipeDocuments,
  type SearchDocument,
} from './documents';

/**
 * What a market's index is built from, read through the readers the pages use (published content only, the
 * site's read-only token). The CMS part and the catalogue part are read apart, so a rebuild after a CMS publish
 * does not reread the catalogue and one upstream down keeps the other's part fresh.
 */

/** The market's published pages, news and recipes (read past Next's data cache: the index is the cache). */
export async function contentDocuments(market: MarketCode): Promise<SearchDocument[]> {
  const options = { fresh: true, timeoutMs: config().upstreamTimeoutMs * 4 };
  const [global, pages, news, recipes] = await Promise.all([
    getGlobalConfig(market),
    listPages(market, options),
    listNewsArticles(market, options),
    listRecipes(market, options),
  ]);
  // The 404 page and the results page itself are not content to find.
  const exclude = [global.page404Slug, global.searchPageSlug].filter((s): s is string => Boolean(s));
  return [
    ...pageDocuments(market, pages, exclude),
    ...newsDocuments(market, news),
    ...recipeDocuments(market, recipes),
  ];
}

/** The catalogue the market sells (null: the product service has no data for its culture). */
export async function marketCatalog(market: MarketCode): Promise<Catalog | null> {
  try {
    return await getCatalog(market);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The catalogue's documents, made as they are read: the worker host writes each one as JSON a slice at a time, so
 * that none outlives its piece (at --scale, 27,000 per market that would otherwise all survive into the server's
 * old generation). With the catalogue the index holds the documents of (`before`), an unchanged product's or
 * variant's document is its id (`eachCatalogChange`).
 */
export function productDocuments(
  market: MarketCode,
  catalog: Catalog | null,
  before?: Catalog | null,
): Iterable<SearchDocument | string> {
  if (!catalog) return [];
  // The catalogue store's lookups, built a slice at a time when each catalogue was loaded.
  const lookups: CatalogLookups = { product: findProduct, variants: variantsOfProduct };
  return before
    ? eachCatalogChange(market, catalog, before, lookups)
    : eachCatalogDocument(market, catalog, {}, lookups);
}

/**
 * A cheap summary of the market's CMS content, read through Next's data cache with the content's tags: it
 * changes once a revalidation (this instance's webhook, or another instance's through the shared cache) has
 * marked the tags stale and the read has been refreshed. The index compares it to notice changes it was not
 * told about directly.
 */
export function contentFingerprint(market: MarketCode): Promise<string> {
  return contentVersion(market);
}
