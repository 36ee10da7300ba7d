/**
 * The loading counter (SHELL-LOADING-COUNTER): the full-page overlay shows while it is at least 1. A wait that must not
 * hide what the page already shows (the catalogue's first screen is server-rendered and usable while the browser
 * fills its cache) counts as `background`: a small indicator then shows instead of the overlay.
 */
export type LoadingKind = 'page' | 'background';

type Listener = () => void;

const counts: Record<LoadingKind, number> = { page: 0, background: 0 };
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Raises the counter; the returned function lowers it once, however often it is called. */
export function startLoading(kind: LoadingKind = 'page'): () => void {
  counts[kind] += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    counts[kind] = Math.max(0, counts[kind] - 1);
    emit();
  };
}

/** How many waits of that kind are running. */
export function loadingCount(kind: LoadingKind = 'page'): number {
  return counts[kind];
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the counter raised while the promise is pending (a real wait the visitor would otherwise stare at). */
export async function trackLoading<T>(work: Promise<T>, kind: LoadingKind = 'page'): Promise<T> {
  const stop = startLoading(kind);
  try {
    return await work;
  } finally {
    stop();
  }
}
