import { describe, expect, it } from 'vitest';
import { loadingCount, startLoading, subscribeLoading } from './store';

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
