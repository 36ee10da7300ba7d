/** The catalogue in the browser, behind a Web Worker: import from client components only. */
export { askCatalog } from './client';
export type { CatalogPage, LoadedCatalogPage, SelectionRow } from './protocol';
export { askServer } from './server-answer';
