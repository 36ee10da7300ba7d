import type { FastifyInstance } from 'fastify';
import { PIM_ROUTES } from '@qilak/pim-contract';
import { buildApp } from './app';
import { createStaffTokenVerifier } from './auth/staff-token';
import { loadConfig } from './config';
import { openStore, seedIfEmpty } from './store';
import { createMetrics, startMetricsServer } from './observe';
import { createNotifier, watchStore } from './notify';
import { createTracing, type Tracing } from './trace';

/** Builds each culture's product body once at start, so the first site request does not pay for it. */
async function warmUp(app: FastifyInstance, cultures: readonly string[], key: string): Promise<void> {
  const started = performance.now();
  for (const culture of cultures) {
    const url = `/api/${PIM_ROUTES.productData}?culture=${encodeURIComponent(culture)}&code=${encodeURIComponent(key)}`;
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    if (res.statusCode !== 200) app.log.warn({ culture, status: res.statusCode }, 'warm-up request failed');
  }
  app.log.info({ cultures: cultures.length, ms: Math.round(performance.now() - started) }, 'product bodies warmed up');
}

/** Entry point: config from env, seed an empty store, listen, stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const store = openStore(config.dbFile);
  const metrics = createMetrics({ stallMs: config.stallMs });
  // PIM-TRACES: the OpenTelemetry SDK is loaded only when traces are exported.
  const tracing: Tracing | undefined = config.otlpEndpoint ? await createTracing(config.otlpEndpoint) : undefined;
  const app = await buildApp({
    store,
    functionKey: config.functionKey,
    staffTokens: config.staffAuth ? createStaffTokenVerifier(config.staffAuth) : null,
    logger: { level: config.logLevel },
    metrics,
    ...(tracing ? { tracing } : {}),
  });

  if (seedIfEmpty(store))
    app.log.info({ dbFile: config.dbFile }, 'empty product store seeded with the generated catalogue');
  else app.log.info({ dbFile: config.dbFile, cultures: store.cultures().length }, 'product store opened');
  if (!config.staffAuth)
    app.log.warn('PIM_JWKS_URL is not set: GetSecretData answers 401 (staff sign-in not configured)');

  let watcher: { stop(): void } | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    try {
      watcher?.stop();
      await app.close();
      await tracing?.shutdown().catch(() => undefined);
      store.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  // A stray rejection is logged, not fatal: one bad request must never take the service down.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Before the port opens: the warm-up holds the event loop (7 s at the --scale catalogue, 1.8 s at the normal one;
  // the stall warnings of @qilak/loop-delay showed it), and a service that accepts connections and answers none
  // looks hung to a health check. Refused until warmed is the plain answer.
  await warmUp(app, store.cultures(), config.functionKey);
  await app.listen({ host: config.host, port: config.port });
  metrics.listening(app.log);
  // Metrics on their own port (PIM_METRICS_PORT; off when unset), never on the service's public one.
  if (config.metricsPort > 0) {
    await startMetricsServer(metrics.registry, config.metricsPort, config.metricsHost);
    app.log.info(`metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }
  if (tracing) app.log.info(`traces exported over OTLP to ${config.otlpEndpoint}`);
  // PIM-NOTIFY: every change of the store (this process's or edit-product's) reaches the site by its webhook.
  if (config.webhook) {
    const notifier = createNotifier({ ...config.webhook, log: app.log });
    watcher = watchStore(store, (changed) => notifier.notify(changed), { intervalMs: config.watchMs, log: app.log });
    app.log.info({ url: config.webhook.url, everyMs: config.watchMs }, 'catalogue changes are sent to the site');
  } else app.log.info('PIM_WEBHOOK_URL is not set: the site finds catalogue changes by its poll only');
}

main().catch((error: unknown) => {
  // Fastify's logger may not exist yet: one JSON line in the same shape as its own.
  process.stderr.write(
    `${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), service: 'pim', msg: `product service failed to start: ${error instanceof Error ? error.message : String(error)}` })}\n`,
  );
  process.exit(1);
});
