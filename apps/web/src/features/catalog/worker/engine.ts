import {
  type BrowserCatalog,
  type CatalogCardData,
  type CatalogQuerySource,
  type FacetKey,
  type FacetOption,
  facetOptions,
  indexLabels,
  queryCatalog,
  querySourceOf,
  type MyCatalogItem,
} from '@/features/catalog/query';
import { loadCatalog } from '@/features/catalog/cache';
import type { CatalogAnswer, CatalogRequest, LoadedCatalogPage, SelectionRow } from './protocol';

/**
 * The catalogue's heavy work, run inside the catalogue worker (or on the main thread when no worker can start):
 * the IndexedDB cache and its reload rules (Dexie), JSON parsing, the search index and filtering. Callers get
 * back only what they show: a page of cards and the facet counts.
 */
interface Loaded extends CatalogQuerySource {
  catalog: BrowserCatalog;
  source: LoadedCatalogPage['source'];
  /** Settles when the IndexedDB cache holds the catalogue (it is answered from memory before). */
  stored: Promise<boolean>;
  options: Record<FacetKey, FacetOption[]>;
}

const loaded = new Map<string, Promise<Loaded>>();

function load(culture: string): Promise<Loaded> {
  let running = loaded.get(culture);
  if (!running) {
    running = loadCatalog(culture).then(({ catalog, source, stored }): Loaded => ({
      ...querySourceOf(catalog),
      catalog,
      source,
      stored,
      options: facetOptions(catalog, indexLabels(catalog.attributes)),
    }));
    loaded.set(culture, running);
    running.catch(() => loaded.delete(culture));
  }
  return running;
}

/** Cards for the selection; items the catalogue no longer has stay listed (so they can be removed). */
export function selectionRows(
  state: Pick<Loaded, 'catalog' | 'byItemNumber'>,
  items: readonly MyCatalogItem[],
): SelectionRow[] {
  const products = new Map(state.catalog.products.map((p) => [p.ProductId, p]));
  return items.map((item): SelectionRow => {
    if (item.itemNumber !== undefined) {
      const v = state.byItemNumber.get(item.itemNumber);
      const card: CatalogCardData | null =
        v && v.ProductId === item.productId
          ? {
              productId: v.ProductId,
              itemNumber: v.ItemNumber,
              title: v.Title,
              subTitle: v.SubTitle,
              brandName: v.BrandName,
              image: v.Image ?? v.ProductImage,
            }
          : null;
      return { item, card };
    }
    const p = products.get(item.productId);
    return {
      item,
      card: p
        ? {
            productId: p.ProductId,
            itemNumber: null,
            title: p.Title,
            subTitle: p.SubTitle,
            brandName: p.BrandName,
            image: p.Image,
          }
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
        filled: await Promise.race([state.stored, Promise.resolve(null)]),
        version: state.catalog.lastChanged,
        options: state.options,
        result: queryCatalog(state, request.language, request.filters, request.pageSize),
      };
      return answer as CatalogAnswer<R>;
    }
    case 'query':
      return queryCatalog(state, request.language, request.filters, request.pageSize) as CatalogAnswer<R>;
    case 'select':
      return selectionRows(state, request.items) as CatalogAnswer<R>;
    case 'stored':
      return (await state.stored) as CatalogAnswer<R>;
  }
  throw new Error(`unknown catalogue request ${(request as { type: string }).type}`);
}
