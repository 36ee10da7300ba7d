/** The redirect rules in force: route-rules.json, then the CMS's redirects, cached until a webhook marks them stale. */
export { currentRedirectRules, markRedirectsStale } from './source';
