import { inAddressRanges, normalizeAddress, type AddressRange } from '@/lib/config';

/**
 * Set by the web server (server/index.ts) to the visitor's address as it found it (see resolveClientAddress); any
 * client-sent value is replaced. Route handlers read it through clientAddress().
 */
export const REMOTE_ADDRESS_HEADER = 'x-qilak-remote-address';

export interface ClientAddressInput {
  /** The connecting socket's address. */
  remoteAddress: string | undefined;
  /** The trusted proxy header's value(s) as received (x-forwarded-for by default). */
  forwarded: string | readonly string[] | undefined;
  trustedProxies: readonly AddressRange[];
}

/**
 * The visitor's address: the connection's, unless the connection comes from a trusted proxy. Then the proxy's
 * header is read from its end (the entry the nearest proxy appended) towards its start, skipping the trusted
 * proxies' own entries: the first address that is not a trusted proxy is the visitor. Entries before it were
 * written by the client and prove nothing. An unreadable entry stops the walk at the last trusted hop.
 * (CONFIG-CLIENT-ADDRESS)
 */
export function resolveClientAddress({ remoteAddress, forwarded, trustedProxies }: ClientAddressInput): string {
  const connection = (remoteAddress && normalizeAddress(remoteAddress)) || 'unknown';
  if (connection === 'unknown' || !inAddressRanges(connection, trustedProxies)) return connection;
  const header = Array.isArray(forwarded) ? forwarded.join(',') : ((forwarded as string | undefined) ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = connection;
  for (let i = entries.length - 1; i >= 0; i--) {
    const address = normalizeAddress(entries[i]!);
    if (!address) break;
    client = address;
    if (!inAddressRanges(address, trustedProxies)) break;
  }
  return client;
}

/** Whether the connection itself comes from a trusted proxy (TRUSTED_PROXIES): only then are its headers believed. */
export function fromTrustedProxy(remoteAddress: string | undefined, trustedProxies: readonly AddressRange[]): boolean {
  const connection = remoteAddress && normalizeAddress(remoteAddress);
  return !!connection && inAddressRanges(connection, trustedProxies);
}

/**
 * Who is asking (the revalidation limit's key, the geo look-up): the address the web server resolved. Without it
 * (next dev has no web server in front) every request shares one key, which errs on the safe side.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(REMOTE_ADDRESS_HEADER)?.trim() || 'unknown';
}
