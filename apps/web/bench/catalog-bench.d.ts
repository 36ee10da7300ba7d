// The bundle that catalog-filter.mjs injects into the page defines this global (esbuild's globalName).
import type * as CatalogBench from './catalog-filter.entry';

declare global {
  var catalogBench: typeof CatalogBench;
}
export {};
