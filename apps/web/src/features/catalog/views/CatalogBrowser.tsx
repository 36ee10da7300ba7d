'use client';

import { useTranslations } from 'next-intl';
import { NuqsAdapter } from 'nuqs/adapters/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { MarketCode } from '@qilak/markets';
import { emptyFilters, filtersToQuery, parseFilters, type FacetKey, type FacetOption } from '@/features/catalog/query';
import { askCatalog, askServer, type CatalogPage } from '@/features/catalog/worker';
import { marketPath, variantPath } from '@/lib/routing';
import { withIntl } from '@/components/shell/IntlClientProvider';
import { useLoadingWhile } from '@/lib/loading';
import { keepSameCards } from './same-cards';
import { useCatalogFilters } from './url-state';
import { CatalogView, listTexts, type CatalogListState, type CatalogStatus, type Translate } from './CatalogView';

export interface CatalogBrowserProps {
  market: MarketCode;
  language: string;
  pageSize: number;
  showFilters: boolean;
  /** The server's answer to no filters (its HTML's first screen), or null when it had no catalogue. */
  initialPage: CatalogPage | null;
  initialOptions: Record<FacetKey, FacetOption[]> | null;
}

/** Where the catalogue stands in the browser: loading in the worker, loaded (from where), or failed. */
type WorkerState =
  | { status: 'loading' | 'failed' }
  | {
      status: 'cache' | 'reloaded' | 'server';
      version: string;
      options: Record<FacetKey, FacetOption[]>;
      /** Whether the browser cache holds the catalogue: null while it is being written. */
      filled: boolean | null;
    };

/** A page of results, and the query (URL parameters) it answers and who answered it. */
interface Answer {
  query: string;
  from: 'worker' | 'server';
  page: CatalogListState;
}

/**
 * The catalogue block in the browser: the whole catalogue lives in a Web Worker (IndexedDB cache, reload rules,
 * search index, filtering); this component reads the filters from the address and renders the page of results
 * that answers them. The server renders the same markup with the first screen of products and no filters.
 *
 * - The filters are the address (useCatalogFilters): nothing else holds them.
 * - The list shows the latest answer. Until the worker has the catalogue (a first visit downloads it; at 20,000
 *   variants that takes seconds), or when it could not load it, the server answers (the same query over the
 *   catalogue it holds); once it has, the worker does. An answer stands until a newer one lands, so a link with
 *   filters keeps the server's answer until the worker's.
 * - An answer for filters that have changed since is dropped (the asking effect has been cleaned up).
 */
export function CatalogBrowser({
  market,
  language,
  pageSize,
  showFilters,
  initialPage,
  initialOptions,
}: CatalogBrowserProps) {
  const tr = useTranslations('Catalog');
  const t = useMemo<Translate>(() => (key, values) => tr(key, values), [tr]);
  const texts = useMemo(() => listTexts(t), [t]);
  const [filters, setFilters, toggleFacet] = useCatalogFilters();
  const query = filtersToQuery(filters);
  const [worker, setWorker] = useState<WorkerState>({ status: 'loading' });
  // The server's first screen is the answer to no filters until the worker answers.
  const [answer, setAnswer] = useState<Answer>(() => ({
    query: '',
    from: 'server',
    page: initialPage ?? {
      products: [],
      rows: [],
      total: 0,
      productTotal: 0,
      page: 1,
      pages: 1,
      exact: null,
      counts: null,
    },
  }));
  const ready = worker.status !== 'loading' && worker.status !== 'failed';
  const filled = 'filled' in worker ? worker.filled : null;
  // The list on screen answers the address, from the best source there is now: nothing to ask.
  const answered = answer.query === query && (answer.from === 'worker' || !ready);

  // The catalogue is being made ready in the browser (on a first visit: downloaded, then written to IndexedDB).
  // The server's first screen stays usable meanwhile, so the wait shows as the corner indicator, not the overlay.
  useLoadingWhile(worker.status === 'loading' || (worker.status !== 'failed' && filled === null), 'background');

  // The server list is on screen already: the catalogue loads when the browser is idle after the first paint, in
  // the worker, so neither its download nor its parsing competes with the page becoming visible.
  useEffect(() => {
    let live = true;
    const start = () => {
      askCatalog({ type: 'load', culture: market, language, filters: emptyFilters(), pageSize })
        .then((loaded) => {
          if (!live) return;
          startTransition(() => {
            setWorker({
              status: loaded.source,
              version: loaded.version,
              options: loaded.options,
              filled: loaded.filled,
            });
            // Its answer to no filters replaces only the first screen: a link's filtered answer stays until the
            // worker answers its filters (the effect below asks, now that the worker is ready).
            setAnswer((shown) =>
              shown.query === ''
                ? { query: '', from: 'worker', page: keepSameCards(loaded.result, shown.page.products) }
                : shown,
            );
          });
          if (loaded.filled === null)
            askCatalog({ type: 'stored', culture: market })
              .then((stored) => live && setWorker((w) => ('filled' in w ? { ...w, filled: stored } : w)))
              .catch(() => live && setWorker((w) => ('filled' in w ? { ...w, filled: false } : w)));
        })
        .catch((error: unknown) => {
          console.error('[catalog] could not load the catalogue:', error);
          if (live) setWorker({ status: 'failed' });
        });
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 200);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [market, language, pageSize]);

  // Asks for the address's results when the list does not answer them yet (or the worker can now answer what the
  // server did): the worker once it has the catalogue, the server before.
  useEffect(() => {
    if (answered) return;
    let live = true;
    const from = ready ? 'worker' : 'server';
    const asked = parseFilters(new URLSearchParams(query));
    (from === 'worker'
      ? askCatalog({ type: 'query', culture: market, language, filters: asked, pageSize })
      : askServer(market, asked, pageSize)
    )
      .then((page) => {
        // An answer listing the cards on screen keeps their array, so the memoised list renders nothing.
        if (live) setAnswer((shown) => ({ query, from, page: keepSameCards(page, shown.page.products) }));
      })
      .catch((error: unknown) => console.error(`[catalog] filter failed (${from}):`, error));
    return () => {
      live = false;
    };
  }, [answered, query, ready, market, language, pageSize]);

  // Enter on a whole item number goes to that variant's page.
  const submitSearch = () => {
    const exact = answer.page.exact;
    if (exact) window.location.assign(marketPath(market, variantPath(exact.productId, String(exact.itemNumber))));
  };

  const status: CatalogStatus = worker.status;
  const list: CatalogListState = answer.page;

  return (
    <div
      data-testid="catalog-browser"
      data-cache-source={status}
      data-cache-version={'version' in worker ? worker.version : ''}
      data-cache-filled={filled === null ? 'pending' : String(filled)}
      data-result-count={list.total}
      data-product-count={list.productTotal}
      data-view={filters.view}
    >
      <CatalogView
        t={t}
        market={market}
        showFilters={showFilters}
        filters={filters}
        options={'options' in worker ? worker.options : initialOptions}
        list={list}
        status={status}
        texts={texts}
        onUpdate={setFilters}
        onToggleFacet={toggleFacet}
        onSubmitSearch={submitSearch}
      />
    </div>
  );
}

/** The catalogue with its address state (nuqs' adapter for the address, here rather than in a layout: only pages
 * with a catalogue load it) and its own messages provider, loaded on demand (islands.tsx). */
function CatalogIsland(props: CatalogBrowserProps) {
  return (
    <NuqsAdapter>
      <CatalogBrowser {...props} />
    </NuqsAdapter>
  );
}

export const CatalogBrowserWithIntl = withIntl(CatalogIsland);
