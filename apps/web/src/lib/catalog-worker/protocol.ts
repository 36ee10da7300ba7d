import type { CatalogCardData } from '@/lib/catalog/cards';
import type { CatalogFilters, FacetKey, FacetOption } from '@/lib/catalog/filter-state';
import type { MyCatalogItem } from '@/lib/catalog/my-catalog';

/** One page of results as the catalogue browser shows it: small enough to cross threads for every keystroke. */
export interface CatalogPage {
  cards: CatalogCardData[];
  /** Results over all pages. */
  total: number;
  /** The page shown (the requested one, clamped to the pages there are), 1-based. */
  page: number;
  pages: number;
  /** Per facet: option value -> count, as applyFilters counts them. */
  counts: Record<FacetKey, Record<string, number>>;
}

export interface LoadedCatalogPage {
  /** Where the catalogue came from (see LoadedCatalog.source). */
  source: 'cache' | 'reloaded' | 'server';
  /** The catalogue's lastChanged. */
  version: string;
  options: Record<FacetKey, FacetOption[]>;
  result: CatalogPage;
}

export interface SelectionRow {
  item: MyCatalogItem;
  card: CatalogCardData | null;
}

export type CatalogRequest =
  /** Loads the market's catalogue (cache, reload rules, fallback), builds its index and answers the first query. */
  | { type: 'load'; culture: string; language: string; filters: CatalogFilters; pageSize: number }
  | { type: 'query'; culture: string; language: string; filters: CatalogFilters; pageSize: number }
  /** Cards for "my catalogue": null for items the catalogue no longer has. */
  | { type: 'select'; culture: string; items: MyCatalogItem[] };

export type CatalogAnswer<R extends CatalogRequest> = R extends { type: 'load' }
  ? LoadedCatalogPage
  : R extends { type: 'query' }
    ? CatalogPage
    : SelectionRow[];

export type WorkerMessage = { id: number; answer: unknown } | { id: number; error: string };
