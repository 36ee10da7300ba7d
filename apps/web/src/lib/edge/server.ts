/** The edge cache's purge (Varnish or a CDN), with its credentials: server-side only. */
import 'server-only';

export * from './index';
export { edgePurger, type EdgePurger } from './purge';
