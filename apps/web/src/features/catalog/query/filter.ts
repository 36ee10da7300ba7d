// The zod-free entry: the filter runs in the browser, and the package's main entry would bring zod along.
import { ALLERGENS, CERTIFICATE_NAMES, type Allergen, type AllergenPresence } from '@qilak/pim-contract/constants';
import { labelFor, type LabelIndex } from './labels';
import { STEP, mapSteps, runSteps, type Steps } from './steps';
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
  facetValuesOf,
  filtersToQuery,
  pageNumberOf,
  searchOf,
  sortOf,
  viewOf,
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

/**
 * Calls `add(g, value)` for each value the variant has in facet g (its place in FACET_KEYS). A callback rather than
 * arrays of strings: the index is built before the first filter of a cold catalogue, and at 20,000 variants every
 * array made per variant shows as garbage-collection time.
 */
export function eachFacetValue(variant: FilterableVariant, add: (g: number, value: string) => void): void {
  add(0, variant.SpecieId);
  if (variant.BrandId) add(1, variant.BrandId);
  if (variant.StorageConditionId) add(2, variant.StorageConditionId);
  if (variant.ConceptId) add(3, variant.ConceptId);
  for (const area of variant.CatchingAreaIds) add(4, area);
  if (variant.PackagingTypeId) add(5, variant.PackagingTypeId);
  for (const certificate of variant.Certificates) add(6, certificate.name);
  for (const allergen of ALLERGENS) if (variant.Allergens[allergen] === 'Free') add(7, allergen);
}

/** Lower-case text searched by the query box: titles and the item number. */
export function searchText(variant: Pick<Variant, 'Title' | 'SubTitle' | 'ItemNumber'>): string {
  return `${variant.Title}\n${variant.SubTitle ?? ''}\n${variant.ItemNumber}`.toLowerCase();
}

/**
 * Built once per catalogue: search text, interned facet values and one pre-sorted order per sort key. Kept in a few
 * flat arrays rather than an object per variant: the index is built before the first filter of a cold catalogue,
 * and at 20,000 variants every object made per variant shows as garbage-collection time.
 */
export interface CatalogIndex<V extends FilterableVariant = FilterableVariant> {
  variants: readonly V[];
  /** Per variant: its lower-case search text. */
  texts: string[];
  /**
   * Facet values as small integers (see valueIds), so filtering compares numbers: variant i's values of facet g
   * are ids[starts[i * G + g] .. starts[i * G + g + 1]), G being FACET_KEYS.length.
   */
  ids: Uint16Array;
  starts: Int32Array;
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
  return runSteps(buildIndexSteps(variants, language));
}

/** buildIndex as steps (see browser-catalog's Steps): the server runs it a slice at a time. */
export function* buildIndexSteps<V extends FilterableVariant>(
  variants: readonly V[],
  language = 'en',
): Steps<CatalogIndex<V>> {
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
  const G = FACET_KEYS.length;
  const ids: number[] = [];
  const starts = new Int32Array(variants.length * G + 1);
  let slot = 0;
  let group = 0;
  const add = (g: number, value: string) => {
    // Values come in facet order: close the slots of the facets passed since the last value.
    for (; group < g; group++) starts[++slot] = ids.length;
    const id = intern(g, value);
    for (let k = starts[slot]!; k < ids.length; k++) if (ids[k] === id) return;
    ids.push(id);
  };
  const texts = yield* mapSteps(variants, (variant) => {
    group = 0;
    eachFacetValue(variant, add);
    for (; group < G; group++) starts[++slot] = ids.length;
    return searchText(variant);
  });
  const positions = variants.map((_, i) => i);
  const v = (i: number) => variants[i]!;
  // Titles are collated once each (a catalogue has far fewer titles than variants), then sorted by rank.
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const titles = [...new Set(variants.map((variant) => variant.Title))].sort(collator.compare);
  yield;
  const rank = new Map(titles.map((title, i) => [title, i]));
  const titleRank = Int32Array.from(variants, (variant) => rank.get(variant.Title)!);
  // Each sort of 20,000 positions is one step (a sort cannot be cut; at that size it is milliseconds).
  const byDefault = Int32Array.from(positions.slice().sort((a, b) => defaultOrder(v(a), v(b))));
  yield;
  const byTitle = Int32Array.from(
    positions.slice().sort((a, b) => titleRank[a]! - titleRank[b]! || v(a).ItemNumber - v(b).ItemNumber),
  );
  yield;
  const byItemNumber = Int32Array.from(positions.slice().sort((a, b) => v(a).ItemNumber - v(b).ItemNumber));
  return {
    variants,
    texts,
    ids: Uint16Array.from(ids),
    starts,
    valueIds,
    valueNames,
    order: { default: byDefault, title: byTitle, itemNumber: byItemNumber },
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
  return runSteps(applyFiltersSteps(index, filters));
}

/** applyFilters as steps (see ./steps): the server answers a query over 20,000 variants a slice at a time. */
export function* applyFiltersSteps<V extends FilterableVariant>(
  index: CatalogIndex<V>,
  filters: CatalogFilters,
): Steps<FilterResult<V>> {
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
  const { ids, starts, texts, variants } = index;

  const matches = (from: number, to: number, g: number): boolean => {
    const c = chosen[g]!;
    if (!c.active) return true;
    if (all[g]) {
      if (c.unknown) return false;
      let hits = 0;
      for (let k = from; k < to; k++) hits += c.flags[ids[k]!]!;
      return hits === c.count;
    }
    for (let k = from; k < to; k++) if (c.flags[ids[k]!]) return true;
    return false;
  };

  let visited = 0;
  for (const position of index.order[filters.sort]) {
    if (++visited % STEP === 0) yield;
    if (tokens.length) {
      const text = texts[position]!;
      let found = true;
      for (const t of tokens) {
        if (!text.includes(t)) {
          found = false;
          break;
        }
      }
      if (!found) continue;
    }
    const base = position * groups;
    let failed = -1;
    let failures = 0;
    for (let g = 0; g < groups && failures < 2; g++) {
      if (!matches(starts[base + g]!, starts[base + g + 1]!, g)) {
        failures++;
        failed = g;
      }
    }
    if (failures > 1) continue;
    for (let g = 0; g < groups; g++) {
      // A variant failing only group g still counts towards g's options when g is an "any" facet.
      if (failures === 1 && (g !== failed || all[g])) continue;
      const tally = tallies[g]!;
      for (let k = starts[base + g]!, to = starts[base + g + 1]!; k < to; k++) tally[ids[k]!]!++;
    }
    if (failures === 0) results.push(variants[position]!);
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
