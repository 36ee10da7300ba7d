import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { monitorLoopDelay, warnOfStall } from '@qilak/loop-delay';
import { config } from '@/lib/config';
import { logger } from '@/lib/log';

/** Request durations: from a page-cache hit (sub-millisecond) to an upstream timeout (seconds). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BUILD_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

// OPS-METRICS: served on their own port only (server/observe.ts).
function create() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'web' });
  // Process and runtime: heap, RSS, event-loop lag (nodejs_eventloop_lag_*), GC, handles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];
  return {
    registry,
    // web_eventloop_delay_*: the event-loop delay without the blind spot of nodejs_eventloop_lag_* (@qilak/loop-delay).
    loopDelay: monitorLoopDelay(registers, 'web', { stallMs: config().observability.stallMs }),
    requests: new Counter({
      name: 'web_http_requests_total',
      help: 'Requests answered by the web server, by route kind and status',
      labelNames: ['route_kind', 'status'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'web_http_request_duration_seconds',
      help: 'Time from request to the end of the response, by route kind and status',
      labelNames: ['route_kind', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    inFlight: new Gauge({
      name: 'web_http_requests_in_flight',
      help: 'Requests being answered',
      registers,
    }),
    pageCache: new Counter({
      name: 'web_page_cache_lookups_total',
      help: "Lookups in the web server's in-memory page cache, by outcome (hit, miss)",
      labelNames: ['outcome'],
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'web_upstream_requests_total',
      help: 'Calls to upstream services (cms, pim, …) by outcome (ok, http_error, timeout, unreachable)',
      labelNames: ['upstream', 'outcome'],
      registers,
    }),
    upstreamDuration: new Histogram({
      name: 'web_upstream_request_duration_seconds',
      help: 'Duration of calls to upstream services (a data-cache answer counts as a fast ok)',
      labelNames: ['upstream', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    revalidations: new Counter({
      name: 'web_revalidations_total',
      help: 'Content events received on /api/revalidate, by outcome (revalidated, refused)',
      labelNames: ['outcome'],
      registers,
    }),
    revalidatedTags: new Counter({
      name: 'web_revalidated_tags_total',
      help: 'Cache tags marked stale by content events',
      registers,
    }),
    indexBuilds: new Counter({
      name: 'web_index_builds_total',
      help: 'Index builds (catalogue, sitemap, search, …) by kind and market',
      labelNames: ['kind', 'market'],
      registers,
    }),
    indexBuildDuration: new Histogram({
      name: 'web_index_build_duration_seconds',
      help: 'Duration of index builds by kind',
      labelNames: ['kind'],
      buckets: BUILD_BUCKETS,
      registers,
    }),
    sitemapSummaries: new Counter({
      name: 'web_sitemap_summaries_total',
      help: 'Sitemap summaries by source: computed (and shared in Redis), redis (another instance made it), local (Redis unreachable or its maker gave none)',
      labelNames: ['source'],
      registers,
    }),
    ready: new Gauge({
      name: 'web_ready',
      help: '1 when the instance is ready to take traffic (warm-up done, upstreams reached or content cached)',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

const KEY = Symbol.for('qilak.metrics');
type Holder = { [KEY]?: Metrics };

/** The process's one set of metrics: the web server and Next's bundle record into the same registry. */
export function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[KEY] ??= create();
  return holder[KEY];
}

/** A finished index build (`catalogue`, `sitemap`, `search`, …) of one market (or `all`), in milliseconds. */
export function recordIndexBuild(kind: string, market: string, ms: number): void {
  const m = metrics();
  m.indexBuilds.inc({ kind, market });
  m.indexBuildDuration.observe({ kind }, ms / 1000);
}

export type UpstreamOutcome = 'ok' | 'http_error' | 'timeout' | 'unreachable';

export function recordUpstreamCall(upstream: string, outcome: UpstreamOutcome, ms: number): void {
  const m = metrics();
  m.upstreamCalls.inc({ upstream, outcome });
  m.upstreamDuration.observe({ upstream, outcome }, ms / 1000);
}

export function recordRevalidation(outcome: 'revalidated' | 'refused', tags = 0): void {
  const m = metrics();
  m.revalidations.inc({ outcome });
  if (tags > 0) m.revalidatedTags.inc(tags);
}

/** Where a sitemap summary came from in the scaled-out layout (SEO-SITEMAP-SHARED). */
export function recordSharedSummary(source: 'computed' | 'redis' | 'local'): void {
  metrics().sitemapSummaries.inc({ source });
}

/**
 * Starts the event-loop figures since the last scrape over (prom-client resets its lag figures whenever the lag
 * gauge is read), and the stall warnings: the server calls it when its public port opens, so the first scrape
 * reports what requests could meet, not the start-up's module loading before anything listened.
 */
export async function restartLagWindow(): Promise<void> {
  const m = metrics();
  // A stall of EVENT_LOOP_STALL_MS (50 ms) or more from now on is a warning (`event-loop` component) with the
  // collections in it; before, the start-up's module loading stalls by design.
  m.loopDelay.reportStalls(warnOfStall(logger('event-loop')));
  await m.registry.getSingleMetric('nodejs_eventloop_lag_seconds')?.get();
}

/** The text exposition of every metric, and its content type. */
export async function exposition(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
