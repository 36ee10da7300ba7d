'use client';

import { useTranslations } from 'next-intl';
import { withIntl } from '@/components/shell/IntlClientProvider';
import { useMyCatalog } from './use-my-catalog';

/** "Add to my catalogue" on product and variant pages; the selection lives in local storage. */
export function AddToMyCatalog({
  market,
  productId,
  itemNumber,
}: {
  market: string;
  productId: string;
  itemNumber?: number;
}) {
  const t = useTranslations('Product');
  const { ready, has, toggle } = useMyCatalog(market);
  const item = itemNumber === undefined ? { productId } : { productId, itemNumber };
  const added = has(item);
  return (
    <button
      type="button"
      disabled={!ready}
      aria-pressed={added}
      data-testid="add-to-my-catalog"
      onClick={() => toggle(item)}
      className={`rounded border px-4 py-2 text-sm font-medium ${added ? 'border-primary bg-primary text-white' : 'border-primary text-primary'}`}
    >
      {added ? t('removeFromMyCatalog') : t('addToMyCatalog')}
    </button>
  );
}

/** With its own messages provider, loaded on demand (islands.tsx). */
export const AddToMyCatalogWithIntl = withIntl(AddToMyCatalog);
