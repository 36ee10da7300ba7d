import type { Market } from '@qilak/markets';
import {
  emptyFilters,
  facetOptions,
  indexLabels,
  type Catalog,
  type CatalogPage,
  type FacetKey,
  type FacetOption,
} from '@/features/catalog/query';
import { dependOnCatalog, getCatalog, queryCatalogOnServer } from '@/lib/pim';
import { clientIntl } from '@/i18n/client-intl';
import type { ClientIntl } from '@/components/shell/IntlClientProvider';
import { CatalogBrowser } from './islands';
import { logger } from '@/lib/log';

const log = logger('pim-catalog');

/** What the catalogue block's first screen needs: small and serialisable (it goes into the page's payload). */
export interface CatalogFirstScreen {
  intl: ClientIntl;
  /** The answer to no filters (cards, totals and facet counts), or null when the catalogue is unavailable. */
  page: CatalogPage | null;
  options: Record<FacetKey, FacetOption[]> | null;
}

/**
 * The first page of products without filters: the server's answer to no filters, made by the query the worker and
 * the query API run (features/catalog/query), so the worker's first answer repeats it (the same cards, the same
 * counts) and the browser renders nothing again when it lands.
 */
async function firstScreen(market: Market, pageSize: number): Promise<Omit<CatalogFirstScreen, 'intl'>> {
  try {
    const [catalog, { page }] = await Promise.all([
      getCatalog(market.code),
      queryCatalogOnServer(market.code, market.language, emptyFilters(), pageSize),
      dependOnCatalog(market.code),
    ]);
    return { page, options: optionsOf(catalog) };
  } catch (error) {
    // The browser loads the catalogue itself; the page still renders its heading and the browser.
    log.error(`server list of ${market.code} unavailable: ${(error as Error).message}`);
    return { page: null, options: null };
  }
}

const optionsOf = (catalog: Catalog) => facetOptions(catalog, indexLabels(catalog.attributes));

export async function loadCatalogBlock(market: Market, pageSize: number): Promise<CatalogFirstScreen> {
  const [screen, intl] = await Promise.all([firstScreen(market, pageSize), clientIntl(market, ['Catalog'])]);
  return { intl, ...screen };
}

/**
 * blocks.pim-catalog: the market's catalogue. The HTML holds the first screen of product cards (for search
 * engines, visitors without JavaScript, and every visitor before the browser's cache has filled); the browser
 * then filters the whole catalogue in its worker.
 */
export function CatalogBlockView({
  heading,
  intro,
  market,
  pageSize,
  showFilters,
  screen,
}: {
  heading: string;
  intro?: string | null;
  market: Market;
  pageSize: number;
  showFilters: boolean;
  screen: CatalogFirstScreen;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4" data-block-view="pim-catalog">
      <h2 className="text-3xl font-semibold">{heading}</h2>
      {intro && <p className="mt-2 max-w-prose text-secondary">{intro}</p>}
      <div className="mt-6" data-testid="catalog-server-list">
        <CatalogBrowser
          intl={screen.intl}
          market={market.code}
          language={market.language}
          pageSize={pageSize}
          showFilters={showFilters}
          initialPage={screen.page}
          initialOptions={screen.options}
        />
      </div>
    </div>
  );
}
