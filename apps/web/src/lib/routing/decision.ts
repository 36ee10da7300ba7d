/** What the proxy does with a request; proxy.ts turns each variant into a NextResponse. */

export type RedirectStatus = 301 | 302 | 307 | 308;

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeSeconds: number;
  path: string;
  sameSite?: 'lax' | 'strict' | 'none';
}

export type ProxyDecision =
  | { type: 'next'; cookies?: CookieToSet[] }
  /** location is a same-origin path (never `//host`) or, for an external rule only, an absolute http(s) URL. */
  | { type: 'redirect'; status: RedirectStatus; location: string; cookies?: CookieToSet[] }
  /** The raw path could not be decoded safely: answer 404 "Page Not Found: {path}" without routing further. */
  | { type: 'not-found'; path: string };

/** Frozen: every caller gets the same object, so nobody may add cookies to it. */
export const NEXT: ProxyDecision = Object.freeze({ type: 'next' });
