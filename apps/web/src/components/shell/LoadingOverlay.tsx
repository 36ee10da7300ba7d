'use client';

import { useSyncExternalStore } from 'react';
import { loadingCount, subscribeLoading } from '@/lib/loading';

const pageWaits = () => loadingCount('page');
const backgroundWaits = () => loadingCount('background');
const none = () => 0;

/**
 * SHELL-LOADING-COUNTER: a full-page loading overlay while the loading counter is at least 1. Background waits (content
 * already on screen and usable) get a small corner indicator instead, which hides and blocks nothing.
 * `data-mode` says which one is shown, `data-loading` how many waits it stands for; `label` is in the market's language.
 */
const LOOKS = {
  page: {
    box: 'fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-[1px]',
    spinner: 'h-12 w-12 border-4',
  },
  background: {
    box: 'loading-indicator pointer-events-none fixed right-4 bottom-4 z-50 rounded-full bg-white/90 p-2 shadow-md',
    spinner: 'block h-6 w-6 border-[3px]',
  },
} as const;

export function LoadingOverlay({ label = 'Loading…' }: { label?: string }) {
  const page = useSyncExternalStore(subscribeLoading, pageWaits, none);
  const background = useSyncExternalStore(subscribeLoading, backgroundWaits, none);
  const mode = page > 0 ? 'page' : background > 0 ? 'background' : null;
  if (!mode) return null;
  const look = LOOKS[mode];
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      data-mode={mode}
      data-loading={mode === 'page' ? page : background}
      className={look.box}
    >
      <span className={`${look.spinner} animate-spin rounded-full border-fjord border-t-primary`} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
