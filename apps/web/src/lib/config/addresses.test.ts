import { describe, expect, it } from 'vitest';
import { inAddressRanges, normalizeAddress, parseAddress, parseAddressRange } from './addresses';

describe('IP addresses and ranges', () => {
  it('reads IPv4 and IPv6 addresses, and an IPv4-mapped IPv6 address as IPv4', () => {
    expect(parseAddress('192.0.2.1')).toEqual({ version: 4, value: 0xc0000201n });
    expect(parseAddress('::1')).toEqual({ version: 6, value: 1n });
    expect(parseAddress('2001:db8::1')?.value).toBe(0x20010db8000000000000000000000001n);
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('[2001:DB8::1]')).toBe('2001:db8::1');
    for (const bad of [
      '',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      'a::b::c',
      '1:2:3:4:5:6:7:8:9',
      'host',
      '::g',
      '1.2.3.4/8',
    ])
      expect(parseAddress(bad), bad).toBeNull();
  });

  it('matches ranges by prefix, one address as /32 or /128, and never across versions', () => {
    const ranges = ['10.0.0.0/8', '127.0.0.1', '2001:db8::/32'].map((r) => parseAddressRange(r)!);
    expect(inAddressRanges('10.255.1.2', ranges)).toBe(true);
    expect(inAddressRanges('11.0.0.1', ranges)).toBe(false);
    expect(inAddressRanges('127.0.0.1', ranges)).toBe(true);
    expect(inAddressRanges('::ffff:127.0.0.1', ranges)).toBe(true);
    expect(inAddressRanges('127.0.0.2', ranges)).toBe(false);
    expect(inAddressRanges('2001:db8:ffff::1', ranges)).toBe(true);
    expect(inAddressRanges('2001:db9::1', ranges)).toBe(false);
    expect(inAddressRanges('not an address', ranges)).toBe(false);
    expect(inAddressRanges('8.8.8.8', [parseAddressRange('0.0.0.0/0')!])).toBe(true);
    for (const bad of ['10.0.0.0/33', '::/129', '10.0.0.0/x', '10.0.0.0/8/8', 'host/8'])
      expect(parseAddressRange(bad), bad).toBeNull();
  });
});
