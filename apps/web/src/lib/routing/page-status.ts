/**
 * A page tells the web server its HTTP status through this attribute on one of its elements (the 404 page's
 * message): server components cannot set a status, and Next's own notFound() is what this replaces.
 */
export const PAGE_STATUS_ATTRIBUTE = 'data-page-status';

// React writes attribute values with `"` escaped, so CMS text can never produce the quoted marker itself.
const MARKER = new RegExp(`<[a-z][a-z0-9-]*\\s[^>]*?\\b${PAGE_STATUS_ATTRIBUTE}="([45]\\d\\d)"`);

/** The status a finished HTML page asks for, or undefined when it asks for none (then Next's status stands). */
export function pageStatusOf(html: string): number | undefined {
  const match = MARKER.exec(html);
  return match ? Number(match[1]) : undefined;
}
