/**
 * Wraps an async builder: calls with the same key share one run and its result for `freshMs` (the index and
 * its parts are fetched together by a crawler); a failed run answers the last good result for that key, and
 * throws only when there has never been one, so nothing empty is ever handed out in place of a failure.
 */
export function keepLastGood<A extends unknown[], T>(
  build: (...args: A) => Promise<T>,
  key: (...args: A) => string,
  onFallback: (error: Error, args: A) => void,
  options: { freshMs?: number; now?: () => number } = {},
): (...args: A) => Promise<T> {
  const freshMs = options.freshMs ?? 5_000;
  const now = options.now ?? Date.now;
  const good = new Map<string, { value: T; at: number }>();
  const running = new Map<string, Promise<T>>();
  return (...args: A) => {
    const k = key(...args);
    const last = good.get(k);
    if (last && now() - last.at < freshMs) return Promise.resolve(last.value);
    const inFlight = running.get(k);
    if (inFlight) return inFlight;
    const run = build(...args)
      .then((value) => {
        good.set(k, { value, at: now() });
        return value;
      })
      .catch((error: unknown) => {
        const previous = good.get(k);
        if (!previous) throw error;
        onFallback(error instanceof Error ? error : new Error(String(error)), args);
        return previous.value;
      })
      .finally(() => running.delete(k));
    running.set(k, run);
    return run;
  };
}
