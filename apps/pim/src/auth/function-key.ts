import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests so neither the content nor the length of the key leaks through timing. */
export function functionKeyMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
