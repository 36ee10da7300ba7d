import 'server-only';
import { cache } from 'react';
import type { SearchKind } from './documents';

export interface RequestedSearch {
  q: string;
  type?: SearchKind;
  page: number;
}

/** The search the current render was asked for (set by the search route; the cached page route sets none). */
const store = cache((): { search?: RequestedSearch } => ({}));

export function setRequestedSearch(search: RequestedSearch): void {
  store().search = search;
}

export function requestedSearch(): RequestedSearch | undefined {
  return store().search;
}
