/**
 * Shares one running request per key: callers that ask while it is in flight get the same promise; once it
 * settles the next caller starts a new one (STAFF-TOKEN: silent token requests are shared while in flight).
 */
export function shareInFlight<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, start) => {
    const existing = running.get(key);
    if (existing) return existing;
    const promise = start().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
