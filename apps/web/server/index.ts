import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
import {
  errorPageConsent,
  errorPageMarket,
  readConsentAssets,
  serverErrorHtml,
  shellErrorDetails,
  type ErrorDetails,
} from './error-page';
import { MARKETS } from '@qilak/markets';
import { chooseConsentProvider } from '../src/lib/consent';
import { findError } from '../src/lib/errors';
import { requestClock } from '../src/lib/upstream';
import { invalidPathUrl, pageStatusOf, slashRedirectLocation } from '../src/lib/routing';
import { staffCspOrigins } from '../src/lib/staff';
import { PREVIEW_CACHE_CONTROL, isPreviewRequest } from '../src/lib/preview';
import { ConfigError, announceSearchWorker, config, type Config } from '../src/lib/config';
import { REMOTE_ADDRESS_HEADER, fromTrustedProxy, resolveClientAddress } from '../src/lib/security';
import { NEXT_INTERNAL_REQUEST_HEADERS, NEXT_REWRITE_RESPONSE_HEADER } from '../src/lib/framework';
import { keepRendersOfMode, renderModeOf } from './render-mode';
import { askIndex, loadRoutes, warmSearch, warmUntilComplete } from './warm-up';
import { logger, redactUrl, requestContext, requestIdFor, type RequestContext } from '../src/lib/log';
import { exposition, metrics, restartLagWindow } from '../src/lib/metrics';
import { Readiness, marketOf, routeKindOf, startMetricsServer, upstreamProbe } from './observe';
import { surviveClosedLogPipes } from './log-pipes';
import { scriptsAfterFirstPaint } from './scripts-after-paint';

surviveClosedLogPipes();

const log = logger('web');
const accessLog = logger('access');

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
  log.error(`cannot start: ${error.problems.join('; ')}`);
  process.exit(1);
}
const { port, host: hostname, pageCacheTtlMs: pageCacheTtl, pageCacheBytes } = settings.server;
const production = settings.appEnv === 'production';
const staffOrigins = staffCspOrigins(settings.staff);
// No hostname for Next itself: given 127.0.0.1 it reports 'localhost' in request URLs, so the proxy's rewrites
// would look like another origin and be forwarded to itself until they time out.
// The search indexes live in a worker process of their own (issue 33): their heap and its garbage collection stay
// off this process and its collector's threads. Built beside this file (package.json's build:server).
const searchWorker = fileURLToPath(new URL('./search-worker.mjs', import.meta.url));
if (existsSync(searchWorker)) announceSearchWorker(searchWorker);

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
// The body sent is Next's with its script chunks loaded after the first frame (scripts-after-paint.ts).
interface FinishedPage {
  body: Buffer;
  csp: string;
  compressed: Compressed;
  askedStatus?: number;
}
const finished = new Map<string, FinishedPage>();
const FINISHED_LIMIT = 500;

function finishPage(rendered: Buffer): FinishedPage {
  const digest = createHash('sha1').update(rendered).digest('base64');
  let entry = finished.get(digest);
  if (!entry) {
    const html = scriptsAfterFirstPaint(rendered.toString('utf8'));
    const body = Buffer.from(html);
    entry = {
      body,
      csp: buildCsp({ scriptHashes: inlineScriptHashes(html), production, frameHosts: FRAME_HOSTS, staffOrigins }),
      compressed: compressPage(body),
      askedStatus: pageStatusOf(html),
    };
    finished.set(digest, entry);
    if (finished.size > FINISHED_LIMIT) finished.delete(finished.keys().next().value as string);
  }
  return entry;
}

// The 500 page carries the consent banner in the market's cookie language (production only), from files read now:
// it needs neither the CMS nor Next's build. One page per market in production, where it shows no error details.
const consentAssets = production && !settings.cookiebotId ? readConsentAssets() : undefined;
if (production && !settings.cookiebotId && !consentAssets)
  log.error('vanilla-cookieconsent not found in node_modules: the 500 page shows no consent banner');
const errorPages = new Map<string, { body: Buffer; csp: string }>();

function errorPage(pathname: string, details: ErrorDetails | undefined): { body: Buffer; csp: string } {
  const market = errorPageMarket(pathname);
  const memo = production ? errorPages.get(market.code) : undefined;
  if (memo) return memo;
  const consent = errorPageConsent(
    chooseConsentProvider({ production, language: market.cookieLanguage, cookiebotId: settings.cookiebotId }),
    consentAssets,
  );
  const html = serverErrorHtml(details, MARKETS, consent);
  const page = {
    body: Buffer.from(html),
    csp: buildCsp({ scriptHashes: inlineScriptHashes(html), production, frameHosts: [] }),
  };
  if (production) errorPages.set(market.code, page);
  return page;
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
if (renders === 'cleared') log.info(`rendered pages of the other mode dropped (now ${renderModeOf(settings.appEnv)})`);

await app.prepare();

// Ready to take traffic: warm-up ended, and an upstream answers or the instance holds content (server/observe.ts).
const readiness = new Readiness(upstreamProbe([`${settings.cmsUrl}/_health`, `${settings.pimUrl}/api/health`]));
const observed = metrics();
let inFlight = 0;
let drained: (() => void) | undefined;

/** One access-log line, the request metrics and the readiness signal per request, when its response is done. */
function observe(req: IncomingMessage, res: ServerResponse, context: RequestContext, startedAt: number): void {
  inFlight++;
  observed.inFlight.inc();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    inFlight--;
    observed.inFlight.dec();
    // A response cut off before its end (the client went away) counts as 499, as nginx logs it.
    const status = res.writableFinished ? res.statusCode : 499;
    const ms = performance.now() - startedAt;
    const labels = { route_kind: context.routeKind, status: String(status) };
    observed.requests.inc(labels);
    observed.requestDuration.observe(labels, ms / 1000);
    if (status === 200 && (context.routeKind === 'page' || context.routeKind === 'rsc')) readiness.contentServed();
    const line = { method: req.method, url: redactUrl(req.url ?? '/'), status, ms: Math.round(ms * 10) / 10 };
    // Health probes and build assets are many and say little: written at debug level.
    requestContext()!.run(context, () => {
      if (context.routeKind === 'health' || context.routeKind === 'asset') accessLog.debug(line, 'request');
      else accessLog.info(line, 'request');
    });
    if (inFlight === 0) drained?.();
  };
  res.once('finish', finish);
  res.once('close', finish);
}

/**
 * A sitemap that cannot be built (an upstream down and no copy of it yet) fails in Next with a 500; a crawler is
 * told to come back instead: 503 with Retry-After, never cached. A kept copy is still answered as before.
 * (SEO-SITEMAP)
 */
function retryLaterOnFailure(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (status: number, ...rest: unknown[]) => {
    if (status !== 500) return writeHead(status, ...rest);
    res.setHeader('retry-after', '30');
    res.setHeader('cache-control', 'no-store');
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as Record<string, unknown> | undefined;
    if (headers)
      for (const name of Object.keys(headers)) if (/^(cache-control|retry-after)$/i.test(name)) delete headers[name];
    return writeHead(503, ...rest);
  };
}

async function answerHealth(pathname: string, res: ServerResponse): Promise<boolean> {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  if (pathname === '/api/health/live') {
    res.writeHead(200, headers).end(JSON.stringify({ status: 'live' }));
    return true;
  }
  if (pathname === '/api/health/ready') {
    const { ready, reason } = await readiness.check();
    observed.ready.set(ready ? 1 : 0);
    res
      .writeHead(ready ? 200 : 503, headers)
      .end(JSON.stringify(ready ? { status: 'ready' } : { status: 'not ready', reason }));
    return true;
  }
  return false;
}

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  const startedAt = performance.now();
  // Internal to Next; a client must never be able to send it (CVE-2025-29927 class of proxy bypass).
  for (const name of NEXT_INTERNAL_REQUEST_HEADERS) delete req.headers[name];
  // The visitor's address (attempt limits, the geo look-up): the connection's, or from a trusted proxy its header's
  // (TRUSTED_PROXIES, TRUSTED_PROXY_HEADER); a client cannot supply its own.
  req.headers[REMOTE_ADDRESS_HEADER] = resolveClientAddress({
    remoteAddress: req.socket.remoteAddress,
    forwarded: req.headers[settings.trustedProxyHeader],
    trustedProxies: settings.trustedProxies,
  });
  // A trailing or repeated slash, on any path but the root: one 301 to the clean path, query kept, before Next
  // (which answers `//` with a 308) or a file is looked at.
  const clean = slashRedirectLocation(req.url ?? '/');
  if (clean !== null) {
    res.writeHead(301, { location: clean, 'cache-control': 'public, max-age=3600', 'content-length': '0' });
    res.end();
    return;
  }
  let pathname = (req.url ?? '/').split('?')[0] ?? '/';
  // Next answers an undecodable path (bad percent-encoding) with a 500; it gets its market's 404 page instead.
  if (!decodable(pathname)) {
    pathname = invalidPathUrl(pathname);
    req.url = pathname;
  }
  // OPS-REQUEST-ID: the request's id, on every log line it causes (here, in Next, in the CMS and the product
  // service) and in the answer.
  const context: RequestContext = {
    // A request id is kept only from a trusted proxy (TRUSTED_PROXIES); anyone else's is replaced by one made here.
    requestId: requestIdFor(
      req.headers['x-request-id'],
      fromTrustedProxy(req.socket.remoteAddress, settings.trustedProxies),
    ),
    routeKind: routeKindOf(pathname, req.headers),
  };
  const market = marketOf(pathname);
  if (market) context.market = market;
  req.headers['x-request-id'] = context.requestId;
  res.setHeader('x-request-id', context.requestId);
  // While stopping, each answer closes its connection, so keep-alive clients move to another instance.
  if (readiness.isStopping) res.setHeader('connection', 'close');
  observe(req, res, context, startedAt);
  if (context.routeKind === 'sitemap') retryLaterOnFailure(res);
  requestContext()!.run(context, () => answer(req, res, pathname, context));
}

const server = createServer(onRequest);

function answer(req: IncomingMessage, res: ServerResponse, pathname: string, context: RequestContext): void {
  if (context.routeKind === 'health' && pathname !== '/api/health') {
    void answerHealth(pathname, res).then((answered) => {
      if (!answered) answerByNext(req, res, pathname);
    });
    return;
  }
  answerByNext(req, res, pathname);
}

function answerByNext(req: IncomingMessage, res: ServerResponse, pathname: string): void {
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
      observed.pageCache.inc({ outcome: 'hit' });
      sendPage(req, res, found.hit);
      return;
    }
    observed.pageCache.inc({ outcome: 'miss' });
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
          const page = errorPage(pathname, shellErrorDetails(body.toString('utf8'), { production, find: findError }));
          return {
            headers: { 'content-security-policy': page.csp, 'cache-control': 'no-store' },
            body: page.body,
          };
        }
        if (preview) {
          // Per response, not memoised by digest: a draft is seen once, by one editor; only the CMS admin's preview
          // panel may frame it, and no cache may keep it.
          const html = scriptsAfterFirstPaint(body.toString('utf8'));
          const draft = Buffer.from(html);
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
            body: draft,
            compressed: compressPage(draft),
            status: status === 200 ? (pageStatusOf(html) ?? status) : status,
          };
        }
        const page = finishPage(body);
        const { csp, compressed, askedStatus } = page;
        // A page that asks for its own status (the 404 page of a market) gets it: server components cannot set one.
        const pageStatus = status === 200 ? (askedStatus ?? status) : status;
        const headers: Record<string, string> = { 'content-security-policy': csp };
        if (kind === 'personal' || searchQuery) headers['cache-control'] = PRIVATE;
        else {
          headers['cache-control'] = pageCacheControl(pageStatus);
          headers['surrogate-key'] = surrogateKeysForPath(pathname).join(' ');
        }
        return { headers, body: page.body, compressed, status: pageStatus };
      },
      keep,
    );
  }
  // Every upstream call this request makes shares one time budget from here (src/lib/upstream).
  requestClock()
    .run({ startedAt: Date.now() }, () => handle(req, res))
    .catch((error: unknown) => {
      log.error(`${req.method} ${pathname} failed outside Next: ${(error as Error).message}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    });
}

/**
 * Paths that load every route kind's code and answer at once (OPS-WARM, server/warm-up.ts): an unknown market for
 * the API routes and sitemaps; a page that does not exist (the page route and the 404 page) when the CMS answers,
 * since without it the render fails and logs that it did (the first page request then loads the page code). The
 * webhook and inquiry routes take POST only: a GET answers 405 once their code is loaded. Left out, the product
 * service's first webhook after a start loaded the webhook route's code on the request path (30-40 ms of the event
 * loop in bench section 7's catalogue change).
 */
const ROUTE_WARM_PATHS = [
  '/api/build-id',
  '/api/search/xx-XX',
  '/api/catalog/xx-XX',
  '/api/catalog/xx-XX/query',
  '/api/catalog/xx-XX/status',
  '/api/revalidate',
  '/api/inquiry/xx-XX',
  '/sitemaps/xx-XX/none.xml',
];
const cmsAnswers = await upstreamProbe([`${settings.cmsUrl}/_health`])();
const warmPaths = cmsAnswers
  ? [...ROUTE_WARM_PATHS, `/${MARKETS[0]!.code}/qilak-warm-up-no-such-page`]
  : ROUTE_WARM_PATHS;
const warmed = await loadRoutes(onRequest, warmPaths);
log.info(
  `route code loaded in ${warmed.ms} ms before listening (${warmed.answered}/${warmPaths.length} answered${cmsAnswers ? '' : '; pages load theirs on the first request, the CMS did not answer'})`,
);
// The lag figures start with the port: nothing could wait on what ran before it opened.
await restartLagWindow();

server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  log.info(
    `listening on http://${hostname}:${port} (${production ? 'production' : 'non-production'}, ${staticAssets.size} precompressed assets)`,
  );
  // The sitemap index reads every market's content and catalogue: built now, a crawler's first request finds it.
  const self = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  void warmUntilComplete(() => askIndex(`http://${self.includes(':') ? `[${self}]` : self}:${port}/sitemap.xml`), {
    onFirstAttempt: (complete) => readiness.warmUpEnded(complete),
  });
  // The search indexes are built from the same readers, off the request path.
  void warmSearch(`http://${self.includes(':') ? `[${self}]` : self}:${port}/api/search/en-GLOBAL`);
});

// Metrics on their own port (METRICS_PORT; off when 0): never on the public one.
const { metricsPort, metricsHost } = settings.observability;
const metricsServer =
  metricsPort > 0
    ? startMetricsServer(metricsPort, metricsHost, exposition, (address) => log.info(`metrics on ${address}`))
    : undefined;

/**
 * OPS-SHUTDOWN: graceful stop: readiness turns 503 at once (the edge stops sending), new connections are refused after
 * SHUTDOWN_DELAY_MS, requests in flight finish (each answer closes its connection), then the process exits; after
 * SHUTDOWN_TIMEOUT_MS whatever is left is cut.
 */
const { shutdownDelayMs, shutdownTimeoutMs } = settings.server;
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  readiness.stop();
  log.info({ signal, inFlight }, `stopping: not ready now, closing in ${shutdownDelayMs} ms`);
  setTimeout(() => {
    metricsServer?.close();
    server.close();
    const exit = () => {
      log.info('stopped: every request answered');
      process.exit(0);
    };
    if (inFlight === 0) exit();
    else drained = exit;
    setTimeout(() => {
      log.warn({ inFlight }, `stopping: ${inFlight} requests still open after ${shutdownTimeoutMs} ms, closing them`);
      server.closeAllConnections();
      process.exit(1);
    }, shutdownTimeoutMs).unref();
  }, shutdownDelayMs).unref();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
