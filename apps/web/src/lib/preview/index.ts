/**
 * Preview (draft mode): Strapi's Preview button opens /api/preview with a shared secret and a site path; the
 * route turns Next's draft mode on and redirects there. Pure rules here; Next and React stay in the routes.
 */
import { timingSafeEqual } from 'node:crypto';
import { safeRedirectTarget } from '@/lib/routing';

export { DRAFT_MODE_COOKIE, PREVIEW_CACHE_CONTROL, cookieValue, isPreviewRequest } from './cookie';

/** Constant-time comparison, so the secret cannot be guessed byte by byte from response times. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The path to open in draft mode, or null: only a path on this site (no `//host`, no scheme, no backslash,
 * no encoded tricks), so the preview route can never redirect elsewhere. An absent path is the site's root.
 */
export function previewTarget(path: string | null | undefined): string | null {
  if (path === null || path === undefined || path === '') return '/';
  if (!path.startsWith('/')) return null;
  return safeRedirectTarget(path);
}
