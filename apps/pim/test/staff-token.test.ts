import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, SecretDataResponseSchema } from '@qilak/pim-contract';
import { createStaffTokenVerifier } from '../src/auth/staff-token';
import { TEST_KEY, createTempStore, get, routeUrl, startApp, type RunningApp, type TempStore } from './helpers';
import { KEY_ID, TEST_AUDIENCE, TEST_ISSUER, startTestIssuer, type TestIssuer } from './jwks';

let temp: TempStore;
let issuer: TestIssuer;
let running: RunningApp;
let unconfigured: RunningApp;

beforeAll(async () => {
  temp = createTempStore({ cultures: ['en-GB'] });
  issuer = await startTestIssuer();
  running = await startApp({
    store: temp.store,
    staffTokens: createStaffTokenVerifier({ jwksUrl: issuer.jwksUrl, issuer: TEST_ISSUER, audience: TEST_AUDIENCE }),
  });
  unconfigured = await startApp({ store: temp.store, staffTokens: null });
});

afterAll(async () => {
  await running.close();
  await unconfigured.close();
  await issuer.close();
  temp.dispose();
});

const secret = (app: RunningApp, authorization?: string) =>
  get(
    routeUrl(app.baseUrl, 'GetSecretData', { code: TEST_KEY, culture: 'en-GB' }),
    authorization ? { authorization } : {},
  );

async function expectRejected(authorization: string | undefined, reason: RegExp) {
  const res = await secret(running, authorization);
  expect(res.status).toBe(401);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body.Error).toBe('Unauthorized');
  expect(body.Message).toMatch(reason);
  expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
  expect(res.text).not.toMatch(/CostPrice/);
}

describe('GetSecretData staff token', () => {
  it('a valid token signed by the issuer key gets the internal fields', async () => {
    const res = await secret(running, `Bearer ${await issuer.sign()}`);
    expect(res.status).toBe(200);
    const body = SecretDataResponseSchema.parse(res.json());
    expect(body.Variants[0]).toHaveProperty('InternalSpecificationNotes');
    expect(body.Variants[0]?.CostPrice.Currency).toBe('GBP');
    expect(res.headers['cache-control']).toMatch(/private/);
  });

  it('an expired token is 401', async () => {
    await expectRejected(`Bearer ${await issuer.sign({ exp: Math.floor(Date.now() / 1000) - 3600 })}`, /expired/);
  });

  it('a token for another audience is 401', async () => {
    await expectRejected(`Bearer ${await issuer.sign({ aud: 'api://someone-else' })}`, /"aud"/);
  });

  it('a token from another issuer is 401', async () => {
    await expectRejected(`Bearer ${await issuer.sign({ iss: 'https://evil.example.test' })}`, /"iss"/);
  });

  it('a token signed by a key the issuer never published (same kid) is 401: bad signature', async () => {
    await expectRejected(`Bearer ${await issuer.sign({ key: issuer.strangerKey })}`, /signature/);
  });

  it('a token naming an unknown key id is 401', async () => {
    await expectRejected(
      `Bearer ${await issuer.sign({ key: issuer.strangerKey, kid: `${KEY_ID}-other` })}`,
      /not signed by a key/,
    );
  });

  it('a tampered payload is 401', async () => {
    const [head, , sig] = (await issuer.sign()).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'x', aud: TEST_AUDIENCE, iss: TEST_ISSUER, exp: 9999999999 }),
    ).toString('base64url');
    await expectRejected(`Bearer ${head}.${forged}.${sig}`, /signature/);
  });

  it('no header, a non-Bearer header and garbage are 401', async () => {
    await expectRejected(undefined, /Bearer/);
    await expectRejected('Basic dXNlcjpwYXNz', /Bearer/);
    await expectRejected('Bearer not-a-jwt', /malformed/);
  });

  it('still needs the function key first', async () => {
    const res = await get(routeUrl(running.baseUrl, 'GetSecretData', { culture: 'en-GB' }), {
      authorization: `Bearer ${await issuer.sign()}`,
    });
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(res.json()).Message).toMatch(/function key/);
  });

  it('an unreachable JWKS is the service failing, not the caller: 500 with a log line', async () => {
    const lines: string[] = [];
    const app = await startApp({
      store: temp.store,
      staffTokens: createStaffTokenVerifier({
        jwksUrl: 'http://127.0.0.1:9/keys',
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
      }),
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const res = await secret(app, `Bearer ${await issuer.sign()}`);
      expect(res.status).toBe(500);
      expect(ErrorResponseSchema.parse(res.json()).Error).toBe('InternalError');
      expect(lines.join('')).toMatch(/unhandled error/);
    } finally {
      await app.close();
    }
  });

  it('without a configured JWKS every call is 401 saying staff sign-in is not configured', async () => {
    const res = await secret(unconfigured, `Bearer ${await issuer.sign()}`);
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(res.json()).Message).toMatch(/not configured/);
  });
});
