import { Suspense } from 'react';
import { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { defaultOrder, facetOptions, indexLabels, variantCard, type Catalog } from '@/lib/catalog';
import { dependOnCatalog, getCatalog } from '@/lib/pim';
import { CatalogBrowser } from '@/components/catalog/islands';
import { clientIntl } from '@/i18n/client-intl';
import { CATALOG_FIRST_ROW, CatalogGrid } from '@/components/catalog/CatalogCard';
import { defineBlock } from '../types';

const schema = z.looseObject({
  heading: z.string(),
  intro: z.string().nullish(),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(96)
    .nullish()
    .transform((v) => v ?? 24),
  showFilters: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

async function catalogOrNull(culture: string): Promise<Catalog | null> {
  try {
    const [catalog] = await Promise.all([getCatalog(culture), dependOnCatalog(culture)]);
    return catalog;
  } catch (error) {
    // The browser loads the catalogue itself; the page still renders its heading and the browser.
    console.error(`[pim-catalog] server list of ${culture} unavailable:`, (error as Error).message);
    return null;
  }
}

/**
 * blocks.pim-catalog: the market's catalogue. The HTML holds the first page without filters (for search
 * engines and visitors without JavaScript); the browser then filters the whole catalogue from its cache.
 */
export const definition = defineBlock({
  schema,
  load: async (data, context) => {
    const [t, catalog, intl] = await Promise.all([
      getTranslations('Catalog'),
      catalogOrNull(context.market.code),
      clientIntl(context.market, ['Catalog']),
    ]);
    return { ...data, t, catalog, intl };
  },
  View: ({ data, context }) => {
    const { t, catalog, intl } = data;
    const ordered = catalog ? [...catalog.variants].sort(defaultOrder) : [];
    const initialCards = ordered.slice(0, data.pageSize).map(variantCard);
    const initialOptions = catalog ? facetOptions(catalog, indexLabels(catalog.attributes)) : null;
    const serverList = (
      <div data-testid="catalog-server-list">
        <p className="mb-4 text-sm">{t('results', { count: ordered.length })}</p>
        <CatalogGrid
          cards={initialCards}
          market={context.market.code}
          eagerCount={CATALOG_FIRST_ROW}
          itemLabel={(n) => t('itemNumber', { itemNumber: n })}
        />
      </div>
    );
    return (
      <div className="mx-auto max-w-6xl px-4" data-block-view="pim-catalog">
        <h2 className="text-3xl font-semibold">{data.heading}</h2>
        {data.intro && <p className="mt-2 max-w-prose text-secondary">{data.intro}</p>}
        <div className="mt-6">
          {/* useSearchParams inside keeps the page static: the server HTML shows this fallback. */}
          <Suspense fallback={serverList}>
            <CatalogBrowser
              intl={intl}
              market={context.market.code}
              language={context.market.language}
              pageSize={data.pageSize}
              showFilters={data.showFilters}
              initialCards={initialCards}
              initialTotal={ordered.length}
              initialOptions={initialOptions}
            />
          </Suspense>
        </div>
      </div>
    );
  },
});
