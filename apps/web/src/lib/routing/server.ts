/** The redirect rules (zod-validated) and the proxy's decision: for the proxy and the server, never the browser. */
import 'server-only';

export * from './index';
export { decideRequest, type ProxyRequest } from './proxy-decision';
export {
  loadRouteRulesManifest,
  matchRedirect,
  redirectRulesFromCms,
  type CmsRedirectEntry,
  type RedirectRule,
} from './redirects';
