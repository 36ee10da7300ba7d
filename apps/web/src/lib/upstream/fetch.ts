import 'server-only';
import { cache } from 'react';
import { UpstreamError, type UpstreamName } from './error';
import { requestClock } from './request-clock';
import { currentRequest, logger, redactUrl } from '../log';
import { recordUpstreamCall, type UpstreamOutcome } from '../metrics';
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';

const log = logger('upstream');

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

/**
 * The headers that carry the current request's id to an upstream, which logs it. A call Next keeps in its data
 * cache gets it in `tracestate` only: Next leaves the W3C trace headers out of its cache key, so the id does not
 * split the cache per request; an uncached call also gets `x-request-id`.
 */
export function requestIdHeaders(cached: boolean): Record<string, string> {
  const id = currentRequest()?.requestId;
  if (!id) return {};
  return cached ? { tracestate: `qilak=${id}` } : { 'x-request-id': id, tracestate: `qilak=${id}` };
}

/**
 * One call to an upstream, observed: a client span (a child of the request's span, its `traceparent` sent along
 * when tracing is on), the request id in the headers, a metric by upstream and outcome, and a log line (debug when
 * it succeeded, warn when it failed). `run` makes the call with the headers it is given.
 */
export async function observedCall<T>(
  upstream: UpstreamName,
  url: string,
  cached: boolean,
  run: (headers: Record<string, string>) => Promise<T>,
  statusOf: (value: T) => number,
): Promise<T> {
  const shown = redact(url);
  const name = `${upstream} GET ${new URL(url).pathname}`;
  return trace.getTracer('qilak-web').startActiveSpan(
    name,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': 'GET', 'url.full': shown, 'qilak.upstream': upstream },
    },
    async (span) => {
      const headers = requestIdHeaders(cached);
      propagation.inject(context.active(), headers);
      const started = performance.now();
      const done = (outcome: UpstreamOutcome, status?: number) => {
        const ms = performance.now() - started;
        recordUpstreamCall(upstream, outcome, ms);
        if (status !== undefined) span.setAttribute('http.response.status_code', status);
        if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
        const line = { upstream, url: shown, outcome, status, ms: Math.round(ms * 10) / 10 };
        if (outcome === 'ok') log.debug(line, 'upstream call');
        else log.warn(line, 'upstream call failed');
      };
      try {
        const value = await run(headers);
        const status = statusOf(value);
        done(status < 400 || status === 404 ? 'ok' : 'http_error', status);
        return value;
      } catch (error) {
        const status = error instanceof UpstreamError ? error.status : undefined;
        const timedOut = error instanceof Error && error.message.includes('timed out');
        done(status !== undefined ? 'http_error' : timedOut ? 'timeout' : 'unreachable', status);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** fetch with a hard timeout that names the upstream in every failure. */
export async function fetchUpstream(req: UpstreamRequest): Promise<Response> {
  const timeoutMs = remainingBudget(req.timeoutMs);
  const signal = AbortSignal.timeout(timeoutMs);
  const cached = req.cache === 'force-cache' || req.next !== undefined;
  return observedCall(
    req.upstream,
    req.url,
    cached,
    async (headers) => {
      const attempt = () =>
        fetch(req.url, {
          headers: { accept: 'application/json', ...headers, ...req.headers },
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
    },
    (response) => response.status,
  );
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
  return redactUrl(url);
}
