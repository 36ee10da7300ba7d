import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { monitorLoopDelay, warnOfStall } from '@qilak/loop-delay';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the web site's (`x-request-id`, or `qilak=` in `tracestate` for calls it keeps in its data
 * cache), else a new one. Only the site calls this service with its function key, so its header is trusted.
 * (OPS-REQUEST-ID)
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const sent = req.headers['x-request-id'];
  const header = Array.isArray(sent) ? sent[0] : sent;
  if (header && ACCEPTED_ID.test(header)) return header;
  const state = req.headers.tracestate;
  const fromState = /(?:^|,)\s*qilak=([A-Za-z0-9._:-]{1,128})/.exec(
    Array.isArray(state) ? state.join(',') : (state ?? ''),
  );
  return fromState?.[1] ?? randomUUID();
}

/** The W3C `traceparent` the caller sent, as trace id and parent span id, when well formed. */
export function traceOf(req: Pick<IncomingMessage, 'headers'>): { traceId: string; parentSpanId: string } | undefined {
  const value = req.headers.traceparent;
  const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/.exec(typeof value === 'string' ? value.trim() : '');
  if (!match || /^0+$/.test(match[1]!)) return undefined;
  return { traceId: match[1]!, parentSpanId: match[2]! };
}

/** Prometheus metrics of the service: requests by route and status, their durations, its event-loop delay, and the process's own. */
export function createMetrics(options: { stallMs?: number } = {}): {
  registry: Registry;
  observe(app: FastifyInstance): void;
  /** The port is open: stall warnings into `log` from now on (the start's warm-up holds the loop by design, before it). */
  listening(log: FastifyInstance['log']): void;
} {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'pim' });
  collectDefaultMetrics({ register: registry });
  // pim_eventloop_delay_*: the event-loop delay without the blind spot of nodejs_eventloop_lag_*, as the web's; a
  // stall of PIM_EVENT_LOOP_STALL_MS (50 ms) or more is a warning in the service's log once its port is open.
  const loopDelay = monitorLoopDelay([registry], 'pim', { stallMs: options.stallMs });
  const requests = new Counter({
    name: 'pim_http_requests_total',
    help: 'Requests answered, by route and status',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'pim_http_request_duration_seconds',
    help: 'Time to answer, by route and status',
    labelNames: ['route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    listening(log) {
      loopDelay.reportStalls(warnOfStall(log));
    },
    observe(app) {
      app.addHook('onResponse', (request, reply, done) => {
        // The route's pattern, not the raw URL (which carries the function key and would make a series per URL).
        const labels = { route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}

/** `GET /metrics` on its own port (PIM_METRICS_PORT), never on the service's public one. */
export function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
