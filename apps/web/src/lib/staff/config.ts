import type { Configuration } from '@azure/msal-browser';

/** Scope of the staff sign-in (STAFF-SIGN-IN): the directory profile, nothing more. */
export const STAFF_SCOPES: readonly string[] = ['user.read'];

/** Where the identity provider sends its responses; the page only relays them to the opener or parent frame. */
export const STAFF_REDIRECT_PATH = '/staff/redirect';
export const STAFF_PAGE_PATH = '/staff';

/** Endpoints of the identity provider and the directory, read on the server at request time (not inlined at build). */
export interface StaffClientConfig {
  authority: string;
  clientId: string;
  /** Base URL of the directory graph service, e.g. https://graph.microsoft.com/v1.0 */
  graphUrl: string;
  /** Hosts MSAL may trust without asking Microsoft's instance discovery; required for non-Microsoft authorities. */
  knownAuthorities: string[];
}

/** Null when staff sign-in is not configured: the staff page then says so instead of failing. */
export function readStaffConfig(env: Record<string, string | undefined>): StaffClientConfig | null {
  const authority = env.STAFF_AUTHORITY?.trim();
  const clientId = env.STAFF_CLIENT_ID?.trim();
  if (!authority || !clientId) return null;
  const graphUrl = (env.STAFF_GRAPH_URL?.trim() || 'https://graph.microsoft.com/v1.0').replace(/\/+$/, '');
  const listed = (env.STAFF_KNOWN_AUTHORITIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const knownAuthorities =
    listed.length > 0 ? listed : isMicrosoftAuthority(authority) ? [] : [new URL(authority).host];
  return { authority: authority.replace(/\/+$/, ''), clientId, graphUrl, knownAuthorities };
}

const MICROSOFT_HOSTS = [
  'login.microsoftonline.com',
  'login.microsoftonline.us',
  'login.chinacloudapi.cn',
  'login.partner.microsoftonline.cn',
];

/** Entra ID hosts get MSAL's AAD mode; any other OpenID provider needs the plain OIDC mode. */
export function isMicrosoftAuthority(authority: string): boolean {
  let host: string;
  try {
    host = new URL(authority).host.toLowerCase();
  } catch {
    return false;
  }
  return MICROSOFT_HOSTS.includes(host) || host.endsWith('.ciamlogin.com') || host.endsWith('.b2clogin.com');
}

/**
 * MSAL configuration for the staff client. The token cache lives in local storage so that product pages opened
 * later can get a token silently; the platform broker is tried first where the browser offers one.
 */
export function buildMsalConfiguration(
  config: StaffClientConfig,
  origin: string,
  brokerAvailable: boolean,
): Configuration {
  const microsoft = isMicrosoftAuthority(config.authority);
  return {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      redirectUri: `${origin}${STAFF_REDIRECT_PATH}`,
      postLogoutRedirectUri: `${origin}${STAFF_REDIRECT_PATH}`,
      // Leave the OIDC mode with the provider's own scopes; AAD mode adds Entra-only parameters.
      ...(microsoft ? {} : { OIDCOptions: { defaultScopes: ['openid', 'profile', 'offline_access'] } }),
    },
    cache: { cacheLocation: 'localStorage' },
    system: {
      protocolMode: microsoft ? 'AAD' : 'OIDC',
      allowPlatformBroker: brokerAvailable,
    },
  };
}
