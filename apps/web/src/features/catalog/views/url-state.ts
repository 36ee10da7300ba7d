import { createParser, useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import {
  FACET_KEYS,
  facetValuesOf,
  pageNumberOf,
  searchOf,
  sortOf,
  viewOf,
  type CatalogFilters,
  type FacetKey,
} from '@/features/catalog/query';

// The catalogue's filters live in the address (nuqs): one parameter each, read with the rules the server's query
// API uses (features/catalog/query/filter-state.ts), defaults left out so a clean address means no filters.

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

const facetParser = createParser({
  parse: facetValuesOf,
  serialize: (values: string[]) => values.join(','),
  eq: sameList,
}).withDefault([]);

export const catalogUrlParsers = {
  q: createParser({ parse: searchOf, serialize: String }).withDefault(''),
  ...(Object.fromEntries(FACET_KEYS.map((key) => [key, facetParser])) as Record<FacetKey, typeof facetParser>),
  sort: createParser({ parse: sortOf, serialize: String }).withDefault('default'),
  view: createParser({ parse: viewOf, serialize: String }).withDefault('products'),
  page: createParser({ parse: pageNumberOf, serialize: String }).withDefault(1),
};

/**
 * The filters in the address, and a setter that writes them back (replacing the history entry: a keystroke is not
 * a page to go back to). On the server and during hydration the address reads as empty: the server rendered the
 * unfiltered first screen, and a link's filters apply right after hydration.
 */
export function useCatalogFilters(): [
  CatalogFilters,
  (next: CatalogFilters) => void,
  (key: FacetKey, value: string) => void,
] {
  const [state, setState] = useQueryStates(catalogUrlParsers, { history: 'replace', scroll: false });
  const filters = useMemo<CatalogFilters>(
    () => ({
      q: state.q,
      facets: Object.fromEntries(FACET_KEYS.map((key) => [key, state[key]])) as Record<FacetKey, string[]>,
      sort: state.sort,
      view: state.view,
      page: state.page,
    }),
    [state],
  );
  const set = useCallback(
    (next: CatalogFilters) =>
      void setState({ q: next.q, ...next.facets, sort: next.sort, view: next.view, page: next.page }),
    [setState],
  );
  // Ticks or unticks one facet value (back to the first page); the same function every render, so the memoised
  // option rows do not render again for it.
  const toggle = useCallback(
    (key: FacetKey, value: string) =>
      void setState((old) => {
        const current = old[key];
        const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
        return { [key]: next, page: 1 };
      }),
    [setState],
  );
  return [filters, set, toggle];
}
