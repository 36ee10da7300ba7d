import { describe, expect, it } from 'vitest';
import { countryForIp, shippedCountryDatabase } from './index';

// Addresses of long-standing national allocations: TDC (Denmark), Deutsche Telekom (Germany), NIC.br (Brazil).
// GEO-COUNTRY
describe('the shipped country database (no CDN header)', () => {
  it('is found in node_modules from the working directory', () => {
    expect(shippedCountryDatabase()).toMatch(/geo-whois-asn-country-mmdb\/geo-whois-asn-country\.mmdb$/);
  });

  it('gives DK, DE and BR for a Danish, a German and a Brazilian address', async () => {
    expect(await countryForIp('80.62.116.1')).toBe('DK');
    expect(await countryForIp('217.6.0.1')).toBe('DE');
    expect(await countryForIp('200.160.0.1')).toBe('BR');
    // The same, as a dual-stack socket reports an IPv4 peer.
    expect(await countryForIp('::ffff:80.62.116.1')).toBe('DK');
  });

  it('gives null for private, loopback and unreadable addresses', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', 'unknown', '', null, '80.62.116.1, 1.1.1.1'])
      expect(await countryForIp(ip), String(ip)).toBeNull();
  });
});
