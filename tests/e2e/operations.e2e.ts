import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReceivedSpan } from '../support/otlp-receiver';
import { get } from './http';

const web = inject('webUrl');
const logDir = inject('logDir');

type Line = Record<string, unknown>;

/** The JSON lines of a service's log so far (other output, such as Next's own banner, is skipped). */
function logLines(service: 'web' | 'cms' | 'pim'): Line[] {
  return readFileSync(path.join(logDir, `${service}.log`), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Line];
      } catch {
        return [];
      }
    });
}

/** Waits (up to `ms`) for a condition that a service's output or exporter fulfils a moment after the answer. */
async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling interval, not an assertion
  }
}

function unique(): string {
  return `ops-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

// OPS-HEALTH
describe('health', () => {
  it('liveness and readiness are separate endpoints; /api/health still answers', async () => {
    const live = await get(`${web}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    // Ready once the start-up warm-up of the sitemap index has ended (it may still be running right after start);
    // the tests below then do not race the warm-up for the CMS.
    const ready = await eventually(async () => {
      const response = await get(`${web}/api/health/ready`);
      return response.status === 200 ? response : undefined;
    }, 60_000);
    expect(await ready?.json()).toEqual({ status: 'ready' });
    expect(ready?.headers.get('cache-control')).toBe('no-store');
    expect((await get(`${web}/api/health`)).status).toBe(200);
  });
});

// OPS-REQUEST-ID, OPS-LOG
describe('a request id ties the web, CMS and product-service log lines together', () => {
  beforeAll(async () => {
    // The market's first render reads its settings and navigation from the CMS: done once here, so that a busy
    // machine's first CMS answers do not exhaust the tests' own requests' time budget.
    await eventually(async () => ((await get(`${web}/da-DK/${unique()}`)).status === 404 ? true : undefined), 60_000);
  }, 90_000);

  it('a page: its id is in the answer, the access log, the web server’s CMS call and the CMS’s own line', async () => {
    const response = await get(`${web}/da-DK/${unique()}`);
    expect(response.status).toBe(404);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = await eventually(() => logLines('web').find((l) => l.requestId === id && l.component === 'access'));
    expect(access).toMatchObject({ level: 'info', service: 'web', routeKind: 'page', market: 'da-DK', status: 404 });
    expect(typeof access?.time).toBe('string');
    const call = await eventually(() =>
      logLines('web').find((l) => l.requestId === id && l.component === 'upstream' && l.upstream === 'cms'),
    );
    expect(call).toMatchObject({ outcome: 'ok', msg: 'upstream call' });
    const cms = await eventually(() => logLines('cms').find((l) => l.requestId === id));
    expect(cms).toMatchObject({ service: 'cms', method: 'GET', status: 200 });
  });

  it('a catalogue status call: the product service logs the same id', async () => {
    const response = await get(`${web}/api/catalog/da-DK/status`);
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    const pim = await eventually(() => logLines('pim').find((l) => l.requestId === id));
    expect(pim).toMatchObject({ service: 'pim' });
    const call = await eventually(() => logLines('web').find((l) => l.requestId === id && l.upstream === 'pim'));
    expect(call).toMatchObject({ component: 'upstream', outcome: 'ok' });
  });

  it('ignores an id sent by a client that is not a trusted proxy, and never logs the function key', async () => {
    const response = await get(`${web}/api/catalog/da-DK/status`, { headers: { 'x-request-id': 'forged-by-client' } });
    expect(response.headers.get('x-request-id')).not.toBe('forged-by-client');
    const key = inject('pimFunctionKey');
    for (const service of ['web', 'pim', 'cms'] as const)
      expect(readFileSync(path.join(logDir, `${service}.log`), 'utf8')).not.toContain(key);
  });
});

// OPS-METRICS
describe('metrics', () => {
  const metricsUrl = inject('metricsUrl');

  async function sample(name: string, labels: Record<string, string>): Promise<number> {
    const text = await (await fetch(metricsUrl)).text();
    const line = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
      );
    return line ? Number(line.split(' ').pop()) : 0;
  }

  it('counts requests by route kind and status, page-cache lookups and upstream calls as traffic comes', async () => {
    const before = await sample('web_http_requests_total', { route_kind: 'page', status: '404' });
    const upstreamBefore = await sample('web_upstream_requests_total', { upstream: 'pim', outcome: 'ok' });
    const lookupsBefore =
      (await sample('web_page_cache_lookups_total', { outcome: 'hit' })) +
      (await sample('web_page_cache_lookups_total', { outcome: 'miss' }));
    for (let i = 0; i < 3; i++) expect((await get(`${web}/da-DK/${unique()}`)).status).toBe(404);
    expect((await get(`${web}/api/catalog/da-DK/status`)).status).toBe(200);
    // The access is counted when its response has ended, a moment after the client has it.
    expect(
      await eventually(async () => {
        const now = await sample('web_http_requests_total', { route_kind: 'page', status: '404' });
        return now >= before + 3 ? now : undefined;
      }),
    ).toBeGreaterThanOrEqual(before + 3);
    expect(await sample('web_upstream_requests_total', { upstream: 'pim', outcome: 'ok' })).toBeGreaterThan(
      upstreamBefore,
    );
    const lookups =
      (await sample('web_page_cache_lookups_total', { outcome: 'hit' })) +
      (await sample('web_page_cache_lookups_total', { outcome: 'miss' }));
    expect(lookups).toBeGreaterThanOrEqual(lookupsBefore + 3);
    const text = await (await fetch(metricsUrl)).text();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'web_eventloop_delay_seconds_bucket',
      'web_eventloop_delay_max_seconds',
      'nodejs_heap_size_used_bytes',
      'web_index_builds_total',
    ])
      expect(text).toContain(name);
  });

  it('are not served on the public port', async () => {
    const response = await get(`${web}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('web_http_requests_total');
  });

  it('the product service exposes its own', async () => {
    const text = await (await fetch(inject('pimMetricsUrl'))).text();
    expect(text).toMatch(/pim_http_requests_total\{route="\/api\/GetUpdateStatus",status="200",service="pim"\} \d+/);
    expect(text).toMatch(/^pim_eventloop_delay_max_seconds\{service="pim"\} /m);
    expect((await get(`${inject('pimUrl')}/metrics`)).status).toBe(404);
  });
});

// OPS-TRACES
describe('traces', () => {
  it('the request span and its CMS child span reach the OTLP receiver, and the CMS sees the trace id', async () => {
    const traceId = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
    const response = await get(`${web}/da-DK/${unique()}`, {
      headers: { traceparent: `00-${traceId}-${'1'.repeat(16)}-01` },
    });
    expect(response.status).toBe(404);
    // Spans are exported in batches every few seconds.
    // The CMS call hangs under the request's span: its parents lead up to a server span of the web site.
    const serverSpanOf = (span: ReceivedSpan, byId: Map<string, ReceivedSpan>) => {
      let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      while (parent && parent.kind !== 2) parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
      return parent;
    };
    // Spans are exported in batches every few seconds, the request's own span last (it ends last).
    const found = await eventually(async () => {
      const all = (await (await fetch(inject('otlpSpansUrl'))).json()) as ReceivedSpan[];
      const mine = all.filter((span) => span.traceId === traceId);
      const byId = new Map(mine.map((span) => [span.spanId, span]));
      const cmsCall = mine.find((span) => span.name.startsWith('cms GET') && serverSpanOf(span, byId));
      return cmsCall ? { cmsCall, server: serverSpanOf(cmsCall, byId) } : undefined;
    }, 30_000);
    expect(found?.cmsCall).toMatchObject({ kind: 3, service: 'qilak-web' });
    expect(found?.server).toMatchObject({ kind: 2, service: 'qilak-web', traceId });
    // traceparent went along: the CMS logged the same trace.
    const cms = await eventually(() => logLines('cms').find((l) => l.traceId === traceId));
    expect(cms).toBeDefined();
  });

  // PIM-TRACES
  it("the product service continues the trace: its server span's parent is the web's product-service client span", async () => {
    const traceId = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
    // The catalogue status asks the product service on every request (no cache in between).
    const response = await get(`${web}/api/catalog/da-DK/status`, {
      headers: { traceparent: `00-${traceId}-${'2'.repeat(16)}-01` },
    });
    expect(response.status).toBe(200);
    const found = await eventually(async () => {
      const mine = ((await (await fetch(inject('otlpSpansUrl'))).json()) as ReceivedSpan[]).filter(
        (span) => span.traceId === traceId,
      );
      const byId = new Map(mine.map((span) => [span.spanId, span]));
      const pim = mine.find((span) => span.service === 'qilak-pim');
      // Its parent is the web's client span of the call (the fetch under the `pim GET` span), which hangs under
      // the web's `pim GET` span and, above it, the request's server span.
      const parent = pim?.parentSpanId ? byId.get(pim.parentSpanId) : undefined;
      const ancestors: ReceivedSpan[] = [];
      for (let span = parent; span; span = span.parentSpanId ? byId.get(span.parentSpanId) : undefined)
        ancestors.push(span);
      const call = ancestors.find((span) => span.name.startsWith('pim GET'));
      const server = ancestors.find((span) => span.kind === 2);
      return pim && parent && call && server ? { pim, parent, call, server } : undefined;
    }, 30_000);
    expect(found?.pim).toMatchObject({ kind: 2, name: 'GET /api/GetUpdateStatus', traceId });
    expect(found?.parent).toMatchObject({ kind: 3, service: 'qilak-web' });
    expect(found?.call).toMatchObject({ kind: 3, service: 'qilak-web', name: 'pim GET /api/GetUpdateStatus' });
    expect(found?.server).toMatchObject({ kind: 2, service: 'qilak-web' });
  });
});
