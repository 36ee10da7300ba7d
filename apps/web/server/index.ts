import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { readFileSync } from 'node:fs';
import { FRAME_HOSTS, buildCsp, inlineScriptHashes } from './csp';
import {
  PAGE_CACHE_CONTROL,
  PRIVATE,
  isSearchQuery,
  pageCacheControl,
  responseKind,
  surrogateKeysForPath,
} from './cache-policy';
import { interceptHtml, sendPage } from './html-response';
import { compressPage, type Compressed } from './encoding';
import { StaticAssets } from './static-assets';
import { PageCache, pageCacheKey, renderOutcome, wantsRscPayload, type CachedPage } from './page-cache';
import { registerLocalPageCache } from '../src/lib/edge';
import { serverErrorHtml, shellErrorDetails } from './error-page';
import { findError } from '../src/lib/errors';
import { requestClock } from '../src/lib/upstream';
import { invalidPathUrl, pageStatusOf } from '../src/lib/routing';
import { staffCspOrigins } from '../src/lib/staff';
import { PREVIEW_CACHE_CONTROL, isPreviewRequest } from '../src/lib/preview';
import { ConfigError, config, type Config } from '../src/lib/config';
import { REMOTE_ADDRESS_HEADER } from '../src/lib/security';
import { NEXT_INTERNAL_REQUEST_HEADERS, NEXT_REWRITE_RESPONSE_HEADER } from '../src/lib/framework';
import { keepRendersOfMode, renderModeOf } from './render-mode';
import { askIndex, warmSearch, warmUntilComplete } from './warm-up';

/**
 * The web server: Next's request handler plus what must see the finished page — the hash-based CSP, the edge
 * cache headers (Cache-Control, Surrogate-Key) and compression of pages (brotli, gzip) — and the stripping of internal headers.
 */
let settings: Config;
try {
  settings = config();
} catch (error) {
  // Production refuses to start half-configured: the message names every variable at fault.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[web] cannot start: ${error.problems.join('; ')}`);
  process.exit(1);
}
const { port, host: hostname, pageCacheTtlMs: pageCacheTtl, pageCacheBytes } = settings.server;
const production = settings.appEnv === 'production';
const staffOrigins = staffCspOrigins(settings.staff);
// No hostname for Next itself: given 127.0.0.1 it reports 'localhost' in request URLs, so the proxy's rewrites
// would look like another origin and be forwarded to itself until they time out.
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();

// An editor's preview (Next's draft-mode cookie of this build): never cached here or downstream, and framed by the
// CMS admin's preview panel only. The build's cookie value tells a real preview from a forged cookie.
const previewModeId = readPreviewModeId();

function readPreviewModeId(): string | undefined {
  try {
    const manifest: unknown = JSON.parse(
      readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8'),
    );
    const id = (manifest as { preview?: { previewModeId?: unknown } } | null)?.preview?.previewModeId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

// Finished pages by body digest: the CSP and compressed forms of a cached page are computed once, not per request.
const finished = new Map<string, { csp: string; compressed: Compressed; askedStatus?: number }>();
const FINISHED_LIMIT = 500;

function finishPage(body: Buffer): { csp: string; compressed: Compressed; askedStatus?: number } {
  const digest = createHash('sha1').update(body).digest('base64');
  let entry = finished.get(digest);
  if (!entry) {
    const html = body.toString('utf8');
    entry = {
      csp: buildCsp({ scriptHashes: inlineScriptHashes(html), production, frameHosts: FRAME_HOSTS, staffOrigins }),
      compressed: compressPage(body),
      askedStatus: pageStatusOf(html),
    };
    finished.set(digest, entry);
    if (finished.size > FINISHED_LIMIT) finished.delete(finished.keys().next().value as string);
  }
  return entry;
}

// Finished pages kept for a moment (PAGE_CACHE_TTL_MS, 0 turns it off): see page-cache.ts for why it is safe.
const pageCache = pageCacheTtl > 0 ? new PageCache({ ttlMs: pageCacheTtl, maxBytes: pageCacheBytes }) : undefined;
if (pageCache) registerLocalPageCache(pageCache);

// Scripts and stylesheets of the build, answered precompressed from memory (brotli or gzip).
const staticAssets = new StaticAssets(path.join(process.cwd(), '.next', 'static'));

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

// Before Next reads its cache: pages rendered under the other APP_ENV are dropped (server/render-mode.ts).
const renders = keepRendersOfMode(path.join(process.cwd(), '.next'), renderModeOf(settings.appEnv));
if (renders === 'cleared')
  console.log(`[web] rendered pages of the other mode dropped (now ${renderModeOf(settings.appEnv)})`);

await app.prepare();

const server = createServer((req, res) => {
  // Internal to Next; a client must never be able to send it (CVE-2025-29927 class of proxy bypass).
  for (const name of NEXT_INTERNAL_REQUEST_HEADERS) delete req.headers[name];
  // The connecting address, for the revalidation endpoint's attempt limit; a client cannot supply its own.
  req.headers[REMOTE_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  let pathname = (req.url ?? '/').split('?')[0] ?? '/';
  // Next answers an undecodable path (bad percent-encoding) with a 500; it gets its market's 404 page instead.
  if (!decodable(pathname)) {
    pathname = invalidPathUrl(pathname);
    req.url = pathname;
  }
  if (staticAssets.serve(req, res, pathname)) return;
  const kind = responseKind(pathname);
  // HEAD gets what GET would send, headers and length, without the body: Next renders a HEAD as an empty
  // document, so it is asked for the GET; Node leaves the body out of a response to HEAD by itself.
  if (req.method === 'HEAD' && kind !== 'other') req.method = 'GET';
  const preview = kind === 'page' && isPreviewRequest(req.headers.cookie, previewModeId);
  // A preview is neither answered from the page cache nor stored in it.
  // A search results page is rendered for its query and kept nowhere.
  const searchQuery = kind === 'page' && isSearchQuery(req.url);
  const cacheKey = kind === 'page' && !preview && !searchQuery && pageCache ? pageCacheKey(req, pathname) : undefined;
  if (cacheKey && pageCache) {
    const found = pageCache.lookup(cacheKey);
    if ('hit' in found) {
      sendPage(req, res, found.hit);
      return;
    }
  }
  // Documents are held back for their CSP and compressed here; a client navigation's RSC payload streams from
  // Next as it is rendered, compressed by Next (the interception would make Next send it uncompressed).
  if ((kind === 'page' || kind === 'personal') && !wantsRscPayload(req.headers)) {
    const keep = (page: CachedPage) => {
      if (!cacheKey || !pageCache) return;
      const outcome = renderOutcome(page, PAGE_CACHE_CONTROL);
      if (outcome === 'forget') pageCache.delete(cacheKey);
      else pageCache.store(cacheKey, page, { stale: outcome === 'store-stale' });
    };
    interceptHtml(
      req,
      res,
      ({ status, body }, response) => {
        // The internal path a page was rewritten to (/en-GLOBAL/...) is Next's business; a document does not need
        // it (client navigations, which do, are not HTML and pass through untouched).
        response.removeHeader(NEXT_REWRITE_RESPONSE_HEADER);
        if (status >= 500) {
          // Outside production: the message and stack of the error Next names in its shell (by digest); never in production.
          const page = Buffer.from(
            serverErrorHtml(shellErrorDetails(body.toString('utf8'), { production, find: findError })),
          );
          return {
            headers: {
              'content-security-policy': buildCsp({ scriptHashes: [], production, frameHosts: [] }),
              'cache-control': 'no-store',
            },
            body: page,
          };
        }
        if (preview) {
          // Per response, not memoised by digest: a draft is seen once, by one editor; only the CMS admin's preview
          // panel may frame it, and no cache may keep it.
          const html = body.toString('utf8');
          response.removeHeader('x-frame-options');
          response.removeHeader('surrogate-key');
          return {
            headers: {
              'content-security-policy': buildCsp({
                scriptHashes: inlineScriptHashes(html),
                production,
                frameHosts: FRAME_HOSTS,
                staffOrigins,
                frameAncestors: [settings.cmsAdminOrigin],
              }),
              'cache-control': PREVIEW_CACHE_CONTROL,
            },
            compressed: compressPage(body),
            status: status === 200 ? (pageStatusOf(html) ?? status) : status,
          };
        }
        const { csp, compressed, askedStatus } = finishPage(body);
        // A page that asks for its own status (the 404 page of a market) gets it: server components cannot set one.
        const pageStatus = status === 200 ? (askedStatus ?? status) : status;
        const headers: Record<string, string> = { 'content-security-policy': csp };
        if (kind === 'personal' || searchQuery) headers['cache-control'] = PRIVATE;
        else {
          headers['cache-control'] = pageCacheControl(pageStatus);
          headers['surrogate-key'] = surrogateKeysForPath(pathname).join(' ');
        }
        return { headers, compressed, status: pageStatus };
      },
      keep,
    );
  }
  // Every upstream call this request makes shares one time budget from here (src/lib/upstream).
  requestClock()
    .run({ startedAt: Date.now() }, () => handle(req, res))
    .catch((error: unknown) => {
      console.error(`[web] ${req.method} ${pathname} failed outside Next: ${(error as Error).message}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    });
});

server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(
    `[web] listening on http://${hostname}:${port} (${production ? 'production' : 'non-production'}, ${staticAssets.size} precompressed assets)`,
  );
  // The sitemap index reads every market's content and catalogue: built now, a crawler's first request finds it.
  const self = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  void warmUntilComplete(() => askIndex(`http://${self.includes(':') ? `[${self}]` : self}:${port}/sitemap.xml`));
  // The search indexes are built from the same readers, off the request path.
  void warmSearch(`http://${self.includes(':') ? `[${self}]` : self}:${port}/api/search/en-GLOBAL`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
