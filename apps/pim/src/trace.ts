import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Span } from '@opentelemetry/api';

/**
 * PIM-TRACES: a server span per request, continuing the caller's W3C `traceparent` (the web site's client span
 * becomes its parent), exported over OTLP/HTTP (JSON) to `${endpoint}/v1/traces` in batches. Only when an endpoint
 * is configured (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise nothing is created. Nothing is fetched or awaited at start:
 * the exporter connects on its first batch, and a receiver that is down costs a dropped batch, never a request.
 */
export interface Tracing {
  observe(app: FastifyInstance): void;
  shutdown(): Promise<void>;
}

export async function createTracing(endpoint: string, serviceName = 'qilak-pim'): Promise<Tracing> {
  // Loaded here, not with the service: without an endpoint none of the SDK is read (PIM-TRACES).
  const [
    { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter },
    { W3CTraceContextPropagator },
    { resourceFromAttributes },
    { BasicTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  const tracer = provider.getTracer('qilak-pim');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  return {
    observe(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
        const span = tracer.startSpan(
          `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              // The route's pattern, never the raw URL: that carries the function key.
              'http.route': request.routeOptions.url ?? 'unmatched',
              'qilak.request_id': request.id,
            },
          },
          parent,
        );
        spans.set(request, span);
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const span = spans.get(request);
        if (span) {
          span.setAttribute('http.response.status_code', reply.statusCode);
          if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          spans.delete(request);
        }
        done();
      });
    },
    shutdown: () => provider.shutdown(),
  };
}
