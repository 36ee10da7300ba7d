/**
 * Structured logs: JSON lines (level, time, service, component, and the current request's id, route kind and
 * market) through pino; pretty under `next dev` (LOG_FORMAT, LOG_LEVEL). No `server-only`: the web server's own
 * bundle (apps/web/server) imports this door too. Server-side code only: in the browser, use the console.
 */
export { currentRequest, requestContext, requestIdFor, type RequestContext } from './context';
export { REDACT_PATHS, logger, redactUrl, rootLogger } from './logger';
export type { Logger } from 'pino';
