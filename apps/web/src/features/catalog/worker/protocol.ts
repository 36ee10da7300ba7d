import type {
  CatalogPage,
  CatalogCardData,
  CatalogFilters,
  FacetKey,
  FacetOption,
  MyCatalogItem,
} from '@/features/catalog/query';

export type { CatalogPage };

export interface LoadedCatalogPage {
  /** Where the catalogue came from (see LoadedCatalog.source). */
  source: 'cache' | 'reloaded' | 'server';
  /** Whether IndexedDB holds the catalogue yet: null while it is being written (ask 'stored' to wait). */
  filled: boolean | null;
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
  | { type: 'select'; culture: string; items: MyCatalogItem[] }
  /** Resolves when the browser cache holds the loaded catalogue: true, or false when it could not be stored. */
  | { type: 'stored'; culture: string };

export type CatalogAnswer<R extends CatalogRequest> = R extends { type: 'load' }
  ? LoadedCatalogPage
  : R extends { type: 'query' }
    ? CatalogPage
    : R extends { type: 'stored' }
      ? boolean
      : SelectionRow[];

export type WorkerMessage = { id: number; answer: unknown } | { id: number; error: string };
