import { memo } from 'react';
import type { MarketCode } from '@qilak/markets';
import type { Messages } from '@/i18n/messages';
import {
  FACET_KEYS,
  SORT_KEYS,
  activeFilterCount,
  activeFilters,
  emptyFilters,
  hasActiveFilters,
  toggleFacetValue,
  type CatalogFilters,
  type FacetKey,
  type FacetOption,
  type SortKey,
  type ViewKey,
  type ExactItem,
  type ProductCardData,
  type VariantRowData,
} from '@/features/catalog/query';
import { marketPath, printCatalogPath, variantPath } from '@/lib/routing';
import { PRODUCT_FIRST_ROW, ProductCardGrid, VariantRowTable, type ProductListTexts } from './ProductCards';

// The lists re-render only when their cards, rows or texts change: the worker's first answer usually equals the
// server's first screen (CatalogBrowser keeps the same array then), and a facet count update touches no card.
const CardGrid = memo(ProductCardGrid);
const RowTable = memo(VariantRowTable);

/**
 * One facet option. Memoised: a new answer's counts re-render the options whose count changed, a tick the option
 * ticked; `onToggle` is the same function every render.
 */
const FacetOptionRow = memo(function FacetOptionRow({
  facet,
  value,
  label,
  count,
  checked,
  disabled,
  onToggle,
}: {
  facet: FacetKey;
  value: string;
  label: string;
  /** null before the first counts. */
  count: number | null;
  checked: boolean;
  disabled: boolean;
  onToggle: (key: FacetKey, value: string) => void;
}) {
  return (
    <label className="flex items-center gap-2 py-1 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={() => onToggle(facet, value)}
        data-facet-value={value}
        className="size-4"
      />
      <span>{label}</span>
      {count !== null && <span className="text-secondary">({count})</span>}
    </label>
  );
});
const noToggle = () => undefined;

/** A key of the Catalog messages (typed against the English catalogue, like next-intl's own translator). */
export type CatalogMessageKey = keyof Messages['Catalog'];
export type Translate = (key: CatalogMessageKey, values?: Record<string, string | number>) => string;

const FACET_TITLE: Record<FacetKey, CatalogMessageKey> = {
  species: 'facetSpecies',
  brand: 'facetBrand',
  storage: 'facetStorage',
  concept: 'facetConcept',
  area: 'facetArea',
  packaging: 'facetPackaging',
  cert: 'facetCert',
  free: 'facetFree',
};
const SORT_TITLE: Record<SortKey, CatalogMessageKey> = {
  default: 'sortDefault',
  title: 'sortTitle',
  itemNumber: 'sortItemNumber',
};
const VIEW_TITLE: Record<ViewKey, CatalogMessageKey> = { products: 'viewProducts', variants: 'viewVariants' };

export const FILTER_SHEET_ID = 'catalog-filters';

export type CatalogStatus = 'loading' | 'cache' | 'reloaded' | 'server' | 'failed';

/** What the list shows: the server's first screen, then the worker's answers. */
export interface CatalogListState {
  products: ProductCardData[];
  rows: VariantRowData[];
  total: number;
  productTotal: number;
  page: number;
  pages: number;
  exact: ExactItem | null;
  counts: Record<FacetKey, Record<string, number>> | null;
}

export function listTexts(t: Translate): ProductListTexts {
  return {
    itemNumber: (itemNumber) => t('itemNumber', { itemNumber }),
    itemNumberHeading: t('sortItemNumber'),
    variantsOf: (title) => t('variantsOf', { title }),
    moreVariants: (count) => t('moreVariants', { count }),
    size: t('size'),
    pack: t('pack'),
    product: t('viewProducts'),
  };
}

/** Opens the filter sheet; the button's `command` does it natively where browsers support invoker commands. */
function openSheet() {
  if ('command' in HTMLButtonElement.prototype) return;
  (document.getElementById(FILTER_SHEET_ID) as HTMLDialogElement | null)?.showModal();
}
function closeSheet() {
  (document.getElementById(FILTER_SHEET_ID) as HTMLDialogElement | null)?.close();
}

/**
 * The catalogue's markup, without state: rendered by the server as the first screen (no handlers: nothing to
 * do until the browser takes over) and by CatalogBrowser with its state. On a phone the products come first and
 * the filters live in a sheet (a modal `<dialog>`, in the top layer, so the block's clipping does not cut it);
 * from `md` the same dialog element is laid out beside the grid as a plain panel.
 */
export function CatalogView({
  t,
  market,
  showFilters,
  filters,
  options,
  list,
  status,
  texts,
  onUpdate,
  onToggleFacet,
  onSubmitSearch,
}: {
  t: Translate;
  market: MarketCode;
  showFilters: boolean;
  filters: CatalogFilters;
  options: Record<FacetKey, FacetOption[]> | null;
  list: CatalogListState;
  status: CatalogStatus;
  /** The lists' texts (listTexts), kept stable by the caller so that unchanged lists are not rendered again. */
  texts: ProductListTexts;
  onUpdate?: (next: CatalogFilters) => void;
  /** Ticks or unticks a facet value; the same function every render (the option rows are memoised). */
  onToggleFacet?: (key: FacetKey, value: string) => void;
  onSubmitSearch?: () => void;
}) {
  const live = Boolean(onUpdate);
  const update = onUpdate ?? (() => undefined);
  const counts = list.counts;
  const chips = activeFilters(filters, options);
  const exactItem = list.exact?.itemNumber ?? null;
  const matches =
    filters.view === 'variants'
      ? t('showItems', { count: list.total })
      : t('showResults', { count: list.productTotal });
  const commandAttributes = { command: 'show-modal', commandfor: FILTER_SHEET_ID } as Record<string, string>;

  return (
    <div className={`grid gap-x-8 ${showFilters && options ? 'md:grid-cols-[16rem_1fr]' : ''}`}>
      <div className="md:col-start-2">
        <form
          role="search"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmitSearch?.();
          }}
        >
          <label className="flex min-w-56 flex-1 flex-col text-sm">
            {/* The placeholder says what to type; the label stays for screen readers (one row less on a phone). */}
            <span className="sr-only">{t('search')}</span>
            <input
              type="search"
              name="q"
              value={filters.q}
              readOnly={!live}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => update({ ...filters, q: event.target.value, page: 1 })}
              className="rounded border border-fjord px-3 py-2"
              data-testid="catalog-search"
              enterKeyHint="search"
            />
          </label>
        </form>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {showFilters && options && (
            <button
              type="button"
              {...commandAttributes}
              onClick={openSheet}
              aria-haspopup="dialog"
              className="rounded border border-fjord px-3 py-2 font-medium md:hidden"
              data-testid="catalog-filter-button"
            >
              {t('filtersWithCount', { count: activeFilterCount(filters) })}
            </button>
          )}
          <label className="flex items-center gap-2">
            <span className="font-medium">{t('sort')}</span>
            <select
              value={filters.sort}
              disabled={!live}
              onChange={(event) => update({ ...filters, sort: event.target.value as SortKey, page: 1 })}
              className="rounded border border-fjord px-2 py-2"
              data-testid="catalog-sort"
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(SORT_TITLE[key])}
                </option>
              ))}
            </select>
          </label>
          <div role="group" aria-label={t('view')} className="flex overflow-hidden rounded border border-fjord">
            {(['products', 'variants'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={filters.view === view}
                disabled={!live}
                onClick={() => update({ ...filters, view, page: 1 })}
                className={`px-3 py-2 ${filters.view === view ? 'bg-primary text-white' : 'bg-white'}`}
                data-testid={`catalog-view-${view}`}
              >
                {t(VIEW_TITLE[view])}
              </button>
            ))}
          </div>
        </div>
        {chips.length > 0 && (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="catalog-chips">
            <ul className="contents" aria-label={t('activeFilters')}>
              {chips.map((chip) => (
                <li key={`${chip.key}:${chip.value}`}>
                  <button
                    type="button"
                    className="flex items-center gap-1 rounded-full border border-fjord bg-ice px-3 py-1"
                    aria-label={t('removeFilter', { label: chip.label })}
                    onClick={() => update(toggleFacetValue(filters, chip.key, chip.value))}
                    data-chip={`${chip.key}:${chip.value}`}
                  >
                    <span>{chip.label}</span>
                    <span aria-hidden>×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="underline"
              onClick={() => update({ ...emptyFilters(), q: filters.q, sort: filters.sort, view: filters.view })}
              data-testid="catalog-clear"
            >
              {t('clearFilters')}
            </button>
          </div>
        )}
      </div>

      {showFilters && options && (
        <dialog
          id={FILTER_SHEET_ID}
          aria-labelledby="catalog-filters-title"
          className="mt-auto mb-0 max-h-[85dvh] w-full max-w-full rounded-t-xl bg-white p-0 backdrop:bg-black/40 md:static md:row-span-2 md:row-start-1 md:mt-6 md:block md:max-h-none md:w-auto md:rounded-none md:bg-transparent"
          data-testid="catalog-facets"
        >
          <div className="flex max-h-[85dvh] flex-col md:max-h-none">
            <div className="flex items-center justify-between border-b border-ice px-4 py-3 md:border-0 md:p-0">
              <h3 id="catalog-filters-title" className="font-semibold">
                {t('filters')}
              </h3>
              <button type="button" className="rounded px-2 py-1 underline md:hidden" onClick={closeSheet}>
                {t('closeFilters')}
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-4 py-3 md:overflow-visible md:p-0 md:pt-3">
              {FACET_KEYS.map((key) => {
                const facetCounts = counts?.[key];
                const shown = options[key].filter(
                  (o) => !facetCounts || (facetCounts[o.value] ?? 0) > 0 || filters.facets[key].includes(o.value),
                );
                if (shown.length === 0) return null;
                return (
                  <fieldset key={key} className="mb-5" data-facet={key}>
                    <legend className="mb-1 text-sm font-semibold">{t(FACET_TITLE[key])}</legend>
                    {shown.map((option) => (
                      <FacetOptionRow
                        key={option.value}
                        facet={key}
                        value={option.value}
                        label={option.label}
                        count={facetCounts ? (facetCounts[option.value] ?? 0) : null}
                        checked={filters.facets[key].includes(option.value)}
                        // Usable before the first counts: until the worker has loaded, the server answers.
                        disabled={!live}
                        onToggle={onToggleFacet ?? noToggle}
                      />
                    ))}
                  </fieldset>
                );
              })}
            </div>
            <div className="flex gap-3 border-t border-ice px-4 py-3 md:hidden">
              {hasActiveFilters(filters) && (
                <button
                  type="button"
                  className="underline"
                  onClick={() => update({ ...emptyFilters(), sort: filters.sort, view: filters.view })}
                >
                  {t('clearFilters')}
                </button>
              )}
              <button
                type="button"
                className="ml-auto rounded bg-primary px-4 py-2 font-medium text-white"
                onClick={closeSheet}
                data-testid="catalog-show-results"
              >
                {matches}
              </button>
            </div>
          </div>
        </dialog>
      )}

      <div className="mt-4 md:col-start-2">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p aria-live="polite" data-testid="catalog-count">
            {t('resultsDetail', { products: list.productTotal, items: list.total })}
          </p>
          <a className="underline" href={marketPath(market, printCatalogPath())}>
            {t('printCatalog')}
          </a>
        </div>
        {list.exact && (
          <p className="mb-3 rounded bg-ice px-3 py-2 text-sm" data-testid="catalog-exact">
            <a
              className="font-semibold underline"
              href={marketPath(market, variantPath(list.exact.productId, String(list.exact.itemNumber)))}
            >
              {t('jumpToItem', { itemNumber: list.exact.itemNumber, title: list.exact.title })}
            </a>
          </p>
        )}
        {list.total === 0 && status !== 'loading' ? (
          <p data-testid="catalog-empty">{t('noResults')}</p>
        ) : filters.view === 'variants' ? (
          <RowTable rows={list.rows} market={market} texts={texts} exactItem={exactItem} />
        ) : (
          <CardGrid
            cards={list.products}
            market={market}
            texts={texts}
            eagerCount={PRODUCT_FIRST_ROW}
            exactItem={exactItem}
          />
        )}
        {list.pages > 1 && (
          <nav
            className="mt-6 flex items-center gap-4 text-sm"
            aria-label={t('pageOf', { page: list.page, pages: list.pages })}
          >
            <button
              type="button"
              disabled={!live || list.page <= 1}
              onClick={() => update({ ...filters, page: list.page - 1 })}
              className="underline disabled:opacity-40"
            >
              {t('previous')}
            </button>
            <span>{t('pageOf', { page: list.page, pages: list.pages })}</span>
            <button
              type="button"
              disabled={!live || list.page >= list.pages}
              onClick={() => update({ ...filters, page: list.page + 1 })}
              className="underline disabled:opacity-40"
              data-testid="catalog-next"
            >
              {t('next')}
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}
