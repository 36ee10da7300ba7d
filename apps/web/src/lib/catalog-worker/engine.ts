import type { Catalog } from '@/lib/catalog/types';
import { productCard, variantCard } from '@/lib/catalog/cards';
import {
  FACET_KEYS,
  applyFilters,
  buildIndex,
  facetOptions,
  pageOf,
  type CatalogFilters,
  type CatalogIndex,
  type FacetKey,
  type FacetOption,
} from '@/lib/catalog/filter';
import { indexLabels } from '@/lib/catalog/labels';
import type { MyCatalogItem } from '@/lib/catalog/my-catalog';
import { loadCatalog } from '@/lib/catalog-cache/browser';
import type { CatalogAnswer, CatalogPage, CatalogRequest, LoadedCatalogPage, SelectionRow } from './protocol';

/**
 * The catalogue's heavy work, run inside the catalogue worker (or on the main thread when no worker can start):
 * the IndexedDB cache and its reload rules (Dexie), JSON parsing, the search index and filtering. Callers get
 * back only what they show: a page of cards and the facet counts.
 */
interface Loaded {
  catalog: Catalog;
  source: LoadedCatalogPage['source'];
  options: Record<FacetKey, FacetOption[]>;
  indexes: Map<string, CatalogIndex>;
}

const loaded = new Map<string, Promise<Loaded>>();

function load(culture: string): Promise<Loaded> {
  let running = loaded.get(culture);
  if (!running) {
    running = loadCatalog(culture).then(({ catalog, source }) => ({
      catalog,
      source,
      options: facetOptions(catalog, indexLabels(catalog.attributes)),
      indexes: new Map(),
    }));
    loaded.set(culture, running);
    running.catch(() => loaded.delete(culture));
  }
  return running;
}

function indexOf(state: Loaded, language: string): CatalogIndex {
  let index = state.indexes.get(language);
  if (!index) {
    index = buildIndex(state.catalog.variants, language);
    state.indexes.set(language, index);
  }
  return index;
}

function query(index: CatalogIndex, filters: CatalogFilters, pageSize: number): CatalogPage {
  const result = applyFilters(index, filters);
  const paged = pageOf(result.variants, filters.page, pageSize);
  const counts = Object.fromEntries(
    FACET_KEYS.map((key) => [key, Object.fromEntries(result.counts[key])]),
  ) as CatalogPage['counts'];
  return {
    cards: paged.items.map(variantCard),
    total: result.variants.length,
    page: paged.page,
    pages: paged.pages,
    counts,
  };
}

/** Cards for the selection; items the catalogue no longer has stay listed (so they can be removed). */
export function selectionRows(catalog: Catalog, items: readonly MyCatalogItem[]): SelectionRow[] {
  const products = new Map(catalog.products.map((p) => [p.ProductId, p]));
  const variants = new Map(catalog.variants.map((v) => [v.ItemNumber, v]));
  return items.map((item) => {
    if (item.itemNumber !== undefined) {
      const variant = variants.get(item.itemNumber);
      return { item, card: variant && variant.ProductId === item.productId ? variantCard(variant) : null };
    }
    const product = products.get(item.productId);
    return {
      item,
      card: product
        ? productCard(
            product,
            catalog.variants.find((v) => v.ProductId === item.productId),
          )
        : null,
    };
  });
}

export async function handle<R extends CatalogRequest>(request: R): Promise<CatalogAnswer<R>> {
  const state = await load(request.culture);
  switch (request.type) {
    case 'load': {
      const answer: LoadedCatalogPage = {
        source: state.source,
        version: state.catalog.lastChanged,
        options: state.options,
        result: query(indexOf(state, request.language), request.filters, request.pageSize),
      };
      return answer as CatalogAnswer<R>;
    }
    case 'query':
      return query(indexOf(state, request.language), request.filters, request.pageSize) as CatalogAnswer<R>;
    case 'select':
      return selectionRows(state.catalog, request.items) as CatalogAnswer<R>;
  }
  throw new Error(`unknown catalogue request ${(request as { type: string }).type}`);
}
