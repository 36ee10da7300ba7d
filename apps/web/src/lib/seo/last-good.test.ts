import { afterEach, describe, expect, it, vi } from 'vitest';
import { LastGood, limitConcurrency, settleWithin } from './last-good';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('LastGood', () => {
  it('rejects a first failure (nothing empty is handed out) and builds again on the next call', async () => {
    const onError = vi.fn();
    let fail = true;
    const store = new LastGood(async () => (fail ? Promise.reject(new Error('cms down')) : 'built'), {
      freshMs: 1000,
      onError,
    });
    await expect(store.get('k')).rejects.toThrow('cms down');
    expect(onError).toHaveBeenCalledWith('k', expect.objectContaining({ message: 'cms down' }), false);
    expect(store.has('k')).toBe(false);
    fail = false;
    expect(await store.get('k')).toBe('built');
  });

  it('shares one first build between callers', async () => {
    const build = deferred<string>();
    const fn = vi.fn(() => build.promise);
    const store = new LastGood(fn, { freshMs: 1000, onError: vi.fn() });
    const both = Promise.all([store.get('k'), store.get('k')]);
    build.resolve('one');
    expect(await both).toEqual(['one', 'one']);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('answers a stale value at once and rebuilds it behind the answer', async () => {
    let now = 0;
    let builds = 0;
    const next = deferred<number>();
    const store = new LastGood(async () => (++builds === 1 ? 1 : next.promise), {
      freshMs: 1000,
      now: () => now,
      onError: vi.fn(),
    });
    expect(await store.get('k')).toBe(1);
    now = 500;
    expect(await store.get('k')).toBe(1);
    expect(builds).toBe(1);
    now = 1500;
    // The rebuild is still running: the caller does not wait for it.
    expect(await store.get('k')).toBe(1);
    expect(builds).toBe(2);
    next.resolve(2);
    await vi.waitFor(async () => expect(await store.get('k')).toBe(2));
  });

  it('keeps the last good value when a rebuild fails, and says so', async () => {
    let now = 0;
    let fail = false;
    const onError = vi.fn();
    const store = new LastGood(async () => (fail ? Promise.reject(new Error('pim down')) : ['a', 'b']), {
      freshMs: 1000,
      now: () => now,
      onError,
    });
    expect(await store.get('k')).toEqual(['a', 'b']);
    fail = true;
    now = 5000;
    expect(await store.refresh('k')).toEqual(['a', 'b']);
    expect(await store.get('k')).toEqual(['a', 'b']);
    expect(onError).toHaveBeenCalledWith('k', expect.objectContaining({ message: 'pim down' }), true);
  });
});

describe('settleWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports each promise as ok, failed or late at the deadline', async () => {
    vi.useFakeTimers();
    const slow = deferred<string>();
    const result = settleWithin([Promise.resolve('a'), Promise.reject(new Error('down')), slow.promise], 20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual([
      { status: 'ok', value: 'a' },
      { status: 'failed', error: expect.objectContaining({ message: 'down' }) },
      { status: 'late' },
    ]);
  });

  it('answers as soon as all have settled, before the deadline', async () => {
    vi.useFakeTimers();
    const later = deferred<number>();
    const result = settleWithin([later.promise], 20_000);
    await vi.advanceTimersByTimeAsync(100);
    later.resolve(7);
    expect(await result).toEqual([{ status: 'ok', value: 7 }]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('limitConcurrency', () => {
  it('runs at most n tasks at once, in order', async () => {
    const limit = limitConcurrency(2);
    const gates = [deferred<void>(), deferred<void>(), deferred<void>(), deferred<void>()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const all = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await vi.waitFor(() => expect(started).toEqual([0, 1]));
    gates[1]!.resolve();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });
});
