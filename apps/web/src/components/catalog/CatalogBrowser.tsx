'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { MarketCode } from '@qilak/markets';
import type { CatalogCardData } from '@/lib/catalog/cards';
import {
  FACET_KEYS,
  SORT_KEYS,
  filtersToQuery,
  hasActiveFilters,
  parseFilters,
  toggleFacetValue,
  type CatalogFilters,
  type FacetKey,
  type FacetOption,
  type SortKey,
} from '@/lib/catalog/filter-state';
import { askCatalog, type CatalogPage } from '@/lib/catalog-worker';
import { marketPath, printCatalogPath } from '@/lib/routing/links';
import { CATALOG_FIRST_ROW, CatalogGrid } from './CatalogCard';
import { withIntl } from '@/components/shell/IntlClientProvider';

const FACET_TITLE: Record<FacetKey, string> = {
  species: 'facetSpecies',
  brand: 'facetBrand',
  storage: 'facetStorage',
  concept: 'facetConcept',
  area: 'facetArea',
  packaging: 'facetPackaging',
  cert: 'facetCert',
  free: 'facetFree',
};
const SORT_TITLE: Record<SortKey, string> = {
  default: 'sortDefault',
  title: 'sortTitle',
  itemNumber: 'sortItemNumber',
};

export interface CatalogBrowserProps {
  market: MarketCode;
  language: string;
  pageSize: number;
  showFilters: boolean;
  /** The server-rendered first page (no filters), shown until the catalogue has loaded. */
  initialCards: CatalogCardData[];
  initialTotal: number;
  initialOptions: Record<FacetKey, FacetOption[]> | null;
}

type Status = 'loading' | 'cache' | 'reloaded' | 'server' | 'failed';

/**
 * The catalogue block in the browser: the whole catalogue lives in a Web Worker (IndexedDB cache, reload rules,
 * search index, filtering); this component keeps the filters (in the URL) and renders the page of results the
 * worker answers with. Filters in the URL at load are answered together with the load, so the first result shown
 * after the server list already matches them.
 */
export function CatalogBrowser({
  market,
  language,
  pageSize,
  showFilters,
  initialCards,
  initialTotal,
  initialOptions,
}: CatalogBrowserProps) {
  const t = useTranslations('Catalog');
  const searchParams = useSearchParams();
  const [filters, setFilters] = useState<CatalogFilters>(() => parseFilters(searchParams));
  const [status, setStatus] = useState<Status>('loading');
  const [version, setVersion] = useState('');
  const [options, setOptions] = useState(initialOptions);
  const [result, setResult] = useState<CatalogPage | null>(null);
  const filtersRef = useRef(filters);
  // Answers arrive in order; one for filters the visitor has already changed again is dropped.
  const asked = useRef(0);

  useEffect(() => {
    let live = true;
    // The server list is on screen already: the catalogue loads when the browser is idle after the first paint,
    // in the worker, so neither its download nor its parsing competes with the page becoming visible.
    const start = () => {
      const ticket = ++asked.current;
      const wanted = filtersRef.current;
      askCatalog({ type: 'load', culture: market, language, filters: wanted, pageSize })
        .then((loaded) => {
          if (!live) return;
          startTransition(() => {
            setStatus(loaded.source);
            setVersion(loaded.version);
            setOptions(loaded.options);
            if (ticket === asked.current) setResult(loaded.result);
          });
          // Filters changed while loading: answer the latest ones.
          if (ticket !== asked.current || wanted !== filtersRef.current) void ask(filtersRef.current);
        })
        .catch((error: unknown) => {
          console.error('[catalog] could not load the catalogue:', error);
          if (live) setStatus('failed');
        });
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 200);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
    // Loads once per market; later filters go through ask(), which reads the filters of its call.
  }, [market, language, pageSize]);

  const ask = (next: CatalogFilters) => {
    const ticket = ++asked.current;
    return askCatalog({ type: 'query', culture: market, language, filters: next, pageSize })
      .then((page) => {
        if (ticket === asked.current) setResult(page);
      })
      .catch((error: unknown) => console.error('[catalog] filter failed:', error));
  };

  const update = (next: CatalogFilters) => {
    setFilters(next);
    filtersRef.current = next;
    const query = filtersToQuery(next);
    // The native history API keeps Next's router in sync without a navigation per keystroke.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    );
    // Before the catalogue has loaded, the load answers the filters of that moment.
    if (status !== 'loading' && status !== 'failed') void ask(next);
  };

  const paged = result ? { page: result.page, pages: result.pages } : null;
  const cards = result ? result.cards : initialCards;
  const total = result ? result.total : initialTotal;

  return (
    <div
      data-testid="catalog-browser"
      data-cache-source={status}
      data-cache-version={version}
      data-result-count={total}
    >
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex min-w-64 flex-1 flex-col text-sm">
          <span className="font-medium">{t('search')}</span>
          <input
            type="search"
            value={filters.q}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => update({ ...filters, q: event.target.value, page: 1 })}
            className="mt-1 rounded border border-fjord px-3 py-2"
            data-testid="catalog-search"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t('sort')}</span>
          <select
            value={filters.sort}
            onChange={(event) => update({ ...filters, sort: event.target.value as SortKey, page: 1 })}
            className="mt-1 rounded border border-fjord px-3 py-2"
            data-testid="catalog-sort"
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_TITLE[key])}
              </option>
            ))}
          </select>
        </label>
        <a className="text-sm underline" href={marketPath(market, printCatalogPath())}>
          {t('printCatalog')}
        </a>
      </div>
      <div className={`mt-6 grid gap-8 ${showFilters ? 'md:grid-cols-[16rem_1fr]' : ''}`}>
        {showFilters && options && (
          <aside aria-label={t('filters')} data-testid="catalog-facets">
            {hasActiveFilters(filters) && (
              <button
                type="button"
                className="mb-4 text-sm underline"
                onClick={() =>
                  update({ ...filters, q: '', facets: parseFilters(new URLSearchParams()).facets, page: 1 })
                }
              >
                {t('clearFilters')}
              </button>
            )}
            {FACET_KEYS.map((key) => {
              const counts = result?.counts[key];
              const shown = options[key].filter(
                (o) => !counts || (counts[o.value] ?? 0) > 0 || filters.facets[key].includes(o.value),
              );
              if (shown.length === 0) return null;
              return (
                <fieldset key={key} className="mb-5" data-facet={key}>
                  <legend className="mb-1 text-sm font-semibold">{t(FACET_TITLE[key])}</legend>
                  {shown.map((option) => (
                    <label key={option.value} className="flex items-center gap-2 py-0.5 text-sm">
                      <input
                        type="checkbox"
                        checked={filters.facets[key].includes(option.value)}
                        disabled={!result}
                        onChange={() => update(toggleFacetValue(filters, key, option.value))}
                        data-facet-value={option.value}
                      />
                      <span>{option.label}</span>
                      {counts && <span className="text-secondary">({counts[option.value] ?? 0})</span>}
                    </label>
                  ))}
                </fieldset>
              );
            })}
          </aside>
        )}
        <div>
          <p className="mb-4 text-sm" aria-live="polite" data-testid="catalog-count">
            {status === 'loading' ? t('loading') : t('results', { count: total })}
          </p>
          {cards.length === 0 && status !== 'loading' ? (
            <p data-testid="catalog-empty">{t('noResults')}</p>
          ) : (
            <CatalogGrid
              cards={cards}
              market={market}
              eagerCount={CATALOG_FIRST_ROW}
              itemLabel={(n) => t('itemNumber', { itemNumber: n })}
            />
          )}
          {paged && paged.pages > 1 && (
            <nav
              className="mt-6 flex items-center gap-4 text-sm"
              aria-label={t('pageOf', { page: paged.page, pages: paged.pages })}
            >
              <button
                type="button"
                disabled={paged.page <= 1}
                onClick={() => update({ ...filters, page: paged.page - 1 })}
                className="underline disabled:opacity-40"
              >
                {t('previous')}
              </button>
              <span>{t('pageOf', { page: paged.page, pages: paged.pages })}</span>
              <button
                type="button"
                disabled={paged.page >= paged.pages}
                onClick={() => update({ ...filters, page: paged.page + 1 })}
                className="underline disabled:opacity-40"
                data-testid="catalog-next"
              >
                {t('next')}
              </button>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}

/** With its own messages provider, loaded on demand (islands.tsx). */
export const CatalogBrowserWithIntl = withIntl(CatalogBrowser);
