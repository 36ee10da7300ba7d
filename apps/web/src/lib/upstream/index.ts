/**
 * Calls to upstream services (CMS, product service, directory). This door is what the web server's own bundle
 * (apps/web/server) may import as well: the error type and the per-request clock. The calls are in './server'.
 */
export { UpstreamError, type UpstreamName } from './error';
export { requestClock } from './request-clock';
