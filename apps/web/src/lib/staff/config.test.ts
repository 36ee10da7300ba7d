import { describe, expect, it } from 'vitest';
import { buildMsalConfiguration, isMicrosoftAuthority, readStaffConfig } from './config';

describe('staff sign-in configuration', () => {
  it('is absent without authority or client id', () => {
    expect(readStaffConfig({})).toBeNull();
    expect(readStaffConfig({ STAFF_AUTHORITY: 'https://login.microsoftonline.com/t' })).toBeNull();
  });
  it('reads endpoints from env, defaulting the graph URL and trusting a non-Microsoft authority host', () => {
    expect(readStaffConfig({ STAFF_AUTHORITY: 'http://127.0.0.1:4000/', STAFF_CLIENT_ID: 'web' })).toEqual({
      authority: 'http://127.0.0.1:4000',
      clientId: 'web',
      graphUrl: 'https://graph.microsoft.com/v1.0',
      knownAuthorities: ['127.0.0.1:4000'],
    });
    expect(
      readStaffConfig({
        STAFF_AUTHORITY: 'https://login.microsoftonline.com/tenant',
        STAFF_CLIENT_ID: 'id',
        STAFF_GRAPH_URL: 'http://dir/v1.0/',
        STAFF_KNOWN_AUTHORITIES: 'a.example, b.example',
      }),
    ).toMatchObject({ graphUrl: 'http://dir/v1.0', knownAuthorities: ['a.example', 'b.example'] });
    expect(
      readStaffConfig({ STAFF_AUTHORITY: 'https://login.microsoftonline.com/tenant', STAFF_CLIENT_ID: 'id' })
        ?.knownAuthorities,
    ).toEqual([]);
  });
  it('tells Entra ID authorities from other OpenID providers', () => {
    expect(isMicrosoftAuthority('https://login.microsoftonline.com/common')).toBe(true);
    expect(isMicrosoftAuthority('https://qilak.ciamlogin.com/x')).toBe(true);
    expect(isMicrosoftAuthority('http://127.0.0.1:4000')).toBe(false);
    expect(isMicrosoftAuthority('not a url')).toBe(false);
  });
  it('builds MSAL settings: OIDC mode for other providers, redirect bridge page, local storage cache, broker when available', () => {
    const oidc = buildMsalConfiguration(
      { authority: 'http://idp', clientId: 'web', graphUrl: 'http://dir', knownAuthorities: ['idp'] },
      'http://site',
      false,
    );
    expect(oidc.system?.protocolMode).toBe('OIDC');
    expect(oidc.system?.allowPlatformBroker).toBe(false);
    expect(oidc.auth.redirectUri).toBe('http://site/staff/redirect');
    expect(oidc.auth.knownAuthorities).toEqual(['idp']);
    expect(oidc.cache?.cacheLocation).toBe('localStorage');
    const entra = buildMsalConfiguration(
      { authority: 'https://login.microsoftonline.com/t', clientId: 'web', graphUrl: 'x', knownAuthorities: [] },
      'https://site',
      true,
    );
    expect(entra.system?.protocolMode).toBe('AAD');
    expect(entra.system?.allowPlatformBroker).toBe(true);
  });
});
