'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { withIntl } from '@/components/shell/IntlClientProvider';
import { useSyncExternalStore } from 'react';
import { selectionStyle } from '@/features/catalog/query';
import { SELECTION_MINE, SELECTION_PARAM } from './print-selection';
import { useMyCatalog } from './use-my-catalog';
import { trackLoading, useLoadingWhile } from '@/lib/loading';
import { webFontsForPrint } from '@/lib/fonts';

const subscribeNever = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function PrintButton() {
  const t = useTranslations('Print');
  // Whether the click handler is attached yet (the island hydrates after the page): data-hydrated for tests.
  const hydrated = useSyncExternalStore(subscribeNever, inBrowser, onServer);
  return (
    <button
      type="button"
      onClick={() => void trackLoading(Promise.all([imagesReady(), webFontsForPrint()])).then(() => window.print())}
      data-testid="print-button"
      data-hydrated={hydrated}
      className="rounded bg-primary px-4 py-2 text-sm font-medium text-white"
    >
      {t('printButton')}
    </button>
  );
}

/** Every picture of the catalogue loaded, lazy ones included, so the printout has no empty frames. */
function imagesReady(): Promise<unknown> {
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  return Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

/**
 * Applies "my catalogue" to the server-rendered print layout: the page holds the whole market catalogue
 * (one static document), and this hides what the visitor did not pick. Reads the query in the browser only.
 */
export function PrintSelection({ market, catalogTitle }: { market: string; catalogTitle: string }) {
  const t = useTranslations('Print');
  const mine = useSearchParams().get(SELECTION_PARAM) === SELECTION_MINE;
  const { ready, items } = useMyCatalog(market);
  // Until the visitor's selection is read, the page still shows the whole catalogue.
  useLoadingWhile(mine && !ready);
  if (!mine)
    return (
      <h1 className="text-4xl font-semibold" data-testid="print-title">
        {catalogTitle}
      </h1>
    );
  return (
    <>
      <h1 className="text-4xl font-semibold" data-testid="print-title">
        {t('myTitle')}
      </h1>
      {ready && <style data-testid="print-selection-style">{selectionStyle(items)}</style>}
      {ready && items.length === 0 && (
        <p className="mt-6" data-testid="print-empty">
          {t('noSelection')}
        </p>
      )}
    </>
  );
}

/** The cover date is the day of printing, not the day the page was cached: filled in by the browser. */
export function PrintDate({ language, fallback }: { language: string; fallback: string }) {
  const today = useSyncExternalStore(
    subscribeNever,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date()),
    () => fallback,
  );
  return <span data-testid="print-date">{today}</span>;
}

// With their own messages provider, loaded on demand (islands.tsx).
export const PrintButtonWithIntl = withIntl(PrintButton);
export const PrintSelectionWithIntl = withIntl(PrintSelection);
