import { filtersToQuery, type CatalogFilters, type CatalogPage } from '@/features/catalog/query';

/**
 * A page of results from the site's server (/api/catalog/<market>/query), for the moments the worker cannot answer
 * yet: a first visit's download is still running, or the worker could not load the catalogue at all.
 */
export async function askServer(culture: string, filters: CatalogFilters, pageSize: number): Promise<CatalogPage> {
  const query = filtersToQuery(filters);
  const response = await fetch(
    `/api/catalog/${encodeURIComponent(culture)}/query?${query ? `${query}&` : ''}size=${pageSize}`,
  );
  if (!response.ok) throw new Error(`the catalogue query answered ${response.status}`);
  return (await response.json()) as CatalogPage;
}
