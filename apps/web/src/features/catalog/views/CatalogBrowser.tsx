'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { MarketCode } from '@qilak/markets';
import {
  emptyFilters,
  filtersToQuery,
  parseFilters,
  type CatalogFilters,
  type FacetKey,
  type FacetOption,
  type ProductCardData,
} from '@/features/catalog/query';
import { askCatalog, askServer, type CatalogPage } from '@/features/catalog/worker';
import { marketPath, variantPath } from '@/lib/routing';
import { withIntl } from '@/components/shell/IntlClientProvider';
import { useLoadingWhile } from '@/lib/loading';
import { keepSameCards } from './same-cards';
import { CatalogView, listTexts, type CatalogListState, type CatalogStatus, type Translate } from './CatalogView';

export interface CatalogBrowserProps {
  market: MarketCode;
  language: string;
  pageSize: number;
  showFilters: boolean;
  /** The server-rendered first screen (no filters), shown until the catalogue has loaded. */
  initialProducts: ProductCardData[];
  initialTotal: number;
  initialProductTotal: number;
  initialOptions: Record<FacetKey, FacetOption[]> | null;
}

function listOf(page: CatalogPage): CatalogListState {
  return {
    products: page.products,
    rows: page.rows,
    total: page.total,
    productTotal: page.productTotal,
    page: page.page,
    pages: page.pages,
    exact: page.exact,
    counts: page.counts,
  };
}

/**
 * The catalogue block in the browser: the whole catalogue lives in a Web Worker (IndexedDB cache, reload rules,
 * search index, filtering); this component keeps the filters (in the URL) and renders the page of results the
 * worker answers with. The server renders the same markup with the first screen of products and no filters;
 * filters in the URL are read after hydration and answered together with the load.
 */
export function CatalogBrowser({
  market,
  language,
  pageSize,
  showFilters,
  initialProducts,
  initialTotal,
  initialProductTotal,
  initialOptions,
}: CatalogBrowserProps) {
  const tr = useTranslations('Catalog');
  const t = useMemo<Translate>(() => (key, values) => tr(key, values), [tr]);
  const texts = useMemo(() => listTexts(t), [t]);
  const [filters, setFilters] = useState<CatalogFilters>(emptyFilters);
  const [status, setStatus] = useState<CatalogStatus>('loading');
  const [version, setVersion] = useState('');
  // Whether the browser cache holds the catalogue: it is usable before (answered from the worker's memory).
  const [filled, setFilled] = useState<'pending' | 'true' | 'false'>('pending');
  const [options, setOptions] = useState(initialOptions);
  const [result, setResultState] = useState<CatalogPage | null>(null);
  // An answer listing the cards on screen keeps their array, so the memoised list renders nothing.
  const setResult = (page: CatalogPage) =>
    setResultState((shown) => keepSameCards(page, shown?.products ?? initialProducts));
  const filtersRef = useRef(filters);
  // Answers arrive in order; one for filters the visitor has already changed again is dropped.
  const asked = useRef(0);
  // For handlers that outlive a render (a debounced search): the status of the last commit.
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  // The catalogue is being made ready in the browser (on a first visit: downloaded, then written to IndexedDB).
  // The server's first screen stays usable meanwhile, so the wait shows as the corner indicator, not the overlay.
  useLoadingWhile(status === 'loading' || (status !== 'failed' && filled === 'pending'), 'background');

  // Until the worker has the catalogue (a first visit downloads it; at 20,000 variants that takes seconds) or when
  // it could not load it, the server answers: the same query over the catalogue it holds. The worker's load, when
  // it lands, answers the filters of that moment again.
  const workerReady = () => statusRef.current !== 'loading' && statusRef.current !== 'failed';
  const ask = (next: CatalogFilters, from: 'worker' | 'server' = workerReady() ? 'worker' : 'server') => {
    const ticket = ++asked.current;
    const answer =
      from === 'worker'
        ? askCatalog({ type: 'query', culture: market, language, filters: next, pageSize })
        : askServer(market, next, pageSize);
    return answer
      .then((page) => {
        // A server answer is only shown while the worker cannot answer yet.
        if (ticket === asked.current && (from === 'worker' || !workerReady())) setResult(page);
      })
      .catch((error: unknown) => console.error(`[catalog] filter failed (${from}):`, error));
  };

  useEffect(() => {
    let live = true;
    // The URL's filters (a shared or reloaded link); the server rendered the unfiltered first screen.
    const fromUrl = parseFilters(new URLSearchParams(window.location.search));
    filtersRef.current = fromUrl;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address's filters apply after hydration: the server rendered the unfiltered first screen
    setFilters(fromUrl);
    // A shared or reloaded link with filters: its results come from the server until the worker has loaded.
    if (filtersToQuery(fromUrl)) void ask(fromUrl, 'server');
    // The server list is on screen already: the catalogue loads when the browser is idle after the first paint,
    // in the worker, so neither its download nor its parsing competes with the page becoming visible.
    const start = () => {
      // The same question as the link's server answer, not a newer one: that answer still shows until this lands
      // (a newer ticket here dropped it whenever the idle callback ran before the server had answered).
      const ticket = asked.current;
      const wanted = filtersRef.current;
      askCatalog({ type: 'load', culture: market, language, filters: wanted, pageSize })
        .then((loaded) => {
          if (!live) return;
          startTransition(() => {
            setStatus(loaded.source);
            setVersion(loaded.version);
            setOptions(loaded.options);
            if (loaded.filled !== null) setFilled(String(loaded.filled) as 'true' | 'false');
            if (ticket === asked.current) setResult(loaded.result);
          });
          if (loaded.filled === null)
            askCatalog({ type: 'stored', culture: market })
              .then((stored) => live && setFilled(stored ? 'true' : 'false'))
              .catch(() => live && setFilled('false'));
          // Filters changed while loading: answer the latest ones.
          if (ticket !== asked.current || wanted !== filtersRef.current) void ask(filtersRef.current, 'worker');
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask() is recreated per render and reads the filters of its call
  }, [market, language, pageSize]);

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
    void ask(next);
  };

  // Enter on a whole item number goes to that variant's page.
  const submitSearch = () => {
    const exact = result?.exact;
    if (exact) window.location.assign(marketPath(market, variantPath(exact.productId, String(exact.itemNumber))));
  };

  const list: CatalogListState = result
    ? listOf(result)
    : {
        products: initialProducts,
        rows: [],
        total: initialTotal,
        productTotal: initialProductTotal,
        page: 1,
        pages: Math.max(1, Math.ceil(initialProductTotal / pageSize)),
        exact: null,
        counts: null,
      };

  return (
    <div
      data-testid="catalog-browser"
      data-cache-source={status}
      data-cache-version={version}
      data-cache-filled={filled}
      data-result-count={list.total}
      data-product-count={list.productTotal}
      data-view={filters.view}
    >
      <CatalogView
        t={t}
        market={market}
        showFilters={showFilters}
        filters={filters}
        options={options}
        list={list}
        status={status}
        texts={texts}
        onUpdate={update}
        onSubmitSearch={submitSearch}
      />
    </div>
  );
}

/** With its own messages provider, loaded on demand (islands.tsx). */
export const CatalogBrowserWithIntl = withIntl(CatalogBrowser);
