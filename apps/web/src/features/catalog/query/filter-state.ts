// The catalogue's filter state: URL query <-> filters. No catalogue code or data: the browser's UI needs only this.

/** Facets of the catalogue block, in display order; each is one URL query parameter. */
export const FACET_KEYS = ['species', 'brand', 'storage', 'concept', 'area', 'packaging', 'cert', 'free'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const SORT_KEYS = ['default', 'title', 'itemNumber'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Product cards (variants inside), or one row per variant for buyers who order by item number. */
export const VIEW_KEYS = ['products', 'variants'] as const;
export type ViewKey = (typeof VIEW_KEYS)[number];

export interface CatalogFilters {
  q: string;
  facets: Record<FacetKey, string[]>;
  sort: SortKey;
  view: ViewKey;
  /** 1-based. */
  page: number;
}

export function emptyFilters(): CatalogFilters {
  return { q: '', facets: emptyFacets(), sort: 'default', view: 'products', page: 1 };
}

function emptyFacets(): Record<FacetKey, string[]> {
  return Object.fromEntries(FACET_KEYS.map((k) => [k, []])) as unknown as Record<FacetKey, string[]>;
}

/** A facet parameter's values (`a,b`): trimmed, without repeats, at most 50. */
export function facetValuesOf(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
}

/** The search text, at most 200 characters. */
export const searchOf = (raw: string): string => raw.slice(0, 200);

/** A known sort, or null (the default). */
export const sortOf = (raw: string): SortKey | null =>
  (SORT_KEYS as readonly string[]).includes(raw) ? (raw as SortKey) : null;

/** A known view, or null (the default). */
export const viewOf = (raw: string): ViewKey | null =>
  (VIEW_KEYS as readonly string[]).includes(raw) ? (raw as ViewKey) : null;

/** A page after the first, or null (the first). */
export function pageNumberOf(raw: string): number | null {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : null;
}

/**
 * Reads the filters from a URL query; unknown parameters and values are ignored, never an error. The same rules
 * read the browser's address (the catalogue's URL state, features/catalog/views/url-state.ts).
 */
export function parseFilters(query: { get(name: string): string | null }): CatalogFilters {
  const facets = emptyFacets();
  for (const key of FACET_KEYS) {
    const raw = query.get(key);
    if (raw) facets[key] = facetValuesOf(raw);
  }
  return {
    q: searchOf(query.get('q') ?? ''),
    facets,
    sort: sortOf(query.get('sort') ?? '') ?? 'default',
    view: viewOf(query.get('view') ?? '') ?? 'products',
    page: pageNumberOf(query.get('page') ?? '') ?? 1,
  };
}

/** The query string for the filters (without `?`), with defaults left out so a clean URL means no filters. */
export function filtersToQuery(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  for (const key of FACET_KEYS) if (filters.facets[key].length) params.set(key, filters.facets[key].join(','));
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.view !== 'products') params.set('view', filters.view);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString().replace(/%2C/g, ',');
}

export function toggleFacetValue(filters: CatalogFilters, key: FacetKey, value: string): CatalogFilters {
  const current = filters.facets[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, facets: { ...filters.facets, [key]: next }, page: 1 };
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.q.trim() !== '' || FACET_KEYS.some((k) => filters.facets[k].length > 0);
}

/** One active facet value, as a removable chip shows it. */
export interface ActiveFilter {
  key: FacetKey;
  value: string;
  label: string;
}

/** The ticked facet values with their labels, in facet order (a value no longer offered shows its raw value). */
export function activeFilters(
  filters: CatalogFilters,
  options: Record<FacetKey, FacetOption[]> | null,
): ActiveFilter[] {
  return FACET_KEYS.flatMap((key) =>
    filters.facets[key].map((value) => ({
      key,
      value,
      label: options?.[key].find((o) => o.value === value)?.label ?? value,
    })),
  );
}

export function activeFilterCount(filters: CatalogFilters): number {
  return FACET_KEYS.reduce((n, k) => n + filters.facets[k].length, 0);
}

export interface FacetOption {
  value: string;
  label: string;
}
