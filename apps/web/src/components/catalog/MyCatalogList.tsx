'use client';

import { useTranslations } from 'next-intl';
import { withIntl } from '@/components/shell/IntlClientProvider';
import { useEffect, useMemo, useState } from 'react';
import type { MarketCode } from '@qilak/markets';
import type { Catalog } from '@/lib/catalog/types';
import { productCard, variantCard, type CatalogCardData } from '@/lib/catalog/cards';
import type { MyCatalogItem } from '@/lib/catalog/my-catalog';
import { marketPath, printCatalogPath } from '@/lib/routing/links';
import { CatalogCard } from './CatalogCard';
import { SELECTION_MINE, SELECTION_PARAM } from './print-selection';
import { useMyCatalog } from './use-my-catalog';

/** Cards for the selection; items the catalogue no longer has stay listed (so they can be removed). */
function selectionCards(catalog: Catalog | null, items: readonly MyCatalogItem[]): { item: MyCatalogItem; card: CatalogCardData | null }[] {
  const products = new Map(catalog?.products.map((p) => [p.ProductId, p]));
  const variants = new Map(catalog?.variants.map((v) => [v.ItemNumber, v]));
  return items.map((item) => {
    if (!catalog) return { item, card: null };
    if (item.itemNumber !== undefined) {
      const variant = variants.get(item.itemNumber);
      return { item, card: variant && variant.ProductId === item.productId ? variantCard(variant) : null };
    }
    const product = products.get(item.productId);
    return { item, card: product ? productCard(product, catalog.variants.find((v) => v.ProductId === item.productId)) : null };
  });
}

/** blocks.my-catalog in the browser: the selection from local storage with data from the product cache. */
export function MyCatalogList({ market, emptyText }: { market: MarketCode; emptyText: string }) {
  const t = useTranslations('Catalog');
  const { ready, items, remove } = useMyCatalog(market);
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const wanted = ready && items.length > 0;

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('@/lib/catalog-cache')
      .then(({ loadCatalog }) => loadCatalog(market))
      .then((loaded) => live && setCatalog(loaded.catalog))
      .catch((error: unknown) => console.error('[my-catalog] could not load the catalogue:', error));
    return () => {
      live = false;
    };
  }, [market, wanted]);

  const rows = useMemo(() => selectionCards(catalog, items), [catalog, items]);

  if (!ready) return <p className="text-sm text-secondary">{t('loading')}</p>;
  if (items.length === 0) return <p data-testid="my-catalog-empty">{emptyText}</p>;
  return (
    <div data-testid="my-catalog">
      <div className="mb-4 flex flex-wrap items-center gap-4 text-sm">
        <span data-testid="my-catalog-count">{t('myCatalogCount', { count: items.length })}</span>
        <a className="rounded bg-primary px-4 py-2 font-medium text-white" href={`${marketPath(market, printCatalogPath())}?${SELECTION_PARAM}=${SELECTION_MINE}`} data-testid="print-my-catalog">
          {t('printMyCatalog')}
        </a>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(({ item, card }) => (
          <li key={`${item.productId}-${item.itemNumber ?? ''}`}>
            {card ? (
              <CatalogCard card={card} market={market} itemLabel={card.itemNumber === null ? undefined : t('itemNumber', { itemNumber: card.itemNumber })}>
                <button type="button" className="mt-2 self-start text-sm underline" onClick={() => remove(item)}>
                  {t('remove')}
                </button>
              </CatalogCard>
            ) : (
              <div className="rounded border border-ice p-3 text-sm">
                {catalog ? t('unavailable', { id: item.itemNumber ?? item.productId }) : t('loading')}
                <button type="button" className="ml-2 underline" onClick={() => remove(item)}>
                  {t('remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** With its own messages provider, loaded on demand (islands.tsx). */
export const MyCatalogListWithIntl = withIntl(MyCatalogList);
