import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempts';

describe('attempt limiter', () => {
  it('blocks a key after max failures within the window and forgets them after it', () => {
    const limiter = createAttemptLimiter({ max: 3, windowMs: 1000 });
    for (const t of [0, 10, 20]) limiter.fail('1.2.3.4', t);
    expect(limiter.blocked('1.2.3.4', 30)).toBe(true);
    expect(limiter.blocked('5.6.7.8', 30)).toBe(false);
    expect(limiter.blocked('1.2.3.4', 1021)).toBe(false);
  });

  it('keeps memory bounded', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000, maxKeys: 2 });
    limiter.fail('a', 0);
    limiter.fail('b', 0);
    limiter.fail('c', 0);
    expect(limiter.blocked('a', 1)).toBe(false);
    expect(limiter.blocked('c', 1)).toBe(true);
  });
});
