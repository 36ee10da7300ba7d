import { describe, expect, it } from 'vitest';
import { loadingCount, startLoading, subscribeLoading, trackLoading } from './store';

describe('loading counter', () => {
  it('rises and falls, each stop counting once, never below zero', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeLoading(() => seen.push(loadingCount()));
    const stopA = startLoading();
    const stopB = startLoading();
    stopA();
    stopA();
    stopB();
    unsubscribe();
    expect(seen).toEqual([1, 2, 1, 0]);
    expect(loadingCount()).toBe(0);
  });
});

describe('trackLoading', () => {
  it('keeps the counter raised while the wait lasts, and lowers it when the wait fails too', async () => {
    let finish!: () => void;
    const wait = trackLoading(new Promise<void>((resolve) => (finish = resolve)));
    expect(loadingCount()).toBe(1);
    finish();
    await wait;
    expect(loadingCount()).toBe(0);

    const failed = trackLoading(Promise.reject(new Error('popup closed')));
    expect(loadingCount()).toBe(1);
    await expect(failed).rejects.toThrow('popup closed');
    expect(loadingCount()).toBe(0);
  });
});

describe('kinds of wait', () => {
  it('counts background waits apart from the page overlay', () => {
    const stopBackground = startLoading('background');
    expect(loadingCount('background')).toBe(1);
    expect(loadingCount()).toBe(0);
    const stopPage = startLoading();
    expect(loadingCount('page')).toBe(1);
    stopBackground();
    stopPage();
    expect([loadingCount('page'), loadingCount('background')]).toEqual([0, 0]);
  });
});
