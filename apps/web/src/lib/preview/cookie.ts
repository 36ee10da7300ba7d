/** Draft mode as the web server sees it (no Next, no imports: server/ bundles this on its own). */

/** Next's draft-mode cookie (set by `draftMode().enable()`); the web server and Varnish pass its requests. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Whether a request is a preview: it carries the draft-mode cookie with this build's value (any value when the
 * build's is unknown, which only ever makes a request skip a cache, never show a draft).
 */
export function isPreviewRequest(cookieHeader: string | undefined | null, previewModeId: string | undefined): boolean {
  const value = cookieValue(cookieHeader, DRAFT_MODE_COOKIE);
  if (value === undefined || value === '') return false;
  return previewModeId === undefined || value === previewModeId;
}

/** Cache-Control of every preview response: no shared or browser cache may keep a draft. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';
