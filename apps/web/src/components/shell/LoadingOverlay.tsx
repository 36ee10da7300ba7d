'use client';

import { useSyncExternalStore } from 'react';
import { loadingCount, subscribeLoading } from '@/lib/loading';

/** Spec section 2: a full-page loading overlay while the loading counter is at least 1. */
export function LoadingOverlay() {
  const loading = useSyncExternalStore(subscribeLoading, loadingCount, () => 0);
  if (loading === 0) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      data-loading={loading}
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-fjord border-t-primary" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
