/**
 * Names from Next's request/response protocol that the web server (apps/web/server) relies on. None of them is
 * public API: README.md here says why each is needed; next-protocol.canary.test.ts fails when an upgrade moves them.
 */

/** Internal request header Next trusts to skip its proxy (CVE-2025-29927 class); a client must never send it. */
export const NEXT_INTERNAL_REQUEST_HEADERS = ['x-middleware-subrequest'] as const;

/** Internal response header naming the path the proxy rewrote to (/en-GLOBAL/...); documents do not need it. */
export const NEXT_REWRITE_RESPONSE_HEADER = 'x-middleware-rewrite';

/** Request headers of Next's client router: such a request wants an RSC payload, never the document. */
export const RSC_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
] as const;

/** The cache-busting query parameter of the client router's RSC requests. */
export const RSC_QUERY_PARAMETER = '_rsc';

/** Whether a request is the client router's (navigation, prefetch, server action): only headers count. */
export function isRscRequest(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers.rsc !== undefined || headers['next-action'] !== undefined;
}

/** Next's response header telling a fresh render from a stale ISR copy it is rebuilding in the background. */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';

export function isStaleIsrCopy(headers: Readonly<Record<string, unknown>>): boolean {
  return headers[NEXT_CACHE_HEADER] === 'STALE';
}
