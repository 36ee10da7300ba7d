'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { loadingCount, subscribeLoading } from '@/lib/loading/store';
import { PROGRESS, allowReload, isNavigationClick } from '@/lib/freshness/progress';
import { LOCALE_COOKIE, localeCookieString } from '@/lib/locale-cookie';

function hasCookieValue(header: string, name: string, value: string): boolean {
  return header.split(';').some((part) => part.trim() === `${name}=${value}`);
}

type Bar = { visible: boolean; width: number; transitionMs: number };
const HIDDEN: Bar = { visible: false, width: 0, transitionMs: 0 };

/**
 * App shell of spec sections 2 and 4: the loading overlay (counter >= 1), the top progress bar on navigation,
 * build freshness (a new build id makes the next navigation a full page load) and the chunk-error reload guard.
 */
export function NavigationChrome({
  buildId,
  market,
  pollMs = 60_000,
}: {
  buildId: string;
  market: string;
  pollMs?: number;
}) {
  const pathname = usePathname();
  const [bar, setBar] = useState<Bar>(HIDDEN);
  const timers = useRef<number[]>([]);
  const navigating = useRef(false);
  const stale = useRef(false);
  const loading = useSyncExternalStore(subscribeLoading, loadingCount, () => 0);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };

  // Start: shown only when the navigation outlasts the throttle, then creeping to 90 % over the duration.
  useEffect(() => {
    const start = () => {
      clearTimers();
      navigating.current = true;
      timers.current.push(
        window.setTimeout(() => {
          if (!navigating.current) return;
          setBar({ visible: true, width: 0, transitionMs: 0 });
          requestAnimationFrame(() => setBar({ visible: true, width: 90, transitionMs: PROGRESS.durationMs }));
        }, PROGRESS.throttleMs),
      );
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a') ?? null;
      const url = isNavigationClick(event, anchor, window.location);
      if (!url) return;
      if (stale.current) {
        // A newer build is live: load the next page in full instead of with this build's client.
        event.preventDefault();
        window.location.assign(url.toString());
        return;
      }
      start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
    };
  }, []);

  // Done: the new path is rendered; fill, hide after the hide delay, reset after the reset delay.
  useEffect(() => {
    if (!navigating.current) return;
    navigating.current = false;
    clearTimers();
    setBar((b) => (b.visible ? { visible: true, width: 100, transitionMs: 200 } : HIDDEN));
    timers.current.push(
      window.setTimeout(() => setBar((b) => ({ ...b, visible: false })), PROGRESS.hideDelayMs),
      window.setTimeout(() => setBar(HIDDEN), PROGRESS.hideDelayMs + PROGRESS.resetDelayMs),
    );
  }, [pathname]);

  // Spec section 4: the locale (cookie) is switched on navigation, set here so cached pages carry no Set-Cookie.
  useEffect(() => {
    if (!hasCookieValue(document.cookie, LOCALE_COOKIE.name, market)) {
      document.cookie = localeCookieString(market);
    }
  }, [market]);

  // Build freshness: poll the live build id; also when the tab becomes visible again.
  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch('/api/build-id', { cache: 'no-store' });
        if (!response.ok) return;
        const { buildId: live } = (await response.json()) as { buildId?: string };
        if (live && live !== buildId) stale.current = true;
      } catch {
        // offline or restarting: try again on the next tick
      }
    };
    const interval = window.setInterval(check, pollMs);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [buildId, pollMs]);

  // A chunk of an older build that is gone: reload, at most once per path per 10 s.
  useEffect(() => {
    const onError = (reason: unknown) => {
      const name = (reason as { name?: string } | null)?.name ?? '';
      const message = String((reason as { message?: string } | null)?.message ?? reason ?? '');
      if (
        name !== 'ChunkLoadError' &&
        !/Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(message)
      )
        return;
      if (allowReload(window.sessionStorage, window.location.pathname, Date.now())) window.location.reload();
    };
    const onWindowError = (event: ErrorEvent) => onError(event.error ?? event);
    const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="progress-bar"
        data-visible={bar.visible}
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] bg-copper"
        style={{
          height: PROGRESS.heightPx,
          width: `${bar.width}%`,
          opacity: bar.visible ? 1 : 0,
          transition: `width ${bar.transitionMs}ms ease-out, opacity 300ms`,
        }}
      />
      {loading > 0 && (
        <div
          role="status"
          aria-live="polite"
          data-testid="loading-overlay"
          className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
        >
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-fjord border-t-primary" />
          <span className="sr-only">Loading…</span>
        </div>
      )}
    </>
  );
}
