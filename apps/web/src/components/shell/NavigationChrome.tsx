'use client';

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { LoadingOverlay } from './LoadingOverlay';
import {
  PAGE_SHOWN_EVENT,
  PROGRESS,
  isNavigationClick,
  isPageChange,
  type Place,
  type ProgressState,
  countFullLoad,
  reloadForChunkError,
} from '@/lib/freshness';
import { LOCALE_COOKIE, localeCookieString } from '@/lib/locale-cookie';

function hasCookieValue(header: string, name: string, value: string): boolean {
  return header.split(';').some((part) => part.trim() === `${name}=${value}`);
}

type Bar = { state: ProgressState; width: number; transitionMs: number };
const IDLE: Bar = { state: 'idle', width: 0, transitionMs: 0 };
const here = (): Place => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * App shell (SHELL-LOADING-COUNTER, SHELL-PROGRESS, FRESH-BUILD, ERR-CHUNK-RELOAD): the loading overlay
 * (counter >= 1), the top progress bar on navigation, build freshness (a new build id makes the next navigation, Back/Forward included, a full page load) and the
 * chunk-error reload guard. Its decisions are on the bar's element (data-state, data-started, data-finished,
 * data-build) and on `<html data-chunk-reload>`, so tests wait for them instead of sleeping.
 */
export function NavigationChrome({
  buildId,
  market,
  loadingLabel,
  pollMs = 60_000,
}: {
  buildId: string;
  market: string;
  /** The loading overlay's screen-reader text, in the market's language. */
  loadingLabel: string;
  pollMs?: number;
}) {
  const [bar, setBar] = useState<Bar>(IDLE);
  const [counts, setCounts] = useState({ started: 0, finished: 0 });
  const [build, setBuild] = useState<'current' | 'stale'>('current');
  // The last Back/Forward and what the shell made of it, numbered: `2:same-page`, `3:navigation`, `4:full-load`.
  const [popstate, setPopstate] = useState('');
  // 'ready' once the listeners below are attached (the server's HTML says 'starting').
  const [shell, setShell] = useState<'starting' | 'ready'>('starting');
  const timers = useRef<number[]>([]);
  const navigating = useRef(false);
  // The path a client navigation in flight is going to (null when none is).
  const target = useRef<string | null>(null);
  const stale = useRef(false);
  const shown = useRef<Place | null>(null);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };

  // Done: a page is shown (or the navigation gave up); fill, hide after the hide delay, reset after the reset delay.
  const finish = useCallback(() => {
    shown.current = here();
    if (!navigating.current) return;
    navigating.current = false;
    target.current = null;
    clearTimers();
    setCounts((c) => ({ ...c, finished: c.finished + 1 }));
    setBar((b) => (b.state === 'visible' ? { state: 'finishing', width: 100, transitionMs: 200 } : IDLE));
    timers.current.push(
      window.setTimeout(
        () => setBar((b) => (b.state === 'finishing' ? { ...b, state: 'idle' } : b)),
        PROGRESS.hideDelayMs,
      ),
      window.setTimeout(() => setBar(IDLE), PROGRESS.hideDelayMs + PROGRESS.resetDelayMs),
    );
  }, []);

  // Start: shown only when the navigation outlasts the throttle, then creeping to 90 % over the duration.
  useEffect(() => {
    shown.current ??= here();
    const start = (to: string) => {
      clearTimers();
      if (!navigating.current) setCounts((c) => ({ ...c, started: c.started + 1 }));
      navigating.current = true;
      target.current = to;
      setBar({ state: 'waiting', width: 0, transitionMs: 0 });
      timers.current.push(
        window.setTimeout(() => {
          if (!navigating.current) return;
          setBar({ state: 'visible', width: 0, transitionMs: 0 });
          requestAnimationFrame(() =>
            setBar((b) =>
              b.state === 'visible' ? { state: 'visible', width: 90, transitionMs: PROGRESS.durationMs } : b,
            ),
          );
        }, PROGRESS.throttleMs),
        window.setTimeout(finish, PROGRESS.giveUpMs),
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
      start(url.pathname);
    };
    let popstates = 0;
    const onPopState = () => {
      const decide = (decision: 'same-page' | 'navigation' | 'full-load') => setPopstate(`${++popstates}:${decision}`);
      // Back from an #anchor stays on the page: nothing to load, no bar.
      if (shown.current && !isPageChange(shown.current, here())) return decide('same-page');
      // A newer build is live: the history entry is loaded in full too, not with this build's client.
      if (stale.current) {
        decide('full-load');
        window.location.reload();
        return;
      }
      decide('navigation');
      start(window.location.pathname);
    };
    // The document goes while a client navigation is in flight: Next fell back to a full load of the target.
    const onPageHide = () => {
      if (navigating.current && target.current) countFullLoad(target.current);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(PAGE_SHOWN_EVENT, finish);
    window.addEventListener('pagehide', onPageHide);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the shell is ready once these listeners are attached; tests and the progress bar wait for that mark
    setShell('ready');
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(PAGE_SHOWN_EVENT, finish);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [finish]);

  // LOCALE-COOKIE: the locale (cookie) is switched on navigation, set here so cached pages carry no Set-Cookie.
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
        if (live && live !== buildId) {
          stale.current = true;
          setBuild('stale');
        }
      } catch {
        // offline or restarting: try again on the next tick
      }
    };
    const interval = window.setInterval(() => void check(), pollMs);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [buildId, pollMs]);

  // A chunk of an older build that is gone: reload, at most once per path per 10 s (lib/freshness/chunk-reload.ts).
  useEffect(() => {
    const onWindowError = (event: ErrorEvent) => void reloadForChunkError(event.error ?? event);
    const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkError(event.reason);
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
        data-visible={bar.state === 'visible' || bar.state === 'finishing'}
        data-state={bar.state}
        data-started={counts.started}
        data-finished={counts.finished}
        data-build={build}
        data-popstate={popstate}
        data-shell={shell}
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] bg-copper"
        style={{
          height: PROGRESS.heightPx,
          width: `${bar.width}%`,
          opacity: bar.state === 'visible' || bar.state === 'finishing' ? 1 : 0,
          transition: `width ${bar.transitionMs}ms ease-out, opacity 300ms`,
        }}
      />
      <LoadingOverlay label={loadingLabel} />
      {/* Client-only (it renders nothing): useSearchParams would otherwise opt static pages out of prerendering. */}
      <Suspense fallback={null}>
        <AddressChange onChange={finish} />
      </Suspense>
    </>
  );
}

/**
 * A page shown under another path or query ends the bar: the page component stays mounted when only the query
 * changes (no new PageShown), and pages outside the catch-all route have no PageShown at all.
 */
function AddressChange({ onChange }: { onChange: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => onChange(), [pathname, search, onChange]);
  return null;
}
