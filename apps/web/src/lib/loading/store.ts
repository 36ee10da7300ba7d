/** The loading counter of spec section 4: the full-page overlay shows while it is at least 1. */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Raises the counter; the returned function lowers it once, however often it is called. */
export function startLoading(): () => void {
  count += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    count = Math.max(0, count - 1);
    emit();
  };
}

export function loadingCount(): number {
  return count;
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the counter raised while the promise is pending (a real wait the visitor would otherwise stare at). */
export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  const stop = startLoading();
  try {
    return await work;
  } finally {
    stop();
  }
}
