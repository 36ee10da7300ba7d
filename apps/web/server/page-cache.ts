import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { RSC_QUERY_PARAMETER, RSC_REQUEST_HEADERS, isRscRequest, isStaleIsrCopy } from '../src/lib/framework';

/**
 * A short-lived in-memory copy of finished pages, in front of Next: a page that was rendered (or read from
 * Next's ISR cache) less than `ttlMs` ago is answered from memory, the way a static file server would answer,
 * instead of going through the proxy, the router and the ISR cache again.
 *
 * Why this is safe for the site's pages:
 * - Pages are statically rendered: their HTML is a function of the URL alone, except for what the proxy
 *   decides from the request, which on the site is only the root's language negotiation (cookie and
 *   Accept-Language), so those two are part of the key for `/`.
 * - Only a 200 page with the shared Cache-Control is stored; errors, 404s, redirects, personal responses and
 *   client navigations (RSC requests) always go to Next.
 * - A revalidation on this instance clears it at once (`clearPageCache`); on another instance a page is at
 *   most `ttlMs` (plus one render) older than Next's cache — the bound for scale-out.
 * - When an entry expires, one request refreshes it while the others keep getting the previous copy, so an
 *   expiry under load is one render, not one per connection.
 */
export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
  size: number;
  /** When a request went to Next to refresh this entry; others keep the copy meanwhile. */
  refreshingSince?: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** A refresh that has not come back after this long (client gone, render failed) lets another request try. */
  refreshTimeoutMs?: number;
  /** How long a stale copy from Next (its ISR rebuild under way) is answered before one request asks Next again. */
  staleRecheckMs?: number;
  now?: () => number;
}

export type Lookup = { hit: CachedPage } | { miss: true };

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly refreshTimeoutMs: number;
  private readonly staleRecheckMs: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.refreshTimeoutMs = options.refreshTimeoutMs ?? 5000;
    this.staleRecheckMs = Math.min(options.staleRecheckMs ?? 250, options.ttlMs);
  }

  /** A fresh copy, or the previous copy while another request refreshes it; a miss sends this request to Next. */
  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { miss: true };
    const now = this.now();
    // Most recently used last, so the oldest is evicted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (now - entry.storedAt < this.options.ttlMs) return { hit: entry.page };
    if (entry.refreshingSince !== undefined && now - entry.refreshingSince < this.refreshTimeoutMs)
      return { hit: entry.page };
    entry.refreshingSince = now;
    return { miss: true };
  }

  /**
   * Keeps a finished page. `stale`: Next answered with the copy it had while it rebuilds the page in the
   * background; it is answered for `staleRecheckMs` only, then one request asks Next again. Without it every
   * request went to Next until the rebuild was done: Next answers a stale page in a few milliseconds of CPU, so
   * under load the requests reached it one after another and the server fell to Next's rate (~500 req/s).
   */
  store(key: string, page: CachedPage, { stale = false }: { stale?: boolean } = {}): void {
    const size = page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + key.length;
    if (size > this.options.maxBytes / 4) return;
    this.delete(key);
    const now = this.now();
    this.entries.set(key, { page, storedAt: stale ? now - this.options.ttlMs + this.staleRecheckMs : now, size });
    this.bytes += size;
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  /** The page is no longer a shared 200 (gone, failing, redirected): stop answering with the old copy. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

export type RenderOutcome = 'store' | 'store-stale' | 'forget';

/**
 * What a response that went through Next means for the page's cached copy: a fresh shared 200 replaces it; a
 * stale ISR copy (Next serves it while it rebuilds the page in the background; it is never older than a copy
 * we took from Next before) replaces it for a short while (`store` with `stale`), so a rebuild does not send
 * every request to Next; anything else (an error, a 404, a redirect, a personal page) ends it.
 */
export function renderOutcome(page: CachedPage, sharedCacheControl: string): RenderOutcome {
  if (page.status !== 200 || page.headers['cache-control'] !== sharedCacheControl) return 'forget';
  return isStaleIsrCopy(page.headers) ? 'store-stale' : 'store';
}

const LOCALE_COOKIE = 'i18n_redirected';

/**
 * A request of Next's client router for an RSC payload (navigation, prefetch, server action), never a document.
 * Only headers count: a page's own script can set them, a link cannot (a `_rsc` query parameter can be put in
 * a link, and Next answers such a URL with the document).
 */
export function wantsRscPayload(headers: IncomingHttpHeaders): boolean {
  return isRscRequest(headers);
}

/**
 * The key of a document request that may be answered from the cache, or undefined when it must go to Next.
 * `pathname` is the request's path as the server saw it; `url` is path plus query.
 */
export function pageCacheKey(
  req: { method?: string; url?: string; headers: IncomingHttpHeaders },
  pathname: string,
): string | undefined {
  // HEAD goes to Next: it would mark an entry as refreshing without bringing a body back to store.
  if (req.method !== 'GET') return undefined;
  if (RSC_REQUEST_HEADERS.some((h) => req.headers[h] !== undefined)) return undefined;
  const url = req.url ?? '/';
  if (new RegExp(`[?&]${RSC_QUERY_PARAMETER}=`).test(url)) return undefined;
  const host = String(req.headers.host ?? '').toLowerCase();
  if (pathname !== '/') return `${host}${url}`;
  // The root's language negotiation reads these two, so each combination is its own entry.
  return `${host}${url}\n${cookieValue(req.headers.cookie, LOCALE_COOKIE) ?? ''}\n${req.headers['accept-language'] ?? ''}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Headers that belong to one response on the wire, not to the page. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
]);

export function pageHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) kept[name] = value;
  return kept;
}
