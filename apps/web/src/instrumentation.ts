import type { Instrumentation } from 'next';
import { NEXT_RUNTIME, config, isProduction } from './lib/config';
import { recordError } from './lib/errors/recent';
import type { Logger } from './lib/log';

// Loaded in register() on Node only: the logger is Node code, and Next compiles this file for the edge runtime too.
let log: Logger | undefined;
let redactUrl = (url: string) => url;

export async function register(): Promise<void> {
  if (NEXT_RUNTIME !== 'nodejs') return;
  // The server's own async context, for work a request sets off but must not run inside it (lib/framework/detached).
  (await import('./lib/framework/server')).captureServerContext();
  const logs = await import('./lib/log');
  log = logs.logger('web');
  redactUrl = logs.redactUrl;
  // A configuration that cannot run stops the start here (next dev, next start) with the variables at fault.
  const settings = config();
  // OPS-TRACES: traces only when an OTLP endpoint is configured: nothing is loaded, started or sent otherwise.
  if (settings.observability.otlpEndpoint) {
    const { registerOTel } = await import('@vercel/otel');
    // Exports over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (/v1/traces; protobuf, or JSON with
    // OTEL_EXPORTER_OTLP_PROTOCOL=http/json), in batches, in the background; a span per request (Next's own),
    // with the CMS and product-service calls as child spans (lib/upstream) that send `traceparent` along.
    registerOTel({
      serviceName: 'qilak-web',
      instrumentationConfig: { fetch: { propagateContextUrls: [settings.cmsUrl, settings.pimUrl] } },
    });
    log.info(`traces exported to ${settings.observability.otlpEndpoint}`);
  }
  // The country database is opened now, not on a visitor's first look-up.
  const { loadCountryDatabase } = await import('./lib/geo-db');
  void loadCountryDatabase();
  // TAG-ID: a malformed tag-manager id is rejected at start, with a suggestion; the site runs without it.
  const { checkTagManagerId } = await import('./lib/tag-manager');
  const raw = config().gtmId;
  if (raw) {
    const check = checkTagManagerId(raw);
    if (!check.ok)
      log.error(
        `GTM_ID rejected: ${check.reason}.${check.suggestion ? ` Did you mean ${check.suggestion}?` : ''} The tag manager stays off.`,
      );
  }
}

/**
 * Every server error gets one log line naming its cause; outside production it is kept for the 500 page, by the
 * digest Next also writes into its error shell. Recorded synchronously (no import to await): Next calls this from
 * React's onError, before the shell is written, so the custom server finds it when it replaces the shell.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const err = error as Error & { digest?: string };
  log?.error(
    `${request.method} ${redactUrl(request.path)} failed in ${context.routeType} ${context.routePath}: ${err.message}`,
  );
  if (!isProduction() && err.digest) recordError(err.digest, err);
};
