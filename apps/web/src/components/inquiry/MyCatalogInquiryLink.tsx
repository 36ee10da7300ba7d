'use client';

import { useSyncExternalStore } from 'react';
import { myCatalogStorageKey, parseMyCatalog } from '@/features/catalog/query';
import { inquiryFormPath, LIMITS } from '@/lib/inquiry';
import { buttonClasses } from '@/components/ui/button-styles';
import type { MarketCode } from '@qilak/markets';

const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('focus', listener);
  };
};

/** "Request a quote or sample" for everything in "my catalogue": the picked item numbers (or product ids). */
export function MyCatalogInquiryLink({ market, label }: { market: MarketCode; label: string }) {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(myCatalogStorageKey(market)),
    () => null,
  );
  const items = parseMyCatalog(raw)
    .slice(0, LIMITS.items)
    .map((item) => (item.itemNumber !== undefined ? String(item.itemNumber) : item.productId));
  if (items.length === 0) return null;
  return (
    <a href={inquiryFormPath(market, items)} className={buttonClasses({})} data-request-quote-all>
      {label}
    </a>
  );
}
