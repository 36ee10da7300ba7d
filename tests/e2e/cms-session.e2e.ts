import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createCmsSession,
  memoryTokenStorage,
  type CmsSession,
  type StrapiErrorBody,
} from '../../apps/web/src/lib/cms-session';
import { decodeQuotedPrintable, type CapturedMail } from '../support/smtp';

/**
 * The content-service session client against the real Strapi of the stack: register, login, me, logout,
 * forgot/reset password with the mail caught by the local SMTP peer, and failures in both error shapes.
 */
const cms = inject('cmsUrl');
const inbox = inject('smtpInboxUrl');
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const account = { username: `staff${unique}`, email: `staff${unique}@qilak.test`, password: 'First-Password-1' };

function session(): CmsSession {
  return createCmsSession({ url: cms, storage: memoryTokenStorage() });
}

async function captureError(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  // Fail loudly (not skip) when the CMS does not offer registration to the public role yet.
  const probe = await fetch(`${cms}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (probe.status === 404 || probe.status === 405) {
    throw new Error(
      `Strapi at ${cms} does not answer /api/auth/local/register (${probe.status}): apps/cms must enable the users-permissions auth routes for the public role`,
    );
  }
});

describe('content service session against the real Strapi', () => {
  it('registers, stores the jwt and fetches /users/me with it', async () => {
    const s = session();
    const { jwt, user } = await s.register(account);
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(user).toMatchObject({ username: account.username, email: account.email });
    expect(s.getState().token).toBe(jwt);
  });

  it('logs in, then logout clears token and user', async () => {
    const storage = memoryTokenStorage('stale-token');
    const s = createCmsSession({ url: cms, storage });
    const { user } = await s.login({ identifier: account.email, password: account.password });
    expect(user?.email).toBe(account.email);
    expect(storage.get()).toBe(s.getState().token);
    s.logout();
    expect(s.getState()).toEqual({ token: null, user: null });
    expect(storage.get()).toBeNull();
  });

  it('on load fetches the user for a stored token, and drops a token Strapi refuses', async () => {
    const { jwt } = await session().login({ identifier: account.username, password: account.password });
    const restored = createCmsSession({ url: cms, storage: memoryTokenStorage(jwt) });
    expect((await restored.init())?.email).toBe(account.email);
    const storage = memoryTokenStorage('not-a-valid-jwt');
    const stale = createCmsSession({ url: cms, storage });
    expect(await stale.init()).toBeNull();
    expect(storage.get()).toBeNull();
  });

  it('throws the v4 error body of a failed login and calls the strapi:error hook', async () => {
    const hooked: StrapiErrorBody[] = [];
    const s = createCmsSession({
      url: cms,
      storage: memoryTokenStorage(),
      hooks: { 'strapi:error': (e) => hooked.push(e) },
    });
    const error = await captureError(() => s.login({ identifier: account.email, password: 'wrong-password' }));
    expect(error).toMatchObject({
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
    });
    expect(hooked).toEqual([error]);
  });

  it('throws an UnknownError with status 500 when the content service cannot be reached (v4 and v3 shapes)', async () => {
    const closed = 'http://127.0.0.1:9';
    const v4 = await captureError(() => createCmsSession({ url: closed, storage: memoryTokenStorage() }).find('pages'));
    expect(v4).toMatchObject({ data: null, error: { status: 500, name: 'UnknownError', details: {} } });
    const v3 = await captureError(() =>
      createCmsSession({ url: closed, version: 'v3', storage: memoryTokenStorage() }).find('pages'),
    );
    expect(v3).toMatchObject({ error: 'UnknownError', statusCode: 500 });
    expect(typeof (v3 as { message: unknown }).message).toBe('string');
  });

  it('passes a v3-shaped server error body through unchanged', async () => {
    // Strapi 5 answers in the v4 shape; a v3 server's body is replayed through the same client code.
    const body = { statusCode: 403, error: 'Forbidden', message: 'Forbidden' };
    const replay = async () => new Response(JSON.stringify(body), { status: 403 });
    const withToken = createCmsSession({ url: cms, version: 'v3', storage: memoryTokenStorage('t'), fetch: replay });
    expect(await captureError(() => withToken.fetchUser())).toEqual(body);
  });

  it('resets the password with the code from the mail the CMS sent', async () => {
    const s = session();
    await s.forgotPassword({ email: account.email });
    const latestMail = async () =>
      ((await (await fetch(`${inbox}/messages?to=${encodeURIComponent(account.email)}`)).json()) as CapturedMail[]).at(
        -1,
      );
    await expect
      .poll(latestMail, {
        timeout: 15_000,
        interval: 250,
        message:
          'No reset-password mail reached the local SMTP peer: apps/cms must send mail through @strapi/provider-email-nodemailer to SMTP_HOST/SMTP_PORT',
      })
      .toBeDefined();
    const mail = (await latestMail())!;
    const code = /code=([a-f0-9]+)/i.exec(decodeQuotedPrintable(mail.raw))?.[1];
    expect(code, 'reset code in the mail').toBeTruthy();
    const { jwt, user } = await s.resetPassword({
      code: code!,
      password: 'Second-Password-2',
      passwordConfirmation: 'Second-Password-2',
    });
    expect(jwt).toBeTruthy();
    expect(user?.email).toBe(account.email);
    const again = await session().login({ identifier: account.email, password: 'Second-Password-2' });
    expect(again.user?.email).toBe(account.email);
  });
});
