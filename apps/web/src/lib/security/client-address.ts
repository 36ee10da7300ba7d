/** Set by the web server (server/index.ts) to the connecting socket's address; any client-sent value is replaced. */
export const REMOTE_ADDRESS_HEADER = 'x-qilak-remote-address';

/**
 * Who is asking, for an attempt limit: the connecting address, or, behind a trusted reverse proxy, the header
 * that proxy sets (its last entry: the one the proxy added, not one a client wrote into x-forwarded-for).
 * Without either (next dev has no web server in front) every request shares one key, which errs on the safe side.
 */
export function clientAddress(headers: Headers, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const entries = (headers.get(trustedProxyHeader) ?? '').split(',');
    const last = entries[entries.length - 1]?.trim();
    if (last) return last;
  }
  return headers.get(REMOTE_ADDRESS_HEADER)?.trim() || 'unknown';
}
