/**
 * Prometheus metrics (prom-client): one registry per process, shared by the web server's bundle and Next's, served
 * by the web server on its own port (METRICS_PORT), never on the public one. No `server-only`: the web server's
 * bundle imports this door too; never from browser code.
 */
export {
  exposition,
  metrics,
  recordIndexBuild,
  recordRevalidation,
  recordSharedSummary,
  recordUpstreamCall,
  restartLagWindow,
  type Metrics,
  type UpstreamOutcome,
} from './metrics';
