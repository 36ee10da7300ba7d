// The zod-free entry: the filter runs in the browser, and the package's main entry would bring zod along.
import { ALLERGENS, CERTIFICATE_NAMES, type Allergen, type AllergenPresence } from '@qilak/pim-contract/constants';
import { labelFor, type LabelIndex } from './labels';
import type { Catalog, Product, Variant } from './types';

export {
  FACET_KEYS,
  SORT_KEYS,
  VIEW_KEYS,
  activeFilterCount,
  activeFilters,
  type ActiveFilter,
  type ViewKey,
  emptyFilters,
  filtersToQuery,
  hasActiveFilters,
  parseFilters,
  toggleFacetValue,
  type CatalogFilters,
  type FacetKey,
  type FacetOption,
  type SortKey,
} from './filter-state';
import { FACET_KEYS, type CatalogFilters, type FacetKey, type FacetOption, type SortKey } from './filter-state';

/**
 * Within an "any" facet a variant matches when it has one of the chosen values (species A or B);
 * certificates and free-from allergens are properties a variant must have all of (MSC and frozen at sea).
 */
const MATCH_ALL: ReadonlySet<FacetKey> = new Set<FacetKey>(['cert', 'free']);

/** What filtering reads of a variant: the server's full Variant and the browser's joined one both have it. */
export type FilterableVariant = Pick<
  Variant,
  | 'ProductId'
  | 'ItemNumber'
  | 'SortOrder'
  | 'Title'
  | 'SubTitle'
  | 'SpecieId'
  | 'BrandId'
  | 'StorageConditionId'
  | 'ConceptId'
  | 'CatchingAreaIds'
  | 'PackagingTypeId'
  | 'SpecieSortOrder'
  | 'SpecificationSortOrder'
> & {
  Certificates: readonly { name: string }[];
  Allergens: Partial<Record<Allergen, AllergenPresence>>;
};

/** The values a variant has for each facet, in FACET_KEYS order. */
export function facetValues(variant: FilterableVariant): string[][] {
  return [
    [variant.SpecieId],
    variant.BrandId ? [variant.BrandId] : [],
    variant.StorageConditionId ? [variant.StorageConditionId] : [],
    variant.ConceptId ? [variant.ConceptId] : [],
    variant.CatchingAreaIds,
    variant.PackagingTypeId ? [variant.PackagingTypeId] : [],
    variant.Certificates.map((c) => c.name),
    ALLERGENS.filter((a) => variant.Allergens[a] === 'Free'),
  ];
}

/** Lower-case text searched by the query box: titles and the item number. */
export function searchText(variant: Pick<Variant, 'Title' | 'SubTitle' | 'ItemNumber'>): string {
  return `${variant.Title}\n${variant.SubTitle ?? ''}\n${variant.ItemNumber}`.toLowerCase();
}

interface IndexedVariant<V> {
  variant: V;
  text: string;
  /** Facet values as small integers per facet (see CatalogIndex.values), so filtering compares numbers. */
  values: Uint16Array[];
}

/** Built once per catalogue: search text, interned facet values and one pre-sorted order per sort key. */
export interface CatalogIndex<V extends FilterableVariant = FilterableVariant> {
  entries: IndexedVariant<V>[];
  order: Record<SortKey, Int32Array>;
  /** Per facet (FACET_KEYS order): value -> its integer id, and back. */
  valueIds: Map<string, number>[];
  valueNames: string[][];
}

type OrderFields = Pick<
  FilterableVariant,
  'SpecieSortOrder' | 'SpecificationSortOrder' | 'ProductId' | 'SortOrder' | 'ItemNumber'
>;

export function defaultOrder(a: OrderFields, b: OrderFields): number {
  return (
    a.SpecieSortOrder - b.SpecieSortOrder ||
    a.SpecificationSortOrder - b.SpecificationSortOrder ||
    (a.ProductId < b.ProductId ? -1 : a.ProductId > b.ProductId ? 1 : 0) ||
    a.SortOrder - b.SortOrder ||
    a.ItemNumber - b.ItemNumber
  );
}

export function buildIndex<V extends FilterableVariant>(variants: readonly V[], language = 'en'): CatalogIndex<V> {
  const valueIds = FACET_KEYS.map(() => new Map<string, number>());
  const valueNames: string[][] = FACET_KEYS.map(() => []);
  const intern = (g: number, value: string): number => {
    let id = valueIds[g]!.get(value);
    if (id === undefined) {
      id = valueNames[g]!.length;
      valueIds[g]!.set(value, id);
      valueNames[g]!.push(value);
    }
    return id;
  };
  const entries = variants.map((variant) => ({
    variant,
    text: searchText(variant),
    values: facetValues(variant).map((values, g) => Uint16Array.from(new Set(values), (v) => intern(g, v))),
  }));
  const positions = entries.map((_, i) => i);
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const v = (i: number) => entries[i]!.variant;
  return {
    entries,
    valueIds,
    valueNames,
    order: {
      default: Int32Array.from([...positions].sort((a, b) => defaultOrder(v(a), v(b)))),
      title: Int32Array.from(
        [...positions].sort((a, b) => collator.compare(v(a).Title, v(b).Title) || v(a).ItemNumber - v(b).ItemNumber),
      ),
      itemNumber: Int32Array.from([...positions].sort((a, b) => v(a).ItemNumber - v(b).ItemNumber)),
    },
  };
}

export type FacetCounts = Record<FacetKey, Map<string, number>>;

export interface FilterResult<V extends FilterableVariant = FilterableVariant> {
  variants: V[];
  counts: FacetCounts;
}

/**
 * Filters, searches and sorts in one pass over the pre-sorted order, and counts facet options the way
 * shoppers expect: an "any" facet counts over the variants that match every other facet (so picking
 * a second species widens the list), an "all" facet counts over the current results.
 */
export function applyFilters<V extends FilterableVariant>(
  index: CatalogIndex<V>,
  filters: CatalogFilters,
): FilterResult<V> {
  const tokens = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = FACET_KEYS.length;
  const all = FACET_KEYS.map((k) => MATCH_ALL.has(k));
  // Chosen values as membership flags; a value the catalogue does not have can match nothing.
  const chosen = FACET_KEYS.map((k, g) => {
    const flags = new Uint8Array(index.valueNames[g]!.length);
    let count = 0;
    let unknown = false;
    for (const value of new Set(filters.facets[k])) {
      const id = index.valueIds[g]!.get(value);
      if (id === undefined) unknown = true;
      else {
        flags[id] = 1;
        count++;
      }
    }
    return { flags, count, active: count > 0 || unknown, unknown };
  });
  const tallies = FACET_KEYS.map((_, g) => new Int32Array(index.valueNames[g]!.length));
  const results: V[] = [];
  const { entries } = index;

  const matches = (values: Uint16Array, g: number): boolean => {
    const c = chosen[g]!;
    if (!c.active) return true;
    if (all[g]) {
      if (c.unknown) return false;
      let hits = 0;
      for (let i = 0; i < values.length; i++) hits += c.flags[values[i]!]!;
      return hits === c.count;
    }
    for (let i = 0; i < values.length; i++) if (c.flags[values[i]!]) return true;
    return false;
  };

  for (const position of index.order[filters.sort]) {
    const entry = entries[position]!;
    if (tokens.length) {
      let found = true;
      for (const t of tokens) {
        if (!entry.text.includes(t)) {
          found = false;
          break;
        }
      }
      if (!found) continue;
    }
    let failed = -1;
    let failures = 0;
    for (let g = 0; g < groups && failures < 2; g++) {
      if (!matches(entry.values[g]!, g)) {
        failures++;
        failed = g;
      }
    }
    if (failures > 1) continue;
    for (let g = 0; g < groups; g++) {
      // A variant failing only group g still counts towards g's options when g is an "any" facet.
      if (failures === 1 && (g !== failed || all[g])) continue;
      const values = entry.values[g]!;
      const tally = tallies[g]!;
      for (let i = 0; i < values.length; i++) tally[values[i]!]!++;
    }
    if (failures === 0) results.push(entry.variant);
  }

  const counts = Object.fromEntries(
    FACET_KEYS.map((k, g) => {
      const map = new Map<string, number>();
      const tally = tallies[g]!;
      for (let id = 0; id < tally.length; id++) if (tally[id]) map.set(index.valueNames[g]![id]!, tally[id]!);
      return [k, map];
    }),
  ) as unknown as FacetCounts;
  return { variants: results, counts };
}

/** The options of every facet with their display labels, in the catalogue's sort order. */
export function facetOptions(
  catalog: Pick<Catalog, FacetListKey> & {
    products: readonly Pick<Product, 'SpecieId' | 'SpecieName' | 'SpecieSortOrder'>[];
  },
  labels: LabelIndex,
): Record<FacetKey, FacetOption[]> {
  const species = new Map<string, { label: string; sort: number }>();
  for (const p of catalog.products) {
    if (!species.has(p.SpecieId))
      species.set(p.SpecieId, { label: p.SpecieName ?? `${p.SpecieId} (missing)`, sort: p.SpecieSortOrder });
  }
  const list = (entries: Catalog[FacetListKey]) => entries.map((e) => ({ value: e.id, label: e.name }));
  return {
    species: [...species].sort((a, b) => a[1].sort - b[1].sort).map(([value, s]) => ({ value, label: s.label })),
    brand: list(catalog.brands),
    storage: list(catalog.storageConditions),
    concept: list(catalog.concepts),
    area: list(catalog.catchingAreas),
    packaging: list(catalog.packagingTypes),
    cert: CERTIFICATE_NAMES.map((c) => ({ value: c, label: labelFor(labels, c) })),
    free: ALLERGENS.map((a) => ({ value: a, label: labelFor(labels, a) })),
  };
}
type FacetListKey = 'brands' | 'storageConditions' | 'concepts' | 'catchingAreas' | 'packagingTypes';

/** Products in the catalogue's default order (species, specification, id), for lists and the print layout. */
export function sortProducts(products: readonly Product[]): Product[] {
  return [...products].sort(
    (a, b) =>
      a.SpecieSortOrder - b.SpecieSortOrder ||
      a.SpecificationSortOrder - b.SpecificationSortOrder ||
      (a.ProductId < b.ProductId ? -1 : a.ProductId > b.ProductId ? 1 : 0),
  );
}

export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
