import { describe, expect, it } from 'vitest';
import { staffCspOrigins } from './csp';

describe('staff origins for the page CSP', () => {
  it('lists the authority and directory origins', () => {
    expect(
      staffCspOrigins({ STAFF_AUTHORITY: 'http://127.0.0.1:4000/oidc', STAFF_GRAPH_URL: 'http://127.0.0.1:4001/v1.0' }),
    ).toEqual(['http://127.0.0.1:4000', 'http://127.0.0.1:4001']);
  });
  it('defaults the directory to Microsoft Graph and is empty without staff sign-in', () => {
    expect(staffCspOrigins({ STAFF_AUTHORITY: 'https://login.microsoftonline.com/t' })).toEqual([
      'https://login.microsoftonline.com',
      'https://graph.microsoft.com',
    ]);
    expect(staffCspOrigins({})).toEqual([]);
  });
});
