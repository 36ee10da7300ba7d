import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '@qilak/pim-contract/constants';
import {
  FACET_KEYS,
  applyFilters,
  buildIndex,
  eachFacetValue,
  emptyFilters,
  type CatalogFilters,
  type FacetKey,
  type FilterableVariant,
} from './filter';

/**
 * The index keeps facet values in flat arrays (see CatalogIndex). This checks it against the plain reading of the
 * rules on seeded random catalogues: a variant matches when every facet matches ("any" facets: one chosen value;
 * certificates and free-from: all of them), and an option's count is over the variants matching every other facet
 * ("any") or over the results ("all").
 */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function pick<T>(next: () => number, items: readonly T[], max: number): T[] {
  return Array.from({ length: Math.floor(next() * (max + 1)) }, () => items[Math.floor(next() * items.length)]!);
}

function variantOf(next: () => number, i: number): FilterableVariant {
  const one = (prefix: string, n: number) => `${prefix}-${Math.floor(next() * n)}`;
  return {
    ProductId: one('P', 30),
    ItemNumber: 1000 + i,
    SortOrder: Math.floor(next() * 5),
    Title: one('Title', 12),
    SubTitle: next() < 0.3 ? null : one('Sub', 4),
    SpecieId: one('SP', 5),
    BrandId: next() < 0.2 ? null : one('B', 4),
    StorageConditionId: next() < 0.2 ? null : one('SC', 3),
    ConceptId: next() < 0.5 ? null : one('CO', 3),
    // Repeated values on purpose: a variant counts once per option.
    CatchingAreaIds: pick(next, ['CA-1', 'CA-2', 'CA-3', 'CA-4'], 4),
    PackagingTypeId: next() < 0.2 ? null : one('PT', 3),
    SpecieSortOrder: Math.floor(next() * 3),
    SpecificationSortOrder: Math.floor(next() * 3),
    Certificates: pick(next, ['MSC', 'ASC', 'FrozenAtSea'], 3).map((name) => ({ name })),
    Allergens: Object.fromEntries(pick(next, ALLERGENS, 4).map((a) => [a, next() < 0.7 ? 'Free' : 'Contains'])),
  };
}

function valuesOf(variant: FilterableVariant): Set<string>[] {
  const values = FACET_KEYS.map(() => new Set<string>());
  eachFacetValue(variant, (g, value) => values[g]!.add(value));
  return values;
}

const ALL_FACETS = new Set<FacetKey>(['cert', 'free']);

function reference(variants: FilterableVariant[], filters: CatalogFilters) {
  const matchesFacet = (variant: FilterableVariant, g: number) => {
    const chosen = filters.facets[FACET_KEYS[g]!];
    if (!chosen.length) return true;
    const has = valuesOf(variant)[g]!;
    return ALL_FACETS.has(FACET_KEYS[g]!) ? chosen.every((c) => has.has(c)) : chosen.some((c) => has.has(c));
  };
  const matchesAll = (variant: FilterableVariant, except = -1) =>
    FACET_KEYS.every((_, g) => g === except || matchesFacet(variant, g));
  const results = variants.filter((v) => matchesAll(v));
  const counts = FACET_KEYS.map((key, g) => {
    const over = ALL_FACETS.has(key) ? results : variants.filter((v) => matchesAll(v, g));
    const map = new Map<string, number>();
    for (const v of over) for (const value of valuesOf(v)[g]!) map.set(value, (map.get(value) ?? 0) + 1);
    return [...map].sort();
  });
  return { ids: results.map((v) => v.ItemNumber).sort(), counts };
}

describe('the flat catalogue index', () => {
  it('filters and counts as the rules read, on 200 random catalogues and filters', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const variants = Array.from({ length: 1 + Math.floor(next() * 60) }, (_, i) => variantOf(next, i));
      const index = buildIndex(variants);
      const filters = emptyFilters();
      for (const key of FACET_KEYS) {
        const options = [...new Set(variants.flatMap((v) => [...valuesOf(v)[FACET_KEYS.indexOf(key)]!]))];
        filters.facets[key] = next() < 0.6 ? [] : pick(next, [...options, 'not-in-catalogue'], 2);
      }
      const got = applyFilters(index, filters);
      const want = reference(variants, filters);
      expect(got.variants.map((v) => v.ItemNumber).sort(), `seed ${seed}`).toEqual(want.ids);
      expect(
        FACET_KEYS.map((key) => [...got.counts[key]].sort()),
        `seed ${seed}`,
      ).toEqual(want.counts);
    }
  });
});
