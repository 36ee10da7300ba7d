import { findMarketIgnoringCase } from '@qilak/markets';

/** The segment an unreadable path is rewritten under; the catch-all page shows that market's 404 page for it. */
export const INVALID_PATH_MARKER = '_invalid-path';

/**
 * The readable stand-in for a path that cannot be decoded (bad percent-encoding): the market of its first
 * segment keeps its prefix (so `/da-DK/%E0%A4%A` gets the Danish 404 page), and the rest, with every `%` escaped,
 * follows the marker, so the page can show the path as the visitor typed it.
 */
export function invalidPathUrl(rawPathname: string): string {
  const segments = rawPathname.replace(/^\/+/, '').split('/');
  const market = findMarketIgnoringCase(segments[0] ?? '');
  const prefixed = market !== undefined && !market.domainDefault;
  const rest = (prefixed ? segments.slice(1) : segments).map((s) => s.replace(/%/g, '%25')).join('/');
  return `${prefixed ? `/${market.code}` : ''}/${INVALID_PATH_MARKER}/${rest}`;
}

/**
 * The visitor's path behind a stand-in made by invalidPathUrl, given the market prefix and the segments after
 * it as the route receives them (still percent-encoded); undefined when the segments are no stand-in.
 */
export function pathBehindMarker(prefix: string, segments: readonly string[]): string | undefined {
  if (segments[0] !== INVALID_PATH_MARKER) return undefined;
  return `${prefix}/${segments.slice(1).map(decodeLeniently).join('/')}`;
}

/** A path for reading (the 404 message): decoded where it can be, as typed where it cannot. */
export function decodeLeniently(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True for a path (as the proxy sees it) that already is such a stand-in. */
export function isInvalidPathUrl(pathname: string): boolean {
  const segments = pathname.split('/');
  const first = findMarketIgnoringCase(segments[1] ?? '');
  return segments[first && !first.domainDefault ? 2 : 1] === INVALID_PATH_MARKER;
}
