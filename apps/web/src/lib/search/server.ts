/** Site search on the server: this instance's indexes, built from the CMS and the product service. */
import 'server-only';

export * from './index';
export {
  SearchUnavailable,
  markSearchStale,
  marketsOfTags,
  searchEngine,
  type SearchEngine,
  type SearchStatus,
} from './registry';
export { requestedSearch, setRequestedSearch, type RequestedSearch } from './request';
