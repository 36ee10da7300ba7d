/** SHELL-PROGRESS: progress bar timings. */
export const PROGRESS = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  /** A navigation that has shown no page by then failed without a full load: the bar finishes anyway. */
  giveUpMs: 15_000,
} as const;

/** Where the visitor is, as far as pages go: a hash is a place on the same page. */
export interface Place {
  pathname: string;
  search: string;
}

/**
 * Back/Forward (popstate) to a history entry: a navigation to another page only when its path or query differs
 * from the page shown; a hash change (Back from `#anchor`) stays on the page, so it starts no progress bar.
 */
export function isPageChange(shown: Place, now: Place): boolean {
  return shown.pathname !== now.pathname || shown.search !== now.search;
}

/** What the progress bar does, exposed on its element (data-state) for tests and operators. */
export type ProgressState = 'idle' | 'waiting' | 'visible' | 'finishing';

/** How the shell decided about a chunk that failed to load (data-chunk-reload on <html>). */
export type ChunkReloadDecision = 'reloading' | 'refused';

/** A script chunk that did not load (webpack, Turbopack, native dynamic import): the build it belongs to is gone. */
export function isChunkLoadError(reason: unknown): boolean {
  const name = (reason as { name?: unknown } | null)?.name;
  const given = (reason as { message?: unknown } | null)?.message ?? reason;
  const message = typeof given === 'string' ? given : '';
  return (
    name === 'ChunkLoadError' ||
    /Loading chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/** ERR-CHUNK-RELOAD: a chunk error reloads the page at most once per path per 10 s. */
export const RELOAD_GUARD_MS = 10_000;

/** True when a reload for this path is allowed now; records it. `store` is sessionStorage in the browser. */
export function allowReload(store: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  const key = `qilak-reload:${path}`;
  const last = store.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  store.setItem(key, String(now));
  return true;
}

/** A same-origin, plain left click on a link to another page: what starts a client navigation. */
export function isNavigationClick(
  event: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
  },
  anchor: { href: string; target: string; hasAttribute(name: string): boolean } | null,
  location: { origin: string; pathname: string; search: string },
): URL | null {
  if (
    !anchor ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/** Dispatched on window by every page (and error page) once it is shown: the navigation to it is over. */
export const PAGE_SHOWN_EVENT = 'qilak:page-shown';
