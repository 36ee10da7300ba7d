/**
 * Routing: pure functions for the proxy, the catch-all route and link building. No React, no Next. This door is
 * what the browser uses (links); the redirect rules and the proxy's decision, which validate with zod, are behind
 * './server', so zod stays out of the browser's bundles.
 */
export type { CookieToSet, ProxyDecision, RedirectStatus } from './decision';
export { encodePathSegment, encodePathname } from './path-safety';
export {
  MAX_SEGMENTS,
  MAX_SEGMENT_LENGTH,
  isMarketPrefix,
  isRouteError,
  pageSlugFromRoute,
  parseRoute,
  routePath,
  type ParsedRoute,
  type RouteError,
  type RouteKind,
} from './route';
export { fixPrefixCase, normalizeRequestPath, stripTrailingSlash, type NormalizedPath } from './request-path';
export { slashRedirectLocation } from './slashes';
export { safeExternalTarget, safeRedirectTarget } from './safe-redirect';
export {
  GEO_COOKIE,
  LOCALE_COOKIE,
  languageMatchScore,
  negotiateRootLocale,
  parseAcceptLanguage,
  type LanguageMatchScore,
} from './locale';
export {
  INVALID_PATH_MARKER,
  decodeLeniently,
  invalidPathUrl,
  isInvalidPathUrl,
  pathBehindMarker,
} from './invalid-path';
export { PageNotFound, isPageNotFound, notFoundText, pageNotFound } from './not-found';
export { PAGE_STATUS_ATTRIBUTE, pageStatusOf } from './page-status';
export {
  articlePath,
  marketPath,
  marketRootUrl,
  navigationLinks,
  pagePath,
  pagePathsFromNavigation,
  printCatalogPath,
  productPath,
  recipePath,
  resolveContentHref,
  variantPath,
  type NavigationEntry,
  type NavigationLink,
  type NavigationNode,
} from './links';
export {
  CANONICAL_QUERY_SEGMENT,
  SEARCH_QUERY_SEGMENT,
  appendCanonicalQuery,
  canonicalQuery,
  canonicalUrl,
  hreflangAlternates,
  takeCanonicalQuery,
  type HreflangAlternate,
  type LocalizedPath,
  type SearchParamsInput,
} from './seo';
