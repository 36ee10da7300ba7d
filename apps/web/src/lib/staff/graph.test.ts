import { describe, expect, it, vi } from 'vitest';
import { createGraphClient } from './graph';

/** The address a fetch double was called with. */
const calledUrl = (input: RequestInfo | URL | undefined) => (input instanceof Request ? input.url : String(input));
describe('directory graph client', () => {
  it('reads /me with the bearer token', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ displayName: 'Aputsiaq' }),
    );
    const graph = createGraphClient({ baseUrl: 'http://dir/v1.0/', getAccessToken: async () => 'tok', fetch });
    expect(await graph.getProfile()).toEqual({ displayName: 'Aputsiaq' });
    expect(calledUrl(fetch.mock.calls[0]?.[0])).toBe('http://dir/v1.0/me');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok');
  });
  it('returns the photo as an object URL', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const graph = createGraphClient({
      baseUrl: 'http://dir',
      getAccessToken: async () => 't',
      fetch,
      createObjectUrl: () => 'blob:x',
    });
    expect(await graph.getPhoto()).toEqual({ data: 'blob:x', error: null });
    expect(calledUrl(fetch.mock.calls[0]?.[0])).toBe('http://dir/me/photo/$value');
  });
  it('logs a photo failure and returns data null with the error', async () => {
    const log = vi.fn();
    const graph = createGraphClient({
      baseUrl: 'http://dir',
      getAccessToken: async () => 't',
      fetch: async () => new Response('', { status: 404 }),
      log,
    });
    const result = await graph.getPhoto();
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({ status: 404 });
    expect(log).toHaveBeenCalledWith('Failed to fetch profile image:', result.error);
  });
});
