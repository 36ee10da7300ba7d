/** Spec section 9: progress bar timings. */
export const PROGRESS = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

/** Spec section 9: a chunk error reloads the page at most once per path per 10 s. */
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
