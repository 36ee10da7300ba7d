import { describe, expect, it, vi } from 'vitest';
import { createCmsSession } from './session';
import { memoryTokenStorage } from './storage';

const user = { id: 7, username: 'ada', email: 'ada@example.com' };

/** A fake content service that records the authorization header each path was called with. */
function fakeCms(routes: Record<string, (auth: string | null) => Response>) {
  const calls: { path: string; auth: string | null; method: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ path: url.pathname + url.search, auth, method: init?.method ?? 'GET' });
    const route = routes[url.pathname];
    return route ? route(auth) : new Response('{}', { status: 404 });
  });
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('content service session', () => {
  it('login clears the old token, stores the jwt, then fetches /users/me with it', async () => {
    const cms = fakeCms({
      '/api/auth/local': () => json({ jwt: 'new', user }),
      '/api/users/me': (auth) =>
        auth === 'Bearer new'
          ? json(user)
          : json({ error: { status: 401, name: 'UnauthorizedError', message: 'no', details: {} } }, 401),
    });
    const storage = memoryTokenStorage('old');
    const session = createCmsSession({ url: 'http://cms', storage, fetch: cms.fetch });
    const result = await session.login({ identifier: 'ada', password: 'pw' });
    expect(result).toEqual({ jwt: 'new', user });
    expect(cms.calls.map((c) => [c.path, c.auth])).toEqual([
      ['/api/auth/local', null],
      ['/api/users/me', 'Bearer new'],
    ]);
    expect(storage.get()).toBe('new');
    expect(session.getState()).toEqual({ token: 'new', user });
  });

  it('a failed login leaves no token behind', async () => {
    const cms = fakeCms({
      '/api/auth/local': () =>
        json(
          {
            data: null,
            error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} },
          },
          400,
        ),
    });
    const storage = memoryTokenStorage('old');
    const session = createCmsSession({ url: 'http://cms', storage, fetch: cms.fetch });
    await expect(session.login({ identifier: 'ada', password: 'bad' })).rejects.toMatchObject({
      error: { status: 400 },
    });
    expect(storage.get()).toBeNull();
  });

  it('forgot-password runs without a token', async () => {
    const cms = fakeCms({ '/api/auth/forgot-password': () => json({ ok: true }) });
    const session = createCmsSession({ url: 'http://cms', storage: memoryTokenStorage('old'), fetch: cms.fetch });
    await session.forgotPassword({ email: 'ada@example.com' });
    expect(cms.calls[0]).toMatchObject({ path: '/api/auth/forgot-password', auth: null, method: 'POST' });
    expect(session.getState().token).toBeNull();
  });

  it('the provider callback sends access_token and stores the jwt', async () => {
    const cms = fakeCms({
      '/api/auth/github/callback': () => json({ jwt: 'p', user }),
      '/api/users/me': () => json(user),
    });
    const session = createCmsSession({ url: 'http://cms', storage: memoryTokenStorage(), fetch: cms.fetch });
    await session.authenticateProvider('github', 'tok en');
    expect(cms.calls[0]?.path).toBe('/api/auth/github/callback?access_token=tok%20en');
    expect(session.getState()).toEqual({ token: 'p', user });
  });

  it('provider login navigates to /connect/{provider}', () => {
    const navigate = vi.fn();
    const session = createCmsSession({ url: 'http://cms/', storage: memoryTokenStorage(), navigate, fetch: vi.fn() });
    session.loginWithProvider('google');
    expect(navigate).toHaveBeenCalledWith('http://cms/api/connect/google');
  });

  it('on load fetches the user for a stored token, and a failure clears the token', async () => {
    const ok = fakeCms({ '/api/users/me': () => json(user) });
    const good = createCmsSession({ url: 'http://cms', storage: memoryTokenStorage('t'), fetch: ok.fetch });
    expect(await good.init()).toEqual(user);
    expect(good.getState()).toEqual({ token: 't', user });

    const bad = fakeCms({
      '/api/users/me': () =>
        json(
          {
            data: null,
            error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
          },
          401,
        ),
    });
    const storage = memoryTokenStorage('stale');
    const stale = createCmsSession({ url: 'http://cms', storage, fetch: bad.fetch });
    expect(await stale.init()).toBeNull();
    expect(storage.get()).toBeNull();
    expect(stale.getState()).toEqual({ token: null, user: null });
  });

  it('logout clears token and user and notifies subscribers', async () => {
    const cms = fakeCms({ '/api/users/me': () => json(user) });
    const storage = memoryTokenStorage('t');
    const session = createCmsSession({ url: 'http://cms', storage, fetch: cms.fetch });
    await session.init();
    const listener = vi.fn();
    session.subscribe(listener);
    session.logout();
    expect(session.getState()).toEqual({ token: null, user: null });
    expect(storage.get()).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('wraps create and update bodies in data', async () => {
    const cms = fakeCms({
      '/api/notes': () => json({ data: { id: 1 } }),
      '/api/notes/abc': () => json({ data: { id: 1 } }),
    });
    const session = createCmsSession({ url: 'http://cms', storage: memoryTokenStorage(), fetch: cms.fetch });
    await session.create('notes', { title: 'x' });
    await session.update('notes', 'abc', { title: 'y' });
    const bodies = cms.fetch.mock.calls.map((call) => call[1]?.body);
    expect(bodies).toEqual([JSON.stringify({ data: { title: 'x' } }), JSON.stringify({ data: { title: 'y' } })]);
  });
});
