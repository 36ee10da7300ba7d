import { describe, expect, it } from 'vitest';
import * as routing from './index';

describe('the routing door', () => {
  it('exports the public API', () => {
    expect(Object.keys(routing).sort()).toEqual(
      [
        'CANONICAL_QUERY_SEGMENT',
        'GEO_COOKIE',
        'LOCALE_COOKIE',
        'MAX_SEGMENTS',
        'MAX_SEGMENT_LENGTH',
        'appendCanonicalQuery',
        'articlePath',
        'canonicalQuery',
        'canonicalUrl',
        'decideRequest',
        'encodePathSegment',
        'encodePathname',
        'fixPrefixCase',
        'hreflangAlternates',
        'isMarketPrefix',
        'isRouteError',
        'languageMatchScore',
        'loadRouteRulesManifest',
        'marketPath',
        'marketRootUrl',
        'matchRedirect',
        'navigationLinks',
        'negotiateRootLocale',
        'normalizeRequestPath',
        'pageSlugFromRoute',
        'parseAcceptLanguage',
        'parseRoute',
        'printCatalogPath',
        'productPath',
        'recipePath',
        'redirectRulesFromCms',
        'resolveContentHref',
        'routePath',
        'safeExternalTarget',
        'safeRedirectTarget',
        'stripTrailingSlash',
        'takeCanonicalQuery',
        'variantPath',
      ].sort(),
    );
  });
});
