'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { MarketCode } from '@qilak/markets';
import type { Catalog } from '@/lib/catalog/types';
import { variantCard, type CatalogCardData } from '@/lib/catalog/cards';
import {
  FACET_KEYS,
  SORT_KEYS,
  applyFilters,
  buildIndex,
  facetOptions,
  filtersToQuery,
  hasActiveFilters,
  pageOf,
  parseFilters,
  toggleFacetValue,
  type CatalogFilters,
  type FacetKey,
  type FacetOption,
  type SortKey,
} from '@/lib/catalog/filter';
import { indexLabels } from '@/lib/catalog/labels';
import { marketPath, printCatalogPath } from '@/lib/routing/links';
import { CatalogGrid } from './CatalogCard';
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
const SORT_TITLE: Record<SortKey, string> = { default: 'sortDefault', title: 'sortTitle', itemNumber: 'sortItemNumber' };

export interface CatalogBrowserProps {
  market: MarketCode;
  language: string;
  pageSize: number;
  showFilters: boolean;
  /** The server-rendered first page (no filters), shown until the browser cache has loaded. */
  initialCards: CatalogCardData[];
  initialTotal: number;
  initialOptions: Record<FacetKey, FacetOption[]> | null;
}

type Status = 'loading' | 'cache' | 'reloaded' | 'server' | 'failed';

/** The catalogue block in the browser: the Dexie cache (loaded on demand) filtered in memory, filters in the URL. */
export function CatalogBrowser({ market, language, pageSize, showFilters, initialCards, initialTotal, initialOptions }: CatalogBrowserProps) {
  const t = useTranslations('Catalog');
  const searchParams = useSearchParams();
  const [filters, setFilters] = useState<CatalogFilters>(() => parseFilters(searchParams));
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    // The server list is on screen already: the whole catalogue (Dexie and the cache code, loaded only on pages
    // that show it) waits until the browser is idle after the first paint, and its render is a transition that
    // React can interrupt, so neither competes with the page becoming visible and responsive.
    const start = () =>
      import('@/lib/catalog-cache')
        .then(({ loadCatalog }) => loadCatalog(market))
        .then((loaded) => {
          if (!live) return;
          startTransition(() => {
            setCatalog(loaded.catalog);
            setStatus(loaded.source);
          });
        })
        .catch((error: unknown) => {
          console.error('[catalog] could not load the catalogue:', error);
          if (live) setStatus('failed');
        });
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(() => void start(), { timeout: 1500 }) : window.setTimeout(() => void start(), 200);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [market]);

  const index = useMemo(() => (catalog ? buildIndex(catalog.variants, language) : null), [catalog, language]);
  const options = useMemo(() => (catalog ? facetOptions(catalog, indexLabels(catalog.attributes)) : initialOptions), [catalog, initialOptions]);
  const result = useMemo(() => (index ? applyFilters(index, filters) : null), [index, filters]);

  const update = (next: CatalogFilters) => {
    setFilters(next);
    const query = filtersToQuery(next);
    // The native history API keeps Next's router in sync without a navigation per keystroke.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  };

  const paged = result ? pageOf(result.variants, filters.page, pageSize) : null;
  const cards = paged ? paged.items.map(variantCard) : initialCards;
  const total = result ? result.variants.length : initialTotal;

  return (
    <div data-testid="catalog-browser" data-cache-source={status} data-cache-version={catalog?.lastChanged ?? ''} data-result-count={total}>
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
              <button type="button" className="mb-4 text-sm underline" onClick={() => update({ ...filters, q: '', facets: parseFilters(new URLSearchParams()).facets, page: 1 })}>
                {t('clearFilters')}
              </button>
            )}
            {FACET_KEYS.map((key) => {
              const counts = result?.counts[key];
              const shown = options[key].filter((o) => !counts || (counts.get(o.value) ?? 0) > 0 || filters.facets[key].includes(o.value));
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
                      {counts && <span className="text-secondary">({counts.get(option.value) ?? 0})</span>}
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
            <CatalogGrid cards={cards} market={market} itemLabel={(n) => t('itemNumber', { itemNumber: n })} />
          )}
          {paged && paged.pages > 1 && (
            <nav className="mt-6 flex items-center gap-4 text-sm" aria-label={t('pageOf', { page: paged.page, pages: paged.pages })}>
              <button type="button" disabled={paged.page <= 1} onClick={() => update({ ...filters, page: paged.page - 1 })} className="underline disabled:opacity-40">
                {t('previous')}
              </button>
              <span>{t('pageOf', { page: paged.page, pages: paged.pages })}</span>
              <button type="button" disabled={paged.page >= paged.pages} onClick={() => update({ ...filters, page: paged.page + 1 })} className="underline disabled:opacity-40" data-testid="catalog-next">
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
