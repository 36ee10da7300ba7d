import 'server-only';
import { cache } from 'react';
import { UpstreamError, type UpstreamName } from './error';
import { requestClock } from './request-clock';

export interface UpstreamRequest {
  upstream: UpstreamName;
  url: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Next data-cache options: tags for revalidation; omit for uncached calls. */
  next?: { tags?: string[]; revalidate?: number | false };
  cache?: RequestCache;
}

/**
 * One time budget per request: calls made one after another (metadata, page, navigation, settings) share it,
 * so a slow upstream fails the whole page within the budget instead of once per call. The web server starts
 * the clock for each request (server/index.ts); inside a render without it, React's request cache does.
 */
const renderStartedAt = cache(() => ({ at: Date.now() }));

export function remainingBudget(timeoutMs: number): number {
  const started = requestClock().getStore()?.startedAt ?? renderStartedAt().at;
  return Math.max(100, Math.min(timeoutMs, timeoutMs - (Date.now() - started)));
}

/**
 * Runs work that no single request waits for (a cache built in the background and shared by many requests) with
 * each upstream call's own timeout, not the time left in the request that happened to start it.
 */
export function outsideRequestBudget<T>(work: () => T): T {
  return requestClock().exit(work);
}

/** fetch with a hard timeout that names the upstream in every failure. */
export async function fetchUpstream(req: UpstreamRequest): Promise<Response> {
  const timeoutMs = remainingBudget(req.timeoutMs);
  const signal = AbortSignal.timeout(timeoutMs);
  const attempt = () =>
    fetch(req.url, {
      headers: { accept: 'application/json', ...req.headers },
      signal,
      cache: req.cache,
      next: req.next,
    });
  try {
    try {
      return await attempt();
    } catch (error) {
      // A pooled keep-alive connection the upstream closed while it restarted: one fresh connection, same deadline.
      if (!signal.aborted && isStaleSocket(error)) return await attempt();
      throw error;
    }
  } catch (error) {
    const reason = signal.aborted ? `timed out after ${timeoutMs} ms` : `unreachable (${describe(error)})`;
    throw new UpstreamError(req.upstream, `${redact(req.url)} ${reason}`, undefined, { cause: error });
  }
}

export function isStaleSocket(error: unknown): boolean {
  const code =
    (error as { cause?: { code?: string }; code?: string } | null)?.cause?.code ??
    (error as { code?: string } | null)?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE' || code === 'UND_ERR_CLOSED';
}

export async function fetchUpstreamJson(req: UpstreamRequest): Promise<unknown> {
  const response = await fetchUpstream(req);
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new UpstreamError(
      req.upstream,
      `${redact(req.url)} answered ${response.status} ${body.slice(0, 200)}`,
      response.status,
    );
  }
  try {
    return await response.json();
  } catch (error) {
    throw new UpstreamError(req.upstream, `${redact(req.url)} sent invalid JSON`, response.status, { cause: error });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return cause?.code ?? error.message;
  }
  return String(error);
}

/** Log lines must not leak the product service's function key. */
export function redact(url: string): string {
  return url.replace(/([?&]code=)[^&]*/g, '$1***');
}
