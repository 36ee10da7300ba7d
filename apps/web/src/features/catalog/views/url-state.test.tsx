import { createSerializer } from 'nuqs';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersToQuery, parseFilters, toggleFacetValue } from '@/features/catalog/query';
import { catalogUrlParsers, useCatalogFilters } from './url-state';

function Filters() {
  const [filters] = useCatalogFilters();
  return <pre>{JSON.stringify(filters)}</pre>;
}
const read = (search: string) =>
  JSON.parse(
    renderToStaticMarkup(
      <NuqsTestingAdapter searchParams={search}>
        <Filters />
      </NuqsTestingAdapter>,
    )
      .replace(/^<pre>|<\/pre>$/g, '')
      .replaceAll('&quot;', '"'),
  ) as unknown;

describe("the catalogue's filters in the address", () => {
  it.each([
    '',
    '?q=prawn&species=a,b',
    '?species=a,%20a,,b&storage=frozen&sort=title&view=variants&page=3',
    '?sort=nonsense&view=grid&page=0&brand=',
    '?page=-2&page=x&q=' + 'x'.repeat(300),
  ])('are read by the rules of the query API (%s)', (search) => {
    expect(read(search)).toEqual(parseFilters(new URLSearchParams(search)));
  });

  it('are written as the query API reads them, defaults left out', () => {
    const serialize = createSerializer(catalogUrlParsers);
    const filters = { ...toggleFacetValue(toggleFacetValue(emptyFilters(), 'species', 'a'), 'species', 'b') };
    for (const f of [emptyFilters(), filters, { ...filters, q: 'prawn', sort: 'title' as const, page: 2 }]) {
      const written = serialize({ q: f.q, ...f.facets, sort: f.sort, view: f.view, page: f.page });
      expect(parseFilters(new URLSearchParams(written))).toEqual(f);
      expect(decodeURIComponent(written.replace(/^\?/, ''))).toBe(decodeURIComponent(filtersToQuery(f)));
    }
  });
});
