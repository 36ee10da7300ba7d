/** Upstream calls with one time budget per request: server-side only. */
import 'server-only';

export * from './index';
export {
  fetchUpstream,
  fetchUpstreamJson,
  isStaleSocket,
  observedCall,
  outsideRequestBudget,
  redact,
  remainingBudget,
  requestIdHeaders,
  type UpstreamRequest,
} from './fetch';
