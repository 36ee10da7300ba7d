import { findMarketIgnoringCase, isUnprefixed } from '@qilak/markets';
import { NEXT, type ProxyDecision } from './decision';
import { encodePathname, hasForbiddenChars } from './path-safety';

/** Longer raw paths are refused before any work is done on them. */
export const MAX_RAW_PATH_LENGTH = 4096;

export type NormalizedPath = { pathname: string } | { error: 'invalid' };

const INVALID = { error: 'invalid' } as const;

/**
 * Decodes a raw (percent-encoded) request pathname exactly once, segment by segment.
 * Malformed or overlong UTF-8 escapes, NUL and control characters, backslashes, dot segments and
 * encoded slashes (`%2F`, which would change the segmentation) are invalid. Never throws.
 * Only a run of leading slashes is collapsed, so `//host` can never reach a Location header.
 */
export function normalizeRequestPath(rawPathname: string): NormalizedPath {
  if (typeof rawPathname !== 'string' || rawPathname.length > MAX_RAW_PATH_LENGTH) return INVALID;
  if (!rawPathname.startsWith('/') || rawPathname.includes('\\') || hasForbiddenChars(rawPathname)) return INVALID;

  const decoded: string[] = [];
  for (const segment of rawPathname.replace(/^\/+/, '').split('/')) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return INVALID;
    }
    if (value === '.' || value === '..' || value.includes('/') || value.includes('\\') || hasForbiddenChars(value)) {
      return INVALID;
    }
    decoded.push(value);
  }
  return { pathname: `/${decoded.join('/')}` };
}

/** `/DA-dk/om-os` -> `/da-DK/om-os`; anything that is not a wrongly cased prefix comes back unchanged. */
export function correctPrefixCase(pathname: string): string {
  const match = /^\/([^/]+)(.*)$/s.exec(pathname);
  if (!match) return pathname;
  const [, first = '', rest = ''] = match;
  const market = findMarketIgnoringCase(first);
  // en-GLOBAL is never a prefix (docs/BEHAVIOUR-deviations.md), so `/EN-global/x` stays a page slug.
  if (!market || isUnprefixed(market) || market.code === first) return pathname;
  return `/${market.code}${rest}`;
}

/** Every trailing slash removed; the root stays `/`. */
export function removeTrailingSlash(pathname: string): string {
  if (pathname === '/' || !pathname.endsWith('/')) return pathname;
  return pathname.replace(/\/+$/, '') || '/';
}

/** ROUTE-CASE: a prefix in the wrong letter case is redirected (301) to the correct market code. Query: the caller's. */
export function fixPrefixCase(pathname: string): ProxyDecision {
  const corrected = correctPrefixCase(pathname);
  return corrected === pathname ? NEXT : { type: 'redirect', status: 301, location: encodePathname(corrected) };
}

/** ROUTE-TRAILING-SLASH: a trailing slash on any path but the root is removed with a 301. Query: the caller's. */
export function stripTrailingSlash(pathname: string): ProxyDecision {
  const stripped = removeTrailingSlash(pathname);
  return stripped === pathname ? NEXT : { type: 'redirect', status: 301, location: encodePathname(stripped) };
}
