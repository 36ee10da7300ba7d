import { execFileSync } from 'node:child_process';
import http, { type Server } from 'node:http';
import https from 'node:https';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/**
 * A real OpenID provider (panva's oidc-provider) on a free port, standing in for Entra ID in the browser tests:
 * the site's MSAL client signs in against it, the product service checks its tokens against its JWKS.
 * Any login name with any password signs in (the package's development login form); consent is pre-granted,
 * as an admin-consented corporate app would be.
 */
export interface LocalOidcProvider {
  /** https: MSAL refuses an authority that is not https, so the browser side runs on a self-signed certificate. */
  issuer: string;
  /** The same provider over plain http on another port, for server-side callers (JWKS, userinfo) that check certificates. */
  backChannelUrl: string;
  jwksUrl: string;
  clientId: string;
  /** The private signing key as a JWK (test-only), so tests can mint tokens such as an expired one. */
  signingKey: JWK;
  /** Destroys every grant: refresh tokens then fail with invalid_grant while the sign-in session stays (test hook). */
  revokeGrants(): Promise<number>;
  close(): Promise<void>;
}

export interface LocalOidcOptions {
  port: number;
  backChannelPort: number;
  /** Origin of the site: its redirect bridge page is the registered redirect URI. */
  siteOrigin: string;
  clientId?: string;
  /** ID token lifetime; short values let tests watch a refresh. */
  idTokenTtlSeconds?: number;
  /** Access token lifetime; under MSAL's 5-minute renewal offset every silent request uses the refresh token. */
  accessTokenTtlSeconds?: number;
}

const SCOPES = ['openid', 'offline_access', 'profile', 'email', 'user.read'];

export async function startOidcProvider(options: LocalOidcOptions): Promise<LocalOidcProvider> {
  const issuer = `https://127.0.0.1:${options.port}`;
  const clientId = options.clientId ?? 'qilak-web-staff';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const grantIds = new Set<string>();
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'qilak-test-key', alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.siteOrigin}/staff/redirect`],
        post_logout_redirect_uris: [`${options.siteOrigin}/staff/redirect`, `${options.siteOrigin}/staff`],
      },
    ],
    jwks: { keys: [signingKey] },
    scopes: SCOPES,
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    // MSAL builds its account from ID token claims (name, preferred_username): put them in the ID token.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        name: `Staff ${sub}`,
        preferred_username: `${sub}@qilak.test`,
        email: `${sub}@qilak.test`,
      }),
    }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grantIds.add(await grant.save());
      return grant;
    },
    // Public SPA clients get refresh tokens whether or not the authorize request kept offline_access.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      IdToken: options.idTokenTtlSeconds ?? 3600,
      AccessToken: options.accessTokenTtlSeconds ?? 3600,
      RefreshToken: 86_400,
      Session: 86_400,
      Grant: 86_400,
      Interaction: 600,
    },
    // SameSite=None: the hidden-frame renewal runs on the site's page, a different site than the https provider.
    cookies: {
      keys: ['qilak-local-oidc-cookie-key'],
      long: { httpOnly: true, sameSite: 'none', secure: true },
      short: { httpOnly: true, sameSite: 'none', secure: true },
    },
    // The SPA calls the token endpoint from the site's origin: allow exactly the registered redirect origins.
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  const revokeAll = async (): Promise<number> => {
    let destroyed = 0;
    for (const id of grantIds) {
      const grant = await provider.Grant.find(id);
      if (grant) {
        await grant.destroy();
        destroyed += 1;
      }
    }
    grantIds.clear();
    return destroyed;
  };
  const { key, cert } = selfSignedCertificate();
  const listen = (server: Server, port: number) =>
    new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
  const callback = provider.callback();
  const front = await listen(
    https.createServer({ key, cert }, (req, res) => void callback(req, res)),
    options.port,
  );
  const back = await listen(
    http.createServer((req, res) => {
      // Test hook on the back channel only: POST /test/revoke-grants.
      if (req.method === 'POST' && req.url === '/test/revoke-grants') {
        void revokeAll().then((count) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revoked: count })),
        );
        return;
      }
      void callback(req, res);
    }),
    options.backChannelPort,
  );
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  const backChannelUrl = `http://127.0.0.1:${options.backChannelPort}`;
  return {
    issuer,
    backChannelUrl,
    jwksUrl: `${backChannelUrl}/jwks`,
    clientId,
    signingKey,
    revokeGrants: revokeAll,
    close: async () => {
      front.closeAllConnections();
      back.closeAllConnections();
      await Promise.all([close(front), close(back)]);
    },
  };
}

/** A throw-away certificate for 127.0.0.1; the test browser context ignores certificate errors. */
function selfSignedCertificate(): { key: string; cert: string } {
  const pem = execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      '-',
      '-out',
      '-',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)?.[0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
  if (!key || !cert) throw new Error('openssl did not produce a key and certificate for the local OpenID provider');
  return { key, cert };
}

/** Signs an ID-token-shaped JWT with the provider's key, e.g. an expired one the product service must refuse. */
export async function mintToken(options: {
  signingKey: JWK;
  issuer: string;
  audience: string;
  subject: string;
  expiresAt: number;
  issuedAt?: number;
}): Promise<string> {
  const key = await importJWK(options.signingKey, 'RS256');
  return new SignJWT({ name: `Staff ${options.subject}` })
    .setProtectedHeader({ alg: 'RS256', kid: options.signingKey.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(options.subject)
    .setIssuedAt(options.issuedAt ?? options.expiresAt - 3600)
    .setExpirationTime(options.expiresAt)
    .sign(key);
}
