import { correctPrefixCase } from './request-path';

/**
 * ROUTE-TRAILING-SLASH: trailing and repeated slashes, for every path the web server answers: pages, route handlers
 * and files. The web server asks this before anything else, so `/da-DK/om-os//` is one 301 (Next would answer a
 * 308 first).
 */

/** Printable ASCII stays as it is; every other character (the request line's raw bytes) is percent-encoded. */
function headerSafe(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `%${code.toString(16).toUpperCase().padStart(2, '0')}`
      : encodeURIComponent(c).replace(/%(?![0-9A-F]{2})/g, '%25');
  });
}

/**
 * The Location for a request target (`req.url`: raw path and query) with a trailing slash or a run of slashes in
 * its path, other than the root `/`; null when the path is clean (or not a path at all: `*`, an absolute form).
 * Every run of slashes becomes one, a trailing one goes, the query is kept as it came. The result is always a path
 * on this site: it starts with one `/` and never `//` or `/\` (a backslash, which browsers read as a slash, is
 * sent encoded), so `//evil.example/` or `/\evil.example/` cannot leave the site.
 */
export function slashRedirectLocation(target: string): string | null {
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q);
  if (!path.startsWith('/') || path === '/') return null;
  if (!path.includes('//') && !path.endsWith('/')) return null;
  let clean = path.replace(/\/{2,}/g, '/');
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  // A wrongly cased market prefix is fixed in the same redirect (`/DA-dk/om-os/` -> `/da-DK/om-os`): one hop.
  clean = correctPrefixCase(clean);
  clean = clean.replace(/\\/g, '%5C');
  return headerSafe(clean + query);
}
