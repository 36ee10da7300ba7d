import type { Market } from '@qilak/markets';
import {
  browserCatalogOf,
  defaultOrder,
  facetOptions,
  groupByProduct,
  indexLabels,
  joinVariants,
  packNames,
  productCardOf,
  type Catalog,
  type FacetKey,
  type FacetOption,
  type ProductCardData,
} from '@/features/catalog/query';
import { dependOnCatalog, getCatalog } from '@/lib/pim';
import { clientIntl } from '@/i18n/client-intl';
import type { ClientIntl } from '@/components/shell/IntlClientProvider';
import { CatalogBrowser } from './islands';
import { logger } from '@/lib/log';

const log = logger('pim-catalog');

async function catalogOrNull(culture: string): Promise<Catalog | null> {
  try {
    const [catalog] = await Promise.all([getCatalog(culture), dependOnCatalog(culture)]);
    return catalog;
  } catch (error) {
    // The browser loads the catalogue itself; the page still renders its heading and the browser.
    log.error(`server list of ${culture} unavailable: ${(error as Error).message}`);
    return null;
  }
}

/** What the catalogue block's first screen needs: small and serialisable (it goes into the page's payload). */
export interface CatalogFirstScreen {
  intl: ClientIntl;
  products: ProductCardData[];
  total: number;
  productTotal: number;
  options: Record<FacetKey, FacetOption[]> | null;
}

/** The first page of products without filters, in the catalogue's default order. */
export function firstScreen(catalog: Catalog | null, pageSize: number): Omit<CatalogFirstScreen, 'intl'> {
  if (!catalog) return { products: [], total: 0, productTotal: 0, options: null };
  // The browser's projection, so the first screen and the browser's answers are made by the same code.
  const listed = browserCatalogOf(catalog);
  const groups = groupByProduct(joinVariants(listed).sort(defaultOrder));
  const packs = packNames(catalog.packagingTypes);
  return {
    products: groups.slice(0, pageSize).map((group) => productCardOf(group, packs)),
    total: catalog.variants.length,
    productTotal: groups.length,
    options: facetOptions(catalog, indexLabels(catalog.attributes)),
  };
}

export async function loadCatalogBlock(market: Market, pageSize: number): Promise<CatalogFirstScreen> {
  const [catalog, intl] = await Promise.all([catalogOrNull(market.code), clientIntl(market, ['Catalog'])]);
  return { intl, ...firstScreen(catalog, pageSize) };
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
          initialProducts={screen.products}
          initialTotal={screen.total}
          initialProductTotal={screen.productTotal}
          initialOptions={screen.options}
        />
      </div>
    </div>
  );
}
