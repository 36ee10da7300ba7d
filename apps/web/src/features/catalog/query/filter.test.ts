import { describe, expect, it } from 'vitest';
import { deriveCatalog } from './derive';
import {
  applyFilters,
  buildIndex,
  emptyFilters,
  facetOptions,
  filtersToQuery,
  hasActiveFilters,
  pageOf,
  parseFilters,
  toggleFacetValue,
  type CatalogFilters,
} from './filter';
import { allergens, categoryData, rawProduct, rawVariant } from './fixtures';
import { indexLabels } from './labels';

const catalog = deriveCatalog(
  {
    Culture: 'en-GB',
    LastChanged: '2026-01-01T00:00:00.000Z',
    Products: [
      rawProduct({
        ProductId: 'P-1',
        NameOne: 'Cold-water prawns',
        Variants: [
          rawVariant({
            VariantId: 'a',
            ItemNumber: 300,
            StorageConditionId: 'SC-FROZEN',
            Certificates: [
              { Name: 'MSC', CertificateNumber: 'M1' },
              { Name: 'FrozenAtSea', CertificateNumber: null },
            ],
          }),
          rawVariant({
            VariantId: 'b',
            ItemNumber: 100,
            SortOrder: 2,
            StorageConditionId: 'SC-CHILLED',
            PackagingTypeId: 'PT-BAG',
            Allergens: allergens({ Crustaceans: 'Contains' }),
          }),
        ],
      }),
      rawProduct({
        ProductId: 'P-2',
        SpecieId: 'SP-COD',
        SpecificationId: 'SPEC-FILLET',
        BrandId: 'B-ARCTIC',
        NameOne: 'Atlantic cod',
        NameTwo: 'loins',
        CatchingAreaIds: ['CA-EG', 'CA-WG'],
        Variants: [
          rawVariant({
            VariantId: 'c',
            ItemNumber: 200,
            Certificates: [{ Name: 'MSC', CertificateNumber: 'M2' }],
            Allergens: allergens({ Fish: 'Contains' }),
          }),
        ],
      }),
    ],
  },
  categoryData(),
  { Attributes: [{ Uid: 'u1', Alias: 'MSC', DisplayName: 'MSC certified' }] },
);
const index = buildIndex(catalog.variants);
const run = (change: (f: CatalogFilters) => CatalogFilters) => applyFilters(index, change(emptyFilters()));
const ids = (f: (f: CatalogFilters) => CatalogFilters) => run(f).variants.map((v) => v.VariantId);

describe('catalogue filtering', () => {
  it('lists every variant in the default order (species sort order first) without filters', () => {
    expect(ids((f) => f)).toEqual(['c', 'a', 'b']);
  });

  it('sorts by item number and by title', () => {
    expect(ids((f) => ({ ...f, sort: 'itemNumber' }))).toEqual(['b', 'c', 'a']);
    expect(ids((f) => ({ ...f, sort: 'title' }))).toEqual(['c', 'b', 'a']);
  });

  it('searches titles and item numbers, every word must match, case-insensitively', () => {
    expect(ids((f) => ({ ...f, q: 'PRAWN' }))).toEqual(['a', 'b']);
    expect(ids((f) => ({ ...f, q: '200' }))).toEqual(['c']);
    expect(ids((f) => ({ ...f, q: 'cod loins' }))).toEqual(['c']);
    expect(ids((f) => ({ ...f, q: 'cod prawns' }))).toEqual([]);
  });

  it('matches any chosen value within a facet and all facets together', () => {
    expect(ids((f) => toggleFacetValue(f, 'species', 'SP-COD'))).toEqual(['c']);
    expect(ids((f) => toggleFacetValue(toggleFacetValue(f, 'species', 'SP-COD'), 'species', 'SP-PRAWN'))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ids((f) => toggleFacetValue(toggleFacetValue(f, 'species', 'SP-PRAWN'), 'storage', 'SC-CHILLED'))).toEqual([
      'b',
    ]);
    expect(ids((f) => toggleFacetValue(f, 'area', 'CA-EG'))).toEqual(['c']);
    expect(ids((f) => toggleFacetValue(f, 'brand', 'B-QILAK'))).toEqual(['a', 'b']);
    expect(ids((f) => toggleFacetValue(f, 'packaging', 'PT-BAG'))).toEqual(['b']);
  });

  it('requires every chosen certificate and every chosen free-from allergen', () => {
    expect(ids((f) => toggleFacetValue(f, 'cert', 'MSC'))).toEqual(['c', 'a']);
    expect(ids((f) => toggleFacetValue(toggleFacetValue(f, 'cert', 'MSC'), 'cert', 'FrozenAtSea'))).toEqual(['a']);
    expect(ids((f) => toggleFacetValue(f, 'free', 'Crustaceans'))).toEqual(['c', 'a']);
    expect(ids((f) => toggleFacetValue(toggleFacetValue(f, 'free', 'Crustaceans'), 'free', 'Fish'))).toEqual(['a']);
  });

  it('matches nothing for a value the catalogue does not have (a stale link)', () => {
    expect(ids((f) => toggleFacetValue(f, 'species', 'SP-GONE'))).toEqual([]);
    expect(ids((f) => toggleFacetValue(f, 'cert', 'NOPE'))).toEqual([]);
    expect(ids((f) => toggleFacetValue(toggleFacetValue(f, 'species', 'SP-GONE'), 'species', 'SP-COD'))).toEqual(['c']);
  });

  it('counts an "any" facet over the other filters and an "all" facet over the results', () => {
    const { counts } = run((f) => toggleFacetValue(f, 'species', 'SP-COD'));
    expect(counts.species.get('SP-PRAWN')).toBe(2);
    expect(counts.species.get('SP-COD')).toBe(1);
    expect(counts.storage.get('SC-CHILLED')).toBeUndefined();
    expect(counts.cert.get('MSC')).toBe(1);
    const certs = run((f) => toggleFacetValue(f, 'cert', 'MSC')).counts;
    expect(certs.cert.get('FrozenAtSea')).toBe(1);
    expect(certs.species.get('SP-PRAWN')).toBe(1);
  });
});

describe('filters in the URL', () => {
  it('round-trip through the query string and leave defaults out', () => {
    const filters = toggleFacetValue(
      toggleFacetValue({ ...emptyFilters(), q: 'cod', sort: 'title', page: 2 }, 'brand', 'B-1'),
      'brand',
      'B-2',
    );
    const query = filtersToQuery(filters);
    expect(query).toBe('q=cod&brand=B-1,B-2&sort=title');
    expect(parseFilters(new URLSearchParams(query))).toEqual({ ...filters, page: 1 });
    expect(filtersToQuery(emptyFilters())).toBe('');
    expect(filtersToQuery({ ...emptyFilters(), page: 3 })).toBe('page=3');
  });

  it('ignores unknown sort keys, bad pages and empty values', () => {
    const parsed = parseFilters(new URLSearchParams('sort=price&page=-2&species=,,a,a&x=1'));
    expect(parsed.sort).toBe('default');
    expect(parsed.page).toBe(1);
    expect(parsed.facets.species).toEqual(['a']);
    expect(hasActiveFilters(parsed)).toBe(true);
    expect(hasActiveFilters(emptyFilters())).toBe(false);
  });

  it('toggling a value goes back to the first page', () => {
    expect(toggleFacetValue({ ...emptyFilters(), page: 4 }, 'free', 'Fish').page).toBe(1);
  });
});

describe('facet options and paging', () => {
  it('label species by name and certificates and allergens through the attribute labels', () => {
    const options = facetOptions(catalog, indexLabels(catalog.attributes));
    expect(options.species.map((o) => o.label)).toEqual(['Cod', 'Prawns']);
    expect(options.cert.find((o) => o.value === 'MSC')?.label).toBe('MSC certified');
    expect(options.cert.find((o) => o.value === 'ASC')?.label).toBe('ASC (missing)');
    expect(options.free).toHaveLength(14);
  });

  it('pages clamp to the available range', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], page: 2, pages: 3 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ items: [3], page: 2, pages: 2 });
    expect(pageOf([], 1, 2)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
