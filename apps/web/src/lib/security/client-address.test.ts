import { describe, expect, it } from 'vitest';
import { REMOTE_ADDRESS_HEADER, clientAddress } from './client-address';

describe('clientAddress (the key of the revalidation attempt limit)', () => {
  it('uses the connecting address and ignores a client-supplied x-forwarded-for by default', () => {
    const headers = new Headers({ [REMOTE_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    expect(clientAddress(headers, undefined)).toBe('203.0.113.7');
    headers.set('x-forwarded-for', '198.51.100.2');
    expect(clientAddress(headers, undefined)).toBe('203.0.113.7');
  });

  it("uses the trusted proxy's header when configured, taking the entry the proxy appended", () => {
    const headers = new Headers({
      [REMOTE_ADDRESS_HEADER]: '10.0.0.5',
      'x-forwarded-for': 'forged-by-client, 203.0.113.7',
    });
    expect(clientAddress(headers, 'x-forwarded-for')).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'cf-connecting-ip': '203.0.113.9' }), 'cf-connecting-ip')).toBe('203.0.113.9');
  });

  it('falls back to the connecting address when the trusted header is missing, and to one shared key without it', () => {
    expect(clientAddress(new Headers({ [REMOTE_ADDRESS_HEADER]: '10.0.0.5' }), 'x-real-ip')).toBe('10.0.0.5');
    expect(clientAddress(new Headers(), undefined)).toBe('unknown');
  });
});
