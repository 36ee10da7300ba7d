import type { BrowserCatalog, CatalogVariant } from './browser-catalog';
import { joinVariantsSteps } from './browser-catalog';
import { runSteps, type Steps } from './steps';
import {
  FACET_KEYS,
  applyFiltersSteps,
  buildIndexSteps,
  pageOf,
  type CatalogFilters,
  type CatalogIndex,
  type FacetKey,
  type ViewKey,
} from './filter';
import {
  groupByProduct,
  itemNumberQuery,
  packNames,
  productCardOf,
  variantRow,
  type ExactItem,
  type ProductCardData,
  type VariantRowData,
} from './product-cards';

/** One page of results as the catalogue browser shows it: small enough to cross threads for every keystroke. */
export interface CatalogPage {
  view: ViewKey;
  /** The page's product cards (view "products"), each with its matching variants. */
  products: ProductCardData[];
  /** The page's item-number rows (view "variants"). */
  rows: VariantRowData[];
  /** Matching variants over all pages. */
  total: number;
  /** Matching products over all pages. */
  productTotal: number;
  /** The variant a search for its whole item number names (anywhere in the catalogue), or null. */
  exact: ExactItem | null;
  /** The page shown (the requested one, clamped to the pages there are), 1-based; pages count the view's items. */
  page: number;
  pages: number;
  /** Per facet: option value -> count, as applyFilters counts them. */
  counts: Record<FacetKey, Record<string, number>>;
}

/**
 * What answering a query needs of one catalogue, built once per catalogue version: in the browser's catalogue
 * worker, and on the server, which answers the first filters of a visit while the worker still downloads.
 */
export interface CatalogQuerySource {
  /** The variants joined with their products' fields, in the catalogue's order. */
  variants: CatalogVariant[];
  packs: ReadonlyMap<string, string>;
  byItemNumber: ReadonlyMap<number, CatalogVariant>;
  /** Per language (its title collation): built on first use. */
  indexes: Map<string, CatalogIndex<CatalogVariant>>;
}

export function querySourceOf(catalog: Pick<BrowserCatalog, 'products' | 'variants' | 'packagingTypes'>) {
  return runSteps(querySourceSteps(catalog));
}

/** querySourceOf as steps (see ./steps): the server builds it a slice at a time. */
export function* querySourceSteps(
  catalog: Pick<BrowserCatalog, 'products' | 'variants' | 'packagingTypes'>,
): Steps<CatalogQuerySource> {
  const variants = yield* joinVariantsSteps(catalog);
  return {
    variants,
    packs: packNames(catalog.packagingTypes),
    byItemNumber: new Map(variants.map((v) => [v.ItemNumber, v])),
    indexes: new Map(),
  } satisfies CatalogQuerySource;
}

/** The source's index for a language (its title collation), built on first use; as steps (see ./steps). */
export function* indexSteps(source: CatalogQuerySource, language: string): Steps<CatalogIndex<CatalogVariant>> {
  let index = source.indexes.get(language);
  if (!index) {
    index = yield* buildIndexSteps(source.variants, language);
    // Another caller may have built it while these steps paused: keep the first.
    const first = source.indexes.get(language);
    if (first) return first;
    source.indexes.set(language, index);
  }
  return index;
}

/** The page of results for the filters: the worker's answer to every keystroke, and the server's before it. */
export function queryCatalog(
  source: CatalogQuerySource,
  language: string,
  filters: CatalogFilters,
  pageSize: number,
): CatalogPage {
  return runSteps(queryCatalogSteps(source, language, filters, pageSize));
}

/** queryCatalog as steps (see ./steps): the server's answer is worked out a slice at a time. */
export function* queryCatalogSteps(
  source: CatalogQuerySource,
  language: string,
  filters: CatalogFilters,
  pageSize: number,
): Steps<CatalogPage> {
  const result = yield* applyFiltersSteps(yield* indexSteps(source, language), filters);
  const counts = Object.fromEntries(
    FACET_KEYS.map((key) => [key, Object.fromEntries(result.counts[key])]),
  ) as CatalogPage['counts'];
  const groups = groupByProduct(result.variants);
  const wanted = itemNumberQuery(filters.q);
  const hit = wanted === null ? undefined : source.byItemNumber.get(wanted);
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
      rows: paged.items.map((v) => variantRow(v, source.packs)),
      page: paged.page,
      pages: paged.pages,
    };
  }
  const paged = pageOf(groups, filters.page, pageSize);
  return {
    ...common,
    products: paged.items.map((group) => productCardOf(group, source.packs)),
    rows: [],
    page: paged.page,
    pages: paged.pages,
  };
}
