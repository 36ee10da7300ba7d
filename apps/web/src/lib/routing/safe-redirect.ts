import { hasForbiddenChars, isSameOriginPath } from './path-safety';

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
const MAX_TARGET_LENGTH = 2048;

/** Resolves relative targets when only the path matters; `.invalid` can never be a real host. */
export const PLACEHOLDER_ORIGIN = 'https://on-site.invalid';

/** No whitespace, control or bidi characters and no backslash: browsers strip or reinterpret them. */
function hasUnsafeChars(value: string): boolean {
  return /\s/.test(value) || value.includes('\\') || hasForbiddenChars(value);
}

/**
 * Every decoding of the target (up to a few rounds) must still be a plain same-origin path: a server or
 * proxy downstream that decodes again must not find `//host` either (double encoding is refused too).
 */
function decodedFormsStaySameOrigin(path: string): boolean {
  let current = path;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return round > 0; // a malformed first round is a broken target; later rounds just stop decoding
    }
    if (next === current) return true;
    // Decoded spaces are fine in a path; decoded controls, backslashes or a leading `//` are not.
    if (!isSameOriginPath(next) || next.includes('\\') || hasForbiddenChars(next)) return false;
    current = next;
  }
  return true;
}

function pathOf(url: URL): string | null {
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/..//evil` resolves to the path `//evil`: a protocol-relative Location in disguise.
  return isSameOriginPath(path) && decodedFormsStaySameOrigin(path) ? path : null;
}

function parseOrigin(siteOrigin: string): string | null {
  try {
    return new URL(siteOrigin).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a redirect target stays on this site. Returns the normalized path (with query and hash)
 * to put in a Location header, or null. Absolute URLs count only when they point at siteOrigin;
 * targets that leave the site go through safeExternalTarget, for rules marked external.
 */
export function safeRedirectTarget(target: string, siteOrigin: string = PLACEHOLDER_ORIGIN): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  if (hasUnsafeChars(target)) return null;
  const origin = parseOrigin(siteOrigin);
  if (!origin) return null;

  let url: URL;
  try {
    if (SCHEME.test(target)) {
      url = new URL(target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (url.username || url.password) return null;
    } else {
      if (!isSameOriginPath(target) || !decodedFormsStaySameOrigin(target)) return null;
      url = new URL(target, origin);
    }
  } catch {
    return null;
  }
  return url.origin === origin ? pathOf(url) : null;
}

/** An absolute http(s) URL with a host and no credentials, for redirect rules marked external; else null. */
export function safeExternalTarget(target: string): string | null {
  if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH || hasUnsafeChars(target)) return null;
  if (!/^https?:\/\/[^/]/i.test(target)) return null;
  try {
    const url = new URL(target);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
