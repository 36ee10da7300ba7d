import {
  browserCatalogOfSteps,
  queryCatalogSteps,
  querySourceSteps,
  type BrowserCatalog,
  type CatalogFilters,
  type CatalogPage,
  type CatalogQuerySource,
} from '@/features/catalog/query';
import { runInSlices } from '@/lib/framework/server';
import { recordIndexBuild } from '../metrics';
import { getCatalog } from './catalog-store';

// Per catalogue version (the store's object for a culture): joined variants and search indexes, built on first use.
const sources = new WeakMap<object, Promise<CatalogQuerySource>>();

/**
 * A page of catalogue results answered by the server, from the catalogue it already holds: what a visitor's first
 * filters get while their browser still downloads the catalogue into its worker (at the --scale catalogue that
 * download and its parsing take seconds). Same code, same answer as the worker's. The projection, join and index
 * are built a slice at a time (lib/framework runInSlices), so other requests go on meanwhile.
 */
export async function queryCatalogOnServer(
  culture: string,
  language: string,
  filters: CatalogFilters,
  pageSize: number,
): Promise<{ page: CatalogPage; lastChanged: string }> {
  const catalog = await getCatalog(culture);
  const listed = await runInSlices(browserCatalogOfSteps(catalog));
  let source = sources.get(listed);
  if (!source) {
    source = buildSource(culture, listed);
    sources.set(listed, source);
    source.catch(() => sources.delete(listed));
  }
  const ready = await source;
  // The index of the visitor's language (its title collation, built once) and the answer over every variant: in
  // slices too, so a query at the --scale catalogue does not hold other requests up.
  const page = await runInSlices(queryCatalogSteps(ready, language, filters, pageSize));
  return { page, lastChanged: catalog.lastChanged };
}

async function buildSource(culture: string, listed: BrowserCatalog): Promise<CatalogQuerySource> {
  const started = performance.now();
  const source = await runInSlices(querySourceSteps(listed));
  recordIndexBuild('catalogue', culture, performance.now() - started);
  return source;
}
