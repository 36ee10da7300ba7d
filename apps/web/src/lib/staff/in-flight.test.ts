import { describe, expect, it, vi } from 'vitest';
import { shareInFlight } from './in-flight';

describe('shared in-flight requests', () => {
  it('gives concurrent callers of one key the same request, and starts a new one once it settled', async () => {
    const share = shareInFlight<string>();
    let release: (value: string) => void = () => {};
    const start = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const a = share('k', start);
    const b = share('k', start);
    expect(a).toBe(b);
    expect(start).toHaveBeenCalledTimes(1);
    release('token');
    expect(await Promise.all([a, b])).toEqual(['token', 'token']);
    const c = share('k', () => Promise.resolve('next'));
    expect(await c).toBe('next');
  });
  it('keeps keys apart and forgets failed requests', async () => {
    const share = shareInFlight<string>();
    const failing = share('a', () => Promise.reject(new Error('boom')));
    const other = share('b', () => Promise.resolve('b'));
    await expect(failing).rejects.toThrow('boom');
    expect(await other).toBe('b');
    expect(await share('a', () => Promise.resolve('retry'))).toBe('retry');
  });
});
