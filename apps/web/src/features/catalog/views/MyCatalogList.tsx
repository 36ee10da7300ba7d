'use client';

import { useTranslations } from 'next-intl';
import { withIntl } from '@/components/shell/IntlClientProvider';
import { useEffect, useState } from 'react';
import type { MarketCode } from '@qilak/markets';
import type { MyCatalogItem } from '@/features/catalog/query';
import { askCatalog, type SelectionRow } from '@/features/catalog/worker';
import { marketPath, printCatalogPath } from '@/lib/routing';
import { CatalogCard } from './CatalogCard';
import { SELECTION_MINE, SELECTION_PARAM } from './print-selection';
import { useMyCatalog } from './use-my-catalog';

/** blocks.my-catalog in the browser: the selection from local storage with data from the product cache. */
export function MyCatalogList({ market, emptyText }: { market: MarketCode; emptyText: string }) {
  const t = useTranslations('Catalog');
  const { ready, items, remove } = useMyCatalog(market);
  // The selection's cards, answered by the catalogue worker (which holds the catalogue and its cache).
  const [answered, setAnswered] = useState<{ rows: SelectionRow[] } | null>(null);
  const wanted = ready && items.length > 0;
  // The selection is parsed afresh on every render: the effect follows its content, not the array.
  const selection = JSON.stringify(items);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    askCatalog({ type: 'select', culture: market, items: JSON.parse(selection) as MyCatalogItem[] })
      .then((rows) => live && setAnswered({ rows }))
      .catch((error: unknown) => console.error('[my-catalog] could not load the catalogue:', error));
    return () => {
      live = false;
    };
  }, [market, wanted, selection]);

  // Until the answer for the current selection is in, the last one's cards stay (a removal shows at once).
  const known = new Map(answered?.rows.map((r) => [`${r.item.productId}-${r.item.itemNumber ?? ''}`, r.card]));
  const rows = items.map((item) => {
    const key = `${item.productId}-${item.itemNumber ?? ''}`;
    return { item, card: known.get(key) ?? null, answered: known.has(key) };
  });

  if (!ready) return <p className="text-sm text-secondary">{t('loading')}</p>;
  if (items.length === 0) return <p data-testid="my-catalog-empty">{emptyText}</p>;
  return (
    <div data-testid="my-catalog">
      <div className="mb-4 flex flex-wrap items-center gap-4 text-sm">
        <span data-testid="my-catalog-count">{t('myCatalogCount', { count: items.length })}</span>
        <a
          className="rounded bg-primary px-4 py-2 font-medium text-white"
          href={`${marketPath(market, printCatalogPath())}?${SELECTION_PARAM}=${SELECTION_MINE}`}
          data-testid="print-my-catalog"
        >
          {t('printMyCatalog')}
        </a>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(({ item, card, answered: inAnswer }) => (
          <li key={`${item.productId}-${item.itemNumber ?? ''}`}>
            {card ? (
              <CatalogCard
                card={card}
                market={market}
                itemLabel={card.itemNumber === null ? undefined : t('itemNumber', { itemNumber: card.itemNumber })}
              >
                <button type="button" className="mt-2 self-start text-sm underline" onClick={() => remove(item)}>
                  {t('remove')}
                </button>
              </CatalogCard>
            ) : (
              <div className="rounded border border-ice p-3 text-sm">
                {inAnswer ? t('unavailable', { id: item.itemNumber ?? item.productId }) : t('loading')}
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
