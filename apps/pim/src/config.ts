import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaffAuthConfig } from './auth/staff-token';

export interface PimConfig {
  host: string;
  port: number;
  dbFile: string;
  functionKey: string;
  /** Null when PIM_JWKS_URL is unset: GetSecretData then answers 401 "not configured". */
  staffAuth: StaffAuthConfig | null;
  logLevel: string;
  /** Prometheus metrics on their own port (0: off) and address (default 127.0.0.1). */
  metricsPort: number;
  metricsHost: string;
  /** The site's revalidation endpoint and its secret; null: no webhook (the site still polls). (PIM-NOTIFY) */
  webhook: { url: string; secret: string } | null;
  /** How often the store is looked at for changes to send (ms). */
  watchMs: number;
  /** An event-loop delay this long or longer is logged as a stall (PIM_EVENT_LOOP_STALL_MS, default 50 ms). */
  stallMs: number;
  /** OTLP/HTTP endpoint for traces (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: no tracing. (PIM-TRACES) */
  otlpEndpoint: string | undefined;
}

/** apps/pim, whether running from src/ (tsx) or from the bundled dist/server.js. */
export function appRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return resolve(here, '..');
}

export const DEV_FUNCTION_KEY = 'local-dev-function-key';

/** Reads the environment once at start; a wrong setting stops the service with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PimConfig {
  const production = env['NODE_ENV'] === 'production';
  const port = Number(env['PIM_PORT'] ?? 7071);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PIM_PORT must be a port number, got "${env['PIM_PORT']}"`);

  const metricsPort = Number(env['PIM_METRICS_PORT'] ?? 0);
  if (
    !Number.isInteger(metricsPort) ||
    metricsPort < 0 ||
    metricsPort > 65535 ||
    (metricsPort !== 0 && metricsPort === port)
  )
    throw new Error(`PIM_METRICS_PORT must be a port number other than PIM_PORT, got "${env['PIM_METRICS_PORT']}"`);

  const functionKey = env['PIM_FUNCTION_KEY'] ?? (production ? undefined : DEV_FUNCTION_KEY);
  if (!functionKey) throw new Error('PIM_FUNCTION_KEY is required in production');

  const jwksUrl = env['PIM_JWKS_URL'];
  let staffAuth: StaffAuthConfig | null = null;
  if (jwksUrl) {
    const issuer = env['PIM_JWT_ISSUER'];
    const audience = env['PIM_JWT_AUDIENCE'];
    if (!issuer || !audience)
      throw new Error('PIM_JWKS_URL is set, so PIM_JWT_ISSUER and PIM_JWT_AUDIENCE are required too');
    try {
      new URL(jwksUrl);
    } catch {
      throw new Error(`PIM_JWKS_URL is not a URL: "${jwksUrl}"`);
    }
    staffAuth = { jwksUrl, issuer, audience };
  }

  const webhookUrl = env['PIM_WEBHOOK_URL'];
  let webhook: PimConfig['webhook'] = null;
  if (webhookUrl) {
    try {
      new URL(webhookUrl);
    } catch {
      throw new Error(`PIM_WEBHOOK_URL is not a URL: "${webhookUrl}"`);
    }
    const secret = env['PIM_WEBHOOK_SECRET'] ?? env['REVALIDATE_SECRET'];
    if (!secret)
      throw new Error('PIM_WEBHOOK_URL is set, so PIM_WEBHOOK_SECRET (or REVALIDATE_SECRET) is required too');
    webhook = { url: webhookUrl, secret };
  }
  const watchMs = Number(env['PIM_WATCH_MS'] ?? 500);
  if (!Number.isInteger(watchMs) || watchMs < 50)
    throw new Error(`PIM_WATCH_MS must be a whole number of milliseconds, 50 or more, got "${env['PIM_WATCH_MS']}"`);

  const stallMs = Number(env['PIM_EVENT_LOOP_STALL_MS'] ?? 50);
  if (!Number.isInteger(stallMs) || stallMs < 10)
    throw new Error(
      `PIM_EVENT_LOOP_STALL_MS must be a whole number of milliseconds, 10 or more, got "${env['PIM_EVENT_LOOP_STALL_MS']}"`,
    );

  const otlpEndpoint = env['OTEL_EXPORTER_OTLP_ENDPOINT'] || undefined;
  if (otlpEndpoint && !/^https?:\/\//.test(otlpEndpoint))
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, got "${otlpEndpoint}"`);

  return {
    host: env['HOST'] ?? '127.0.0.1',
    port,
    dbFile: resolve(env['PIM_DB_FILE'] ?? resolve(appRoot(), 'var/pim.db')),
    functionKey,
    staffAuth,
    logLevel: env['PIM_LOG_LEVEL'] ?? (production ? 'info' : 'info'),
    metricsPort,
    metricsHost: env['PIM_METRICS_HOST'] ?? '127.0.0.1',
    webhook,
    watchMs,
    stallMs,
    otlpEndpoint,
  };
}
