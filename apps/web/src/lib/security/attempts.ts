/** Failed-attempt limiter (per key, sliding window): the revalidation secret cannot be brute-forced. */
export interface AttemptLimiter {
  blocked(key: string, now?: number): boolean;
  fail(key: string, now?: number): void;
}

export function createAttemptLimiter({
  max,
  windowMs,
  maxKeys = 10_000,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}): AttemptLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    blocked(key, now = Date.now()) {
      return recent(key, now).length >= max;
    },
    fail(key, now = Date.now()) {
      const list = recent(key, now);
      list.push(now);
      failures.delete(key);
      failures.set(key, list);
      // Bounded memory under a flood of distinct keys: the oldest key goes first.
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
    },
  };
}
