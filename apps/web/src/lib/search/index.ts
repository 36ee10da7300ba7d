/**
 * Site search: the engine and its types (pure, no upstream reads). The indexes of the running server, built from
 * the CMS and the product service and kept fresh by the revalidation path, are behind './server'.
 */
export {
  SEARCH_KINDS,
  catalogDocuments,
  isSearchKind,
  newsDocuments,
  pageDocuments,
  recipeDocuments,
  textOfBlocks,
  type SearchDocument,
  type SearchKind,
} from './documents';
export {
  MAX_QUERY_LENGTH,
  MarketIndex,
  inPlaceLimit,
  cleanQuery,
  emptyAnswer,
  emptyCounts,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchRequest,
} from './engine';
export { fold, highlight, snippet, termOf, type TextPiece } from './text';
export { pageSearchParams, parseSearchParams, searchParamsSchema, type SearchParams } from './params';
// What the search worker (server/search-worker.ts) runs: the keeper's side of the protocol.
export { serveKeeper, type ToWorker } from './keeper';
