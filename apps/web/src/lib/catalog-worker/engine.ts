import {
  joinVariants,
  type BrowserCatalog,
  type CatalogVariant,
  type CatalogCardData,
  FACET_KEYS,
  applyFilters,
  buildIndex,
  facetOptions,
  pageOf,
  type CatalogFilters,
  type CatalogIndex,
  type FacetKey,
  type FacetOption,
  indexLabels,
  groupByProduct,
  itemNumberQuery,
  packNames,
  productCardOf,
  variantRow,
  type MyCatalogItem,
} from '@/lib/catalog';
import { loadCatalog } from '@/lib/catalog-cache';
import type { CatalogAnswer, CatalogPage, CatalogRequest, LoadedCatalogPage, SelectionRow } from './protocol';

/**
 * The catalogue's heavy work, run inside the catalogue worker (or on the main thread when no worker can start):
 * the IndexedDB cache and its reload rules (Dexie), JSON parsing, the search index and filtering. Callers get
 * back only what they show: a page of cards and the facet counts.
 */
interface Loaded {
  catalog: BrowserCatalog;
  /** The variants joined with their products' fields, in the catalogue's order. */
  variants: CatalogVariant[];
  source: LoadedCatalogPage['source'];
  /** Settles when the IndexedDB cache holds the catalogue (it is answered from memory before). */
  stored: Promise<boolean>;
  options: Record<FacetKey, FacetOption[]>;
  indexes: Map<string, CatalogIndex<CatalogVariant>>;
  packs: ReadonlyMap<string, string>;
  byItemNumber: ReadonlyMap<number, CatalogVariant>;
}

const loaded = new Map<string, Promise<Loaded>>();

function load(culture: string): Promise<Loaded> {
  let running = loaded.get(culture);
  if (!running) {
    running = loadCatalog(culture).then(({ catalog, source, stored }): Loaded => {
      const variants = joinVariants(catalog);
      return {
        catalog,
        variants,
        source,
        stored,
        options: facetOptions(catalog, indexLabels(catalog.attributes)),
        indexes: new Map(),
        packs: packNames(catalog.packagingTypes),
        byItemNumber: new Map(variants.map((v) => [v.ItemNumber, v])),
      };
    });
    loaded.set(culture, running);
    running.catch(() => loaded.delete(culture));
  }
  return running;
}

function indexOf(state: Loaded, language: string): CatalogIndex<CatalogVariant> {
  let index = state.indexes.get(language);
  if (!index) {
    index = buildIndex(state.variants, language);
    state.indexes.set(language, index);
  }
  return index;
}

function query(
  state: Loaded,
  index: CatalogIndex<CatalogVariant>,
  filters: CatalogFilters,
  pageSize: number,
): CatalogPage {
  const result = applyFilters(index, filters);
  const counts = Object.fromEntries(
    FACET_KEYS.map((key) => [key, Object.fromEntries(result.counts[key])]),
  ) as CatalogPage['counts'];
  const groups = groupByProduct(result.variants);
  const wanted = itemNumberQuery(filters.q);
  const hit = wanted === null ? undefined : state.byItemNumber.get(wanted);
  const common = {
    view: filters.view,
    total: result.variants.length,
    productTotal: groups.length,
    counts,
    exact: hit ? { productId: hit.ProductId, itemNumber: hit.ItemNumber, title: hit.Title } : null,
  };
  if (filters.view === 'variants') {
    const paged = pageOf(result.variants, filters.page, pageSize);
    return {
      ...common,
      products: [],
      rows: paged.items.map((v) => variantRow(v, state.packs)),
      page: paged.page,
      pages: paged.pages,
    };
  }
  const paged = pageOf(groups, filters.page, pageSize);
  return {
    ...common,
    products: paged.items.map((group) => productCardOf(group, state.packs)),
    rows: [],
    page: paged.page,
    pages: paged.pages,
  };
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
        result: query(state, indexOf(state, request.language), request.filters, request.pageSize),
      };
      return answer as CatalogAnswer<R>;
    }
    case 'query':
      return query(state, indexOf(state, request.language), request.filters, request.pageSize) as CatalogAnswer<R>;
    case 'select':
      return selectionRows(state, request.items) as CatalogAnswer<R>;
    case 'stored':
      return (await state.stored) as CatalogAnswer<R>;
  }
  throw new Error(`unknown catalogue request ${(request as { type: string }).type}`);
}
