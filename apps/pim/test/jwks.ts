import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export const TEST_ISSUER = 'https://login.example.test/qilak-tenant/v2.0';
export const TEST_AUDIENCE = 'api://qilak-pim';
export const KEY_ID = 'test-key-1';

export interface TestIssuer {
  jwksUrl: string;
  privateKey: CryptoKey;
  /** A second key pair, never published: tokens it signs must fail. */
  strangerKey: CryptoKey;
  sign(claims?: { aud?: string; iss?: string; exp?: number | string; kid?: string; key?: CryptoKey }): Promise<string>;
  close(): Promise<void>;
}

/** A local identity provider: publishes one RS256 public key as a JWKS and signs tokens with it. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/keys') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/keys`,
    privateKey,
    strangerKey: stranger.privateKey,
    async sign(claims = {}) {
      return new SignJWT({ name: 'Test Staff', scp: 'user.read' })
        .setProtectedHeader({ alg: 'RS256', kid: claims.kid ?? KEY_ID })
        .setSubject('staff-1')
        .setIssuer(claims.iss ?? TEST_ISSUER)
        .setAudience(claims.aud ?? TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? '10m')
        .sign(claims.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
