import { describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, createStrapiClient, requestHeaders, requestUrl } from './client';

function fakeFetch(status: number, body: string) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('content service client', () => {
  it('joins host and prefix', () => {
    expect(apiBaseUrl('http://cms/', '/api')).toBe('http://cms/api');
    expect(apiBaseUrl('http://cms', '')).toBe('http://cms');
    expect(apiBaseUrl('http://cms', 'api/')).toBe('http://cms/api');
  });
  it('serialises params with bracket nesting', () => {
    expect(requestUrl('http://cms/api', '/pages', { filters: { slug: { $eqi: 'Home' } }, locale: 'da-DK' })).toBe(
      'http://cms/api/pages?filters[slug][$eqi]=Home&locale=da-DK',
    );
  });
  it('sends bearer authorization only when a token exists', () => {
    expect(requestHeaders('abc', false)).toEqual({ accept: 'application/json', authorization: 'Bearer abc' });
    expect(requestHeaders(null, true)).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });
  it('makes exactly one attempt and throws the server error body, calling the strapi:error hook', async () => {
    const body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } };
    const fetch = fakeFetch(403, JSON.stringify(body));
    const hook = vi.fn();
    const client = createStrapiClient({
      url: 'http://cms',
      getToken: () => 't',
      fetch,
      hooks: { 'strapi:error': hook },
    });
    await expect(client.request('/users/me')).rejects.toEqual(body);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(body);
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t');
  });
  it('throws an UnknownError with status 500 when the request itself fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createStrapiClient({ url: 'http://cms', version: 'v3', getToken: () => null, fetch });
    await expect(client.request('/x')).rejects.toEqual({
      error: 'UnknownError',
      message: 'fetch failed',
      statusCode: 500,
    });
  });
  it('throws an UnknownError when the failure has a body that is not JSON', async () => {
    const client = createStrapiClient({
      url: 'http://cms',
      getToken: () => null,
      fetch: fakeFetch(502, '<html>bad gateway</html>'),
    });
    await expect(client.request('/x')).rejects.toMatchObject({ error: { status: 500, name: 'UnknownError' } });
  });
});
