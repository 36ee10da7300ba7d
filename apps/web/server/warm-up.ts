import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '../src/lib/log';

const sitemapLog = logger('sitemap');

/** What one request for the sitemap index told the warm-up. */
export interface WarmAnswer {
  status: number;
  /** Every market is in it (`x-sitemap-index: complete`). */
  complete: boolean;
  retryAfterSeconds?: number;
}

const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * Asks the server for its own sitemap index once it listens, so a crawler's first request finds every market
 * built. While the answer is not complete (an upstream down at start) it asks again after 30 s, doubling up to
 * 5 min (never sooner than its Retry-After), for at most `attempts` tries. Resolves with whether the index got complete.
 */
export async function warmUntilComplete(
  ask: () => Promise<WarmAnswer>,
  options: {
    attempts?: number;
    sleep?: (ms: number) => Promise<void>;
    log?: (line: string) => void;
    /** After the first attempt, answered or not (readiness waits for it); with whether the index is complete. */
    onFirstAttempt?: (complete: boolean) => void;
  } = {},
): Promise<boolean> {
  const attempts = options.attempts ?? 12;
  const sleep = options.sleep ?? unrefSleep;
  const log = options.log ?? ((line: string) => sitemapLog.info(line));
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const started = Date.now();
    let answer: WarmAnswer | undefined;
    try {
      answer = await ask();
    } catch (error) {
      log(`warm-up request failed: ${(error as Error).message}`);
    }
    const complete = answer?.status === 200 && answer.complete;
    if (attempt === 1) options.onFirstAttempt?.(complete);
    if (complete) {
      log(`index warmed in ${Date.now() - started} ms`);
      return true;
    }
    if (attempt === attempts) break;
    const wait = Math.min(MAX_DELAY_MS, Math.max(delay, (answer?.retryAfterSeconds ?? 0) * 1000));
    log(`index not complete yet (${answer ? answer.status : 'no answer'}), asking again in ${wait / 1000} s`);
    await sleep(wait);
    delay = Math.min(MAX_DELAY_MS, delay * 2);
  }
  log(`index still not complete after ${attempts} tries; the next request builds it`);
  return false;
}

/** A sleep that does not keep the process alive. */
function unrefSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** One GET of the index, read the way the warm-up needs it. */
export async function askIndex(url: string): Promise<WarmAnswer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  await response.body?.cancel();
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    complete: response.headers.get('x-sitemap-index') === 'complete',
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/**
 * Starts the search indexes of every market once the server listens (their route builds them off the request
 * path); a failure is logged, the first search then starts them.
 */
export async function warmSearch(
  url: string,
  log: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.body?.cancel();
    log(`[search] index build started (${response.status})`);
  } catch (error) {
    log(`[search] warm-up request failed: ${(error as Error).message}`);
  }
}

/**
 * OPS-WARM: Next loads a route's code (hundreds of milliseconds of compiling on one thread) on the route's first
 * request. Asked here, through the server's own request handler on a loopback port of its own, before the public
 * port listens, so that no visitor's request and no probe waits on it (issue 33). Each path answers quickly (an
 * unknown market, a page that does not exist); an answer that fails or times out has still loaded its route.
 */
export async function loadRoutes(
  listener: RequestListener,
  paths: readonly string[],
  timeoutMs = 5_000,
): Promise<{ ms: number; answered: number }> {
  const started = performance.now();
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let answered = 0;
  try {
    for (const path of paths) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
        await response.arrayBuffer();
        answered++;
      } catch {
        // Timed out or cut: the route's code is loaded all the same.
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { ms: Math.round(performance.now() - started), answered };
}
