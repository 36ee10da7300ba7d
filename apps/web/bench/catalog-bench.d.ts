// The bundle that catalog-filter.mjs injects into the page defines this global (esbuild's globalName).
declare global {
  var catalogBench: typeof import('./catalog-filter.entry');
}
export {};
