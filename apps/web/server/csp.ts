import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy without 'unsafe-inline' for scripts on statically rendered pages: Next inlines its
 * RSC payload as <script> tags, so the server hashes every inline script of the finished HTML and allows exactly
 * those. Pages stay static (no per-request nonce); the hashes follow the cached HTML.
 */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface CspOptions {
  scriptHashes: string[];
  production: boolean;
  /** Hosts the i-frame block and video embeds may load. */
  frameHosts: readonly string[];
  /** Identity provider and directory of the staff sign-in (token calls, hidden-frame refresh, graph). */
  staffOrigins?: readonly string[];
  /** Who may frame the page besides the site: the CMS admin, for an editor's preview responses only. */
  frameAncestors?: readonly string[];
}

/** Third parties a production page may load: the tag manager and Cookiebot, only when configured. */
const PRODUCTION_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://consent.cookiebot.com'];

export function buildCsp({
  scriptHashes,
  production,
  frameHosts,
  staffOrigins = [],
  frameAncestors = [],
}: CspOptions): string {
  const scriptSrc = ["'self'", ...scriptHashes, ...(production ? PRODUCTION_SCRIPT_HOSTS : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // React and Tailwind set style attributes; styles cannot run code, so inline styles stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'https://i.vimeocdn.com',
      'https://www.googletagmanager.com',
    ],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(production ? ['https://www.google-analytics.com', 'https://consent.cookiebot.com'] : []),
      ...staffOrigins,
    ],
    'frame-src': ["'self'", ...frameHosts, ...staffOrigins],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Embeds the site may frame: the i-frame block's allow-list and the video providers' no-cookie players. */
export const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
  'https://openstreetmap.org',
  'https://issuu.com',
  'https://www.google.com',
] as const;
