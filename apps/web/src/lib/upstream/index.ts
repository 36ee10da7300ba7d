import 'server-only';

export type UpstreamName = 'cms' | 'pim' | 'geo' | 'directory';

/** A failed call to an upstream service. Thrown, never swallowed: an empty result would be cached as a page. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly upstream: UpstreamName,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`[${upstream}] ${message}`, options);
  }
}

export interface UpstreamRequest {
  upstream: UpstreamName;
  url: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Next data-cache options: tags for revalidation; omit for uncached calls. */
  next?: { tags?: string[]; revalidate?: number | false };
  cache?: RequestCache;
}

/** fetch with a hard timeout that names the upstream in every failure. */
export async function fetchUpstream(req: UpstreamRequest): Promise<Response> {
  const signal = AbortSignal.timeout(req.timeoutMs);
  let response: Response;
  try {
    response = await fetch(req.url, {
      headers: { accept: 'application/json', ...req.headers },
      signal,
      cache: req.cache,
      next: req.next,
    });
  } catch (error) {
    const reason = signal.aborted ? `timed out after ${req.timeoutMs} ms` : `unreachable (${describe(error)})`;
    throw new UpstreamError(req.upstream, `${redact(req.url)} ${reason}`, undefined, { cause: error });
  }
  return response;
}

export async function fetchUpstreamJson(req: UpstreamRequest): Promise<unknown> {
  const response = await fetchUpstream(req);
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new UpstreamError(req.upstream, `${redact(req.url)} answered ${response.status} ${body.slice(0, 200)}`, response.status);
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
