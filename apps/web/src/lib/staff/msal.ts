import {
  CacheLookupPolicy,
  createStandardPublicClientApplication,
  isPlatformBrokerAvailable,
  type AccountInfo,
  type AuthenticationResult,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { STAFF_SCOPES, buildMsalConfiguration, type StaffClientConfig } from './config';
import { isIdTokenFresh, shouldFallBackToHiddenFrame } from './fallback';
import { createGraphClient, type GraphClient } from './graph';
import { shareInFlight } from './in-flight';
import { setStaffSessionFlag } from './session-flag';

/** The staff sign-in account (STAFF-SIGN-IN): homeAccountId plus what the page shows. */
export interface StaffAccount {
  homeAccountId: string;
  username: string;
  name: string | null;
}

export interface StaffTokens {
  /** The user.read token for the directory. */
  accessToken: string;
  /** Audience is this client: what the product service verifies (a graph token is not meant for third parties). */
  idToken: string;
  account: StaffAccount;
}

export interface StaffAuth {
  account(): StaffAccount | null;
  /** Sign-in popup; a failure (closed, blocked, cancelled) is swallowed and gives null. */
  signIn(): Promise<StaffAccount | null>;
  /** Silent tokens for the active account, one request at a time; null when only a popup would help. */
  getTokens(): Promise<StaffTokens | null>;
  /** Logout popup for the active account. */
  signOut(): Promise<void>;
  graph: GraphClient;
}

function toAccount(account: AccountInfo): StaffAccount {
  return { homeAccountId: account.homeAccountId, username: account.username, name: account.name ?? null };
}

function toTokens(result: AuthenticationResult, fallback: AccountInfo): StaffTokens {
  return { accessToken: result.accessToken, idToken: result.idToken, account: toAccount(result.account ?? fallback) };
}

/** The part of MSAL's client the wrapper uses: small enough to fake in unit tests. */
export type StaffMsalClient = Pick<
  IPublicClientApplication,
  'getActiveAccount' | 'getAllAccounts' | 'setActiveAccount' | 'acquireTokenSilent' | 'loginPopup' | 'logoutPopup'
>;

/** MSAL against the configured authority; the broker probe decides whether MSAL talks to a native broker first. */
export async function createStaffAuth(
  config: StaffClientConfig,
  origin: string = window.location.origin,
): Promise<StaffAuth> {
  const brokerAvailable = await isPlatformBrokerAvailable(false).catch(() => false);
  const pca = await createStandardPublicClientApplication(buildMsalConfiguration(config, origin, brokerAvailable));
  return createStaffAuthWith(pca, config);
}

export function createStaffAuthWith(pca: StaffMsalClient, config: StaffClientConfig): StaffAuth {
  const shared = shareInFlight<AuthenticationResult>();

  const active = (): AccountInfo | null => {
    const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
    if (account && !pca.getActiveAccount()) pca.setActiveAccount(account);
    return account;
  };

  const silent = async (account: AccountInfo): Promise<AuthenticationResult> => {
    const request = { scopes: [...STAFF_SCOPES], account };
    try {
      const cached = await pca.acquireTokenSilent({
        ...request,
        cacheLookupPolicy: CacheLookupPolicy.AccessTokenAndRefreshToken,
      });
      if (isIdTokenFresh(cached.idTokenClaims, Date.now() / 1000)) return cached;
      // The access token may outlive the ID token the product service checks: refresh both.
      return await pca.acquireTokenSilent({ ...request, cacheLookupPolicy: CacheLookupPolicy.RefreshToken });
    } catch (error) {
      if (!shouldFallBackToHiddenFrame(error)) throw error;
      return pca.acquireTokenSilent({ ...request, cacheLookupPolicy: CacheLookupPolicy.Skip });
    }
  };

  const getTokens = async (): Promise<StaffTokens | null> => {
    const account = active();
    if (!account) return null;
    try {
      const result = await shared(`${account.homeAccountId}|${STAFF_SCOPES.join(' ')}`, () => silent(account));
      return toTokens(result, account);
    } catch (error) {
      if (shouldFallBackToHiddenFrame(error)) return null; // the provider session is gone: sign in again
      throw error;
    }
  };

  const auth: StaffAuth = {
    account: () => {
      const account = active();
      return account ? toAccount(account) : null;
    },
    async signIn() {
      try {
        const result = await pca.loginPopup({ scopes: [...STAFF_SCOPES] });
        pca.setActiveAccount(result.account);
        setStaffSessionFlag(true);
        return toAccount(result.account);
      } catch (error) {
        // STAFF-SIGN-IN: a sign-in popup failure is swallowed; the button stays for another try.
        console.warn('Staff sign-in did not complete:', error instanceof Error ? error.message : error);
        return null;
      }
    },
    getTokens,
    async signOut() {
      const account = active();
      setStaffSessionFlag(false);
      // The ID token hint lets any OpenID provider honour the return address (Entra ID uses the account's login hint).
      if (account) await pca.logoutPopup({ account, idTokenHint: account.idToken });
    },
    graph: createGraphClient({
      baseUrl: config.graphUrl,
      getAccessToken: async () => {
        const tokens = await getTokens();
        if (!tokens) throw new Error('no staff session');
        return tokens.accessToken;
      },
    }),
  };
  return auth;
}
