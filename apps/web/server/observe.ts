import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { isMarketCode } from '@qilak/markets';

/**
 * The kind of route a request is for: a small fixed set, used as the label of logs and metrics (a raw path would
 * give every URL its own time series).
 */
export type RouteKind =
  'page' | 'rsc' | 'personal' | 'api' | 'health' | 'sitemap' | 'media' | 'document' | 'asset' | 'file';

export function routeKindOf(pathname: string, headers: IncomingHttpHeaders): RouteKind {
  if (pathname.startsWith('/_next/')) return 'asset';
  if (pathname === '/api/health' || pathname.startsWith('/api/health/')) return 'health';
  if (pathname.startsWith('/api/staff') || pathname.startsWith('/staff')) return 'personal';
  if (/^\/(?:sitemap\.xml|sitemaps\/|robots\.txt)/.test(pathname)) return 'sitemap';
  if (/^\/(?:cms-media|pim-media|social-image|fonts)\//.test(pathname)) return 'media';
  if (pathname.startsWith('/documents/')) return 'document';
  if (/^\/n?api\//.test(pathname)) return 'api';
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'file';
  return headers.rsc === '1' ? 'rsc' : 'page';
}

/** The market a path names (`/da-DK/...`), if any. */
export function marketOf(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isMarketCode(first) ? first : undefined;
}

/**
 * Whether this instance should take traffic. Ready once the start-up warm-up has ended (its first attempt at the
 * sitemap index, which reads every market's content and catalogue, answered), and while content can be served:
 * an upstream answered, or a page was served from what the instance holds. Never while it stops.
 * (OPS-HEALTH)
 */
export class Readiness {
  private warmedUp = false;
  private stopping = false;
  private servedContent = false;

  constructor(private readonly upstreamsReachable: () => Promise<boolean>) {}

  /** The warm-up's first attempt answered; a complete sitemap index means every market's content is cached. */
  warmUpEnded(complete: boolean): void {
    this.warmedUp = true;
    if (complete) this.servedContent = true;
  }

  /** A page answered 200 (from the page cache or Next's): the instance holds content to serve. */
  contentServed(): void {
    this.servedContent = true;
  }

  stop(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  async check(): Promise<{ ready: boolean; reason?: string }> {
    if (this.stopping) return { ready: false, reason: 'stopping' };
    if (!this.warmedUp) return { ready: false, reason: 'warming up' };
    if (this.servedContent) return { ready: true };
    if (await this.upstreamsReachable()) return { ready: true };
    return { ready: false, reason: 'no upstream reachable and nothing cached' };
  }
}

/**
 * Whether the CMS or the product service answers its health check (one at least), remembered for `ttlMs` so that
 * a probe every second does not become a request upstream every second.
 */
export function upstreamProbe(urls: string[], { ttlMs = 2000, timeoutMs = 1000 } = {}): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | undefined;
  return async () => {
    if (last && Date.now() - last.at < ttlMs) return last.ok;
    const answers = await Promise.all(
      urls.map((url) =>
        fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
          async (response) => {
            await response.body?.cancel();
            return response.status < 500;
          },
          () => false,
        ),
      ),
    );
    last = { at: Date.now(), ok: answers.some(Boolean) };
    return last.ok;
  };
}

/** The metrics endpoint on its own port: `GET /metrics` only; nothing else of the site is served there. */
export function startMetricsServer(
  port: number,
  host: string,
  expose: () => Promise<{ contentType: string; body: string }>,
  onListening: (address: string) => void,
): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    expose().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`),
    );
  });
  server.listen(port, host, () => onListening(`http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`));
  return server;
}
