import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIM_ROUTES } from '@qilak/pim-contract';
import { buildApp } from '../src/app';
import { createMetrics, requestIdOf, traceOf } from '../src/observe';
import { TEST_KEY, createTempStore, type TempStore } from './helpers';

describe('request ids and traces', () => {
  it("keeps the site's request id, from x-request-id or from tracestate", () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'abc-1' } })).toBe('abc-1');
    expect(requestIdOf({ headers: { tracestate: 'other=x, qilak=abc-2' } })).toBe('abc-2');
    expect(requestIdOf({ headers: { 'x-request-id': 'bad id' } })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a well-formed traceparent only', () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(traceOf({ headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } })).toEqual({
      traceId,
      parentSpanId: '00f067aa0ba902b7',
    });
    expect(traceOf({ headers: { traceparent: 'garbage' } })).toBeUndefined();
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Keeps the event loop busy for `ms`. */
function block(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('the service logs and counts what the site asked', () => {
  let temp: TempStore;
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  beforeAll(() => {
    temp = createTempStore();
  });
  afterAll(() => temp.dispose());
  /** The service as server.ts builds it, its lines into `lines`. */
  const observedApp = (metrics: ReturnType<typeof createMetrics>) =>
    buildApp({ store: temp.store, functionKey: TEST_KEY, logger: { level: 'info', stream }, metrics });

  it('writes the request id and trace id on its lines, never the function key, and counts the route', async () => {
    const metrics = createMetrics();
    const app = await observedApp(metrics);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await app.inject({
      method: 'GET',
      url: `/api/${PIM_ROUTES.updateStatus}?culture=da-DK&type=product&code=${TEST_KEY}`,
      headers: { 'x-request-id': 'web-req-42', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    await app.close();
    expect(res.headers['x-request-id']).toBe('web-req-42');
    const mine = lines.filter((line) => line.requestId === 'web-req-42');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((line) => line.traceId === traceId && line.service === 'pim')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(TEST_KEY);
    const body = await metrics.registry.metrics();
    expect(body).toMatch(/pim_http_requests_total\{route="\/api\/GetUpdateStatus",status="200",service="pim"\} 1/);
    // The event-loop delay as the web server measures its own (@qilak/loop-delay).
    expect(body).toMatch(/^pim_eventloop_delay_seconds_count\{service="pim"\} \d+$/m);
    expect(body).toMatch(/^pim_eventloop_delay_max_seconds\{service="pim"\} [\d.e-]+$/m);
  });

  it('warns of an event-loop stall of 50 ms or more once its port is open, not during the warm-up before', async () => {
    const metrics = createMetrics();
    const app = await observedApp(metrics);
    const stalls = () => lines.filter((line) => String(line.msg).startsWith('event loop stalled'));
    await sleep(20);
    block(120);
    await sleep(150);
    expect(stalls()).toEqual([]);
    metrics.listening(app.log);
    await sleep(20);
    block(120);
    await sleep(150);
    expect(stalls().length).toBeGreaterThanOrEqual(1);
    expect(stalls()[0]).toMatchObject({
      level: 'warn',
      service: 'pim',
      skipped: 0,
      stallMs: expect.any(Number) as number,
    });
    await app.close();
  });
});
