import { describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadRoutes, warmUntilComplete, type WarmAnswer } from './warm-up';

function asker(answers: (WarmAnswer | Error)[]) {
  const ask = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('asked too often');
    if (next instanceof Error) throw next;
    return next;
  });
  return ask;
}

describe('warming the sitemap index at start', () => {
  it('asks once when the first answer is complete', async () => {
    const ask = asker([{ status: 200, complete: true }]);
    const sleep = vi.fn(async () => undefined);
    expect(await warmUntilComplete(ask, { sleep, log: vi.fn() })).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('asks again while an upstream is down, backing off and never sooner than Retry-After', async () => {
    const ask = asker([
      { status: 503, complete: false, retryAfterSeconds: 30 },
      new Error('socket hang up'),
      { status: 200, complete: false },
      { status: 503, complete: false, retryAfterSeconds: 600 },
      { status: 200, complete: true },
    ]);
    const sleep = vi.fn(async (_ms: number) => undefined);
    const log = vi.fn();
    expect(await warmUntilComplete(ask, { sleep, log })).toBe(true);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([30_000, 60_000, 120_000, 300_000]);
    expect(log).toHaveBeenCalledWith('warm-up request failed: socket hang up');
  });

  it('gives up after its attempts and says the next request builds it', async () => {
    const ask = asker([
      { status: 503, complete: false },
      { status: 503, complete: false },
    ]);
    const log = vi.fn();
    expect(await warmUntilComplete(ask, { attempts: 2, sleep: async () => undefined, log })).toBe(false);
    expect(log).toHaveBeenLastCalledWith('index still not complete after 2 tries; the next request builds it');
  });
});

describe('loading the routes before the port opens', () => {
  it('asks every path once through the handler, in order, giving up on one that hangs', async () => {
    const seen: string[] = [];
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url ?? '');
      // A route that fails still counts as loaded; one that never answers is given up after the timeout.
      if (req.url === '/hangs') return;
      setTimeout(() => {
        res.writeHead(req.url === '/fails' ? 500 : 404).end('x');
      }, 5);
    };
    const result = await loadRoutes(listener, ['/a', '/fails', '/hangs', '/b'], 300);
    expect(seen).toEqual(['/a', '/fails', '/hangs', '/b']);
    expect(result.answered).toBe(3);
    expect(result.ms).toBeGreaterThanOrEqual(300);
  });
});
