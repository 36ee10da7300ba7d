/** Character rules shared by every routing function: what a path segment may hold and how it is re-encoded. */

/**
 * C0 and C1 control characters, DEL, line/paragraph separators, bidi and zero-width marks, BOM.
 * Browsers drop or reinterpret these, and they spoof the "Page Not Found: {path}" text.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const FORBIDDEN_CHARS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/;

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value);
}

/** A raw path fit to show as text ("Page Not Found: {path}"): forbidden characters and backslashes escaped. */
export function displayablePath(raw: string): string {
  return raw.replace(new RegExp(`${FORBIDDEN_CHARS.source}|\\\\`, 'g'), encodeURIComponent);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, but keeps the characters RFC 3986 allows in a path segment readable. */
export function encodePathSegment(segment: string): string {
  // encodeURIComponent throws on lone surrogates; a CMS string may hold one.
  return encodeURIComponent(segment.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /%(24|26|2B|2C|3B|3D|3A|40)/g,
    (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * A decoded pathname made safe for a Location header or an href: each segment percent-encoded and
 * leading slashes collapsed to one, so the result can never read as a protocol-relative `//host`.
 */
export function encodePathname(decodedPath: string): string {
  const segments = decodedPath.replace(/^\/+/, '').split('/');
  return `/${segments.map(encodePathSegment).join('/')}`;
}

/** True for a string that a browser would take as a path on the current site (not `//host`, not `/\host`). */
export function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
