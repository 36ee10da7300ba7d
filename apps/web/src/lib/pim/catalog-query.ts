import {
  browserCatalogOf,
  queryCatalog,
  querySourceOf,
  type CatalogFilters,
  type CatalogPage,
  type CatalogQuerySource,
} from '@/features/catalog/query';
import { recordIndexBuild } from '../metrics';
import { getCatalog } from './catalog-store';

// Per catalogue version (the store's object for a culture): joined variants and search indexes, built on first use.
const sources = new WeakMap<object, CatalogQuerySource>();

/**
 * A page of catalogue results answered by the server, from the catalogue it already holds: what a visitor's first
 * filters get while their browser still downloads the catalogue into its worker (at the --scale catalogue that
 * download and its parsing take seconds). Same code, same answer as the worker's.
 */
export async function queryCatalogOnServer(
  culture: string,
  language: string,
  filters: CatalogFilters,
  pageSize: number,
): Promise<{ page: CatalogPage; lastChanged: string }> {
  const catalog = await getCatalog(culture);
  const listed = browserCatalogOf(catalog);
  let source = sources.get(listed);
  if (!source) {
    const started = performance.now();
    source = querySourceOf(listed);
    sources.set(listed, source);
    recordIndexBuild('catalogue', culture, performance.now() - started);
  }
  return { page: queryCatalog(source, language, filters, pageSize), lastChanged: catalog.lastChanged };
}
