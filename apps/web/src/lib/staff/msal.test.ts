import {
  CacheLookupPolicy,
  type AccountInfo,
  type AuthenticationResult,
  type SilentRequest,
} from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaffAuthWith, type StaffMsalClient } from './msal';

const config = {
  authority: 'https://idp.example',
  clientId: 'web',
  graphUrl: 'https://graph.example/v1.0',
  knownAuthorities: ['idp.example'],
};
const account = {
  homeAccountId: 'h1',
  username: 'ada@qilak.test',
  name: 'Ada',
  idToken: 'id.token.hint',
} as AccountInfo;

function result(overrides: Partial<AuthenticationResult> = {}): AuthenticationResult {
  return {
    accessToken: 'access',
    idToken: 'id',
    idTokenClaims: { exp: Math.floor(Date.now() / 1000) + 3600 },
    account,
    ...overrides,
  } as AuthenticationResult;
}

function fakeMsal(silent: (request: SilentRequest) => Promise<AuthenticationResult>) {
  let active: AccountInfo | null = account;
  const client = {
    getActiveAccount: vi.fn(() => active),
    getAllAccounts: vi.fn(() => (active ? [active] : [])),
    setActiveAccount: vi.fn((next: AccountInfo | null) => {
      active = next;
    }),
    acquireTokenSilent: vi.fn(silent),
    loginPopup: vi.fn(async () => result()),
    logoutPopup: vi.fn(async () => undefined),
  };
  return client satisfies StaffMsalClient;
}

const storage = new Map<string, string>();
beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('staff MSAL wrapper', () => {
  it('shares one silent request between concurrent callers', async () => {
    let release: (value: AuthenticationResult) => void = () => {};
    const msal = fakeMsal(() => new Promise((resolve) => (release = resolve)));
    const auth = createStaffAuthWith(msal, config);
    const both = Promise.all([auth.getTokens(), auth.getTokens()]);
    release(result());
    const [a, b] = await both;
    expect(msal.acquireTokenSilent).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ accessToken: 'access', idToken: 'id', account: { homeAccountId: 'h1' } });
  });

  it('falls back to a hidden-frame request when the refresh fails with invalid_grant', async () => {
    const msal = fakeMsal(async (request) => {
      if (request.cacheLookupPolicy === CacheLookupPolicy.Skip) return result({ accessToken: 'from-frame' });
      throw Object.assign(new Error('AADSTS700082'), { name: 'ServerError', errorCode: 'invalid_grant' });
    });
    const tokens = await createStaffAuthWith(msal, config).getTokens();
    expect(tokens?.accessToken).toBe('from-frame');
    expect(msal.acquireTokenSilent.mock.calls.map(([r]) => r.cacheLookupPolicy)).toEqual([
      CacheLookupPolicy.AccessTokenAndRefreshToken,
      CacheLookupPolicy.Skip,
    ]);
  });

  it('passes other failures on without a hidden frame', async () => {
    const msal = fakeMsal(async () => {
      throw Object.assign(new Error('offline'), { name: 'BrowserAuthError', errorCode: 'no_network_connectivity' });
    });
    await expect(createStaffAuthWith(msal, config).getTokens()).rejects.toThrow('offline');
    expect(msal.acquireTokenSilent).toHaveBeenCalledTimes(1);
  });

  it('gives null when even the hidden frame needs interaction', async () => {
    const msal = fakeMsal(async () => {
      throw Object.assign(new Error('login'), { name: 'InteractionRequiredAuthError', errorCode: 'login_required' });
    });
    expect(await createStaffAuthWith(msal, config).getTokens()).toBeNull();
  });

  it('refreshes when the cached ID token is about to expire', async () => {
    const msal = fakeMsal(async (request) =>
      request.cacheLookupPolicy === CacheLookupPolicy.RefreshToken
        ? result({ idToken: 'fresh' })
        : result({ idTokenClaims: { exp: Math.floor(Date.now() / 1000) + 10 } }),
    );
    expect((await createStaffAuthWith(msal, config).getTokens())?.idToken).toBe('fresh');
  });

  it('swallows a failed sign-in popup and sets the session flag on success', async () => {
    const msal = fakeMsal(async () => result());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    msal.loginPopup.mockRejectedValueOnce(Object.assign(new Error('popup closed'), { errorCode: 'user_cancelled' }));
    const auth = createStaffAuthWith(msal, config);
    expect(await auth.signIn()).toBeNull();
    expect(storage.get('qilak.staff.signedIn')).toBeUndefined();
    expect(await auth.signIn()).toMatchObject({ homeAccountId: 'h1' });
    expect(msal.loginPopup).toHaveBeenLastCalledWith({ scopes: ['user.read'] });
    expect(storage.get('qilak.staff.signedIn')).toBe('1');
  });

  it('logs out through a popup for the active account and clears the flag', async () => {
    storage.set('qilak.staff.signedIn', '1');
    const msal = fakeMsal(async () => result());
    await createStaffAuthWith(msal, config).signOut();
    expect(msal.logoutPopup).toHaveBeenCalledWith({ account, idTokenHint: 'id.token.hint' });
    expect(storage.has('qilak.staff.signedIn')).toBe(false);
  });
});
