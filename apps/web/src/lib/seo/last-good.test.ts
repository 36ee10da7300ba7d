import { describe, expect, it, vi } from 'vitest';
import { keepLastGood } from './last-good';

describe('keepLastGood', () => {
  it('throws on a first failure: nothing empty is handed out', async () => {
    const get = keepLastGood(
      async () => Promise.reject(new Error('cms down')),
      () => 'k',
      vi.fn(),
    );
    await expect(get()).rejects.toThrow('cms down');
  });

  it('answers the last good value when a later build fails, and names the cause', async () => {
    let now = 0;
    let fail = false;
    const onFallback = vi.fn();
    const get = keepLastGood(
      async () => (fail ? Promise.reject(new Error('pim down')) : ['a', 'b']),
      () => 'k',
      onFallback,
      { freshMs: 1000, now: () => now },
    );
    expect(await get()).toEqual(['a', 'b']);
    fail = true;
    now = 5000;
    expect(await get()).toEqual(['a', 'b']);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ message: 'pim down' }), []);
  });

  it('shares one build between calls in the fresh window and rebuilds after it', async () => {
    let now = 0;
    let builds = 0;
    const get = keepLastGood(
      async () => ++builds,
      () => 'k',
      vi.fn(),
      { freshMs: 1000, now: () => now },
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    now = 500;
    expect(await get()).toBe(1);
    now = 1500;
    expect(await get()).toBe(2);
  });
});
