import { describe, expect, it } from 'vitest';
import { parseAddressRange, type AddressRange } from '@/lib/config';
import { REMOTE_ADDRESS_HEADER, clientAddress, fromTrustedProxy, resolveClientAddress } from './client-address';

const ranges = (...entries: string[]): AddressRange[] => entries.map((e) => parseAddressRange(e)!);
const VARNISH = ranges('127.0.0.1', '10.0.0.0/8', '2001:db8::/32');

// CONFIG-CLIENT-ADDRESS
describe('resolveClientAddress (the visitor behind the trusted proxies)', () => {
  it('ignores x-forwarded-for from a connection that is no trusted proxy', () => {
    const forwarded = '80.62.1.1';
    expect(resolveClientAddress({ remoteAddress: '203.0.113.7', forwarded, trustedProxies: VARNISH })).toBe(
      '203.0.113.7',
    );
    expect(resolveClientAddress({ remoteAddress: '203.0.113.7', forwarded, trustedProxies: [] })).toBe('203.0.113.7');
    expect(resolveClientAddress({ remoteAddress: '127.0.0.1', forwarded, trustedProxies: [] })).toBe('127.0.0.1');
  });

  it("reads the trusted proxy's entry, not one the client wrote before it", () => {
    const input = { remoteAddress: '127.0.0.1', trustedProxies: VARNISH };
    expect(resolveClientAddress({ ...input, forwarded: '80.62.1.1' })).toBe('80.62.1.1');
    expect(resolveClientAddress({ ...input, forwarded: '1.2.3.4, 80.62.1.1' })).toBe('80.62.1.1');
    // Two proxies (a CDN in the 10/8 range, then Varnish): their own entries are skipped.
    expect(resolveClientAddress({ ...input, forwarded: '1.2.3.4, 80.62.1.1, 10.1.1.1' })).toBe('80.62.1.1');
    expect(resolveClientAddress({ ...input, forwarded: ['1.2.3.4', '80.62.1.1'] })).toBe('80.62.1.1');
  });

  it('keeps the connection when the header is missing, and stops at an unreadable entry', () => {
    const input = { remoteAddress: '::ffff:127.0.0.1', trustedProxies: VARNISH };
    expect(resolveClientAddress({ ...input, forwarded: undefined })).toBe('127.0.0.1');
    expect(resolveClientAddress({ ...input, forwarded: 'evil.example, <script>' })).toBe('127.0.0.1');
    expect(resolveClientAddress({ ...input, forwarded: '80.62.1.1, unknown, 10.0.0.2' })).toBe('10.0.0.2');
    expect(resolveClientAddress({ remoteAddress: undefined, forwarded: '80.62.1.1', trustedProxies: VARNISH })).toBe(
      'unknown',
    );
  });

  it('matches IPv6 proxies and visitors', () => {
    expect(
      resolveClientAddress({ remoteAddress: '2001:db8::5', forwarded: '2a02:1234::1', trustedProxies: VARNISH }),
    ).toBe('2a02:1234::1');
    expect(
      resolveClientAddress({ remoteAddress: '2001:db9::5', forwarded: '80.62.1.1', trustedProxies: VARNISH }),
    ).toBe('2001:db9::5');
  });
});

describe('clientAddress (what route handlers read)', () => {
  it("is the web server's resolved address, and one shared key without it", () => {
    expect(clientAddress(new Headers({ [REMOTE_ADDRESS_HEADER]: '80.62.1.1', 'x-forwarded-for': '1.1.1.1' }))).toBe(
      '80.62.1.1',
    );
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1' }))).toBe('unknown');
  });
});

describe('fromTrustedProxy (OPS-REQUEST-ID: a request id is believed from a trusted proxy only)', () => {
  const trusted = [parseAddressRange('127.0.0.2')!, parseAddressRange('10.0.0.0/8')!];
  it('is true for a connection from a listed address or range, IPv4-mapped included', () => {
    expect(fromTrustedProxy('127.0.0.2', trusted)).toBe(true);
    expect(fromTrustedProxy('::ffff:10.1.2.3', trusted)).toBe(true);
  });
  it('is false for any other connection, and when nothing is trusted', () => {
    expect(fromTrustedProxy('127.0.0.1', trusted)).toBe(false);
    expect(fromTrustedProxy(undefined, trusted)).toBe(false);
    expect(fromTrustedProxy('127.0.0.2', [])).toBe(false);
  });
});
