import { describe, expect, it } from 'vitest';
import { PageCache, pageCacheKey, pageHeaders, renderOutcome, wantsRscPayload, type CachedPage } from './page-cache';

const page = (text: string, status = 200): CachedPage => ({
  status,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(text),
});

function clockedCache(ttlMs = 1000, maxBytes = 1 << 20) {
  let now = 0;
  const cache = new PageCache({ ttlMs, maxBytes, refreshTimeoutMs: 5000, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('answers a stored page until its time is up', () => {
    const { cache, advance } = clockedCache();
    expect(cache.lookup('a')).toEqual({ miss: true });
    cache.store('a', page('one'));
    advance(999);
    expect(cache.lookup('a')).toEqual({ hit: page('one') });
  });

  it('after expiry sends one request to refresh and keeps answering the others with the old copy', () => {
    const { cache, advance } = clockedCache();
    cache.store('a', page('one'));
    advance(1000);
    expect(cache.lookup('a')).toEqual({ miss: true });
    expect(cache.lookup('a')).toEqual({ hit: page('one') });
    cache.store('a', page('two'));
    expect(cache.lookup('a')).toEqual({ hit: page('two') });
  });

  it('lets another request refresh when the first never came back', () => {
    const { cache, advance } = clockedCache();
    cache.store('a', page('one'));
    advance(1000);
    expect(cache.lookup('a')).toEqual({ miss: true });
    advance(4999);
    expect(cache.lookup('a')).toEqual({ hit: page('one') });
    advance(1);
    expect(cache.lookup('a')).toEqual({ miss: true });
  });

  it('answers a stale copy for a short while, then sends one request to Next again', () => {
    let now = 0;
    const cache = new PageCache({
      ttlMs: 1000,
      maxBytes: 1 << 20,
      refreshTimeoutMs: 5000,
      staleRecheckMs: 250,
      now: () => now,
    });
    cache.store('a', page('stale'), { stale: true });
    now += 249;
    expect(cache.lookup('a')).toEqual({ hit: page('stale') });
    now += 1;
    expect(cache.lookup('a')).toEqual({ miss: true });
    expect(cache.lookup('a')).toEqual({ hit: page('stale') });
    cache.store('a', page('fresh'));
    now += 999;
    expect(cache.lookup('a')).toEqual({ hit: page('fresh') });
  });

  it('forgets a page on delete and everything on clear', () => {
    const { cache } = clockedCache();
    cache.store('a', page('one'));
    cache.store('b', page('two'));
    cache.delete('a');
    expect(cache.lookup('a')).toEqual({ miss: true });
    cache.clear();
    expect(cache.lookup('b')).toEqual({ miss: true });
    expect(cache.totalBytes).toBe(0);
  });

  it('stays within its byte budget, evicting the least recently used page', () => {
    const { cache } = clockedCache(1000, 400);
    cache.store('a', page('x'.repeat(90)));
    cache.store('b', page('y'.repeat(90)));
    cache.store('c', page('z'.repeat(90)));
    cache.lookup('a');
    cache.store('d', page('w'.repeat(90)));
    cache.store('e', page('v'.repeat(90)));
    expect(cache.totalBytes).toBeLessThanOrEqual(400);
    expect('hit' in cache.lookup('a')).toBe(true);
    expect(cache.lookup('b')).toEqual({ miss: true });
  });

  it('does not keep a page larger than a quarter of its budget', () => {
    const { cache } = clockedCache(1000, 400);
    cache.store('big', page('x'.repeat(200)));
    expect(cache.size).toBe(0);
  });
});

describe('wantsRscPayload', () => {
  it("is true for the client router's navigations, prefetches and server actions", () => {
    expect(wantsRscPayload({ rsc: '1' })).toBe(true);
    expect(wantsRscPayload({ rsc: '1', 'next-router-prefetch': '1' })).toBe(true);
    expect(wantsRscPayload({ 'next-action': 'abc' })).toBe(true);
  });

  it('is false for a document request', () => {
    expect(wantsRscPayload({ accept: 'text/html' })).toBe(false);
    expect(wantsRscPayload({})).toBe(false);
  });
});

describe('pageCacheKey', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
    method,
    url,
    headers: { host: 'Site.example', ...headers },
  });

  it('keys a document request by host and URL with its query', () => {
    expect(pageCacheKey(req('/da-DK/om-os?x=1'), '/da-DK/om-os')).toBe('site.example/da-DK/om-os?x=1');
  });

  it('sends client-router (RSC) requests, non-GET methods and _rsc URLs to Next', () => {
    expect(pageCacheKey(req('/da-DK', { rsc: '1' }), '/da-DK')).toBeUndefined();
    expect(pageCacheKey(req('/da-DK', { 'next-router-prefetch': '1' }), '/da-DK')).toBeUndefined();
    expect(pageCacheKey(req('/da-DK?_rsc=abc'), '/da-DK')).toBeUndefined();
    expect(pageCacheKey(req('/da-DK', {}, 'POST'), '/da-DK')).toBeUndefined();
    expect(pageCacheKey(req('/da-DK', {}, 'HEAD'), '/da-DK')).toBeUndefined();
  });

  it('keys the root by what its language negotiation reads: the locale cookie and Accept-Language', () => {
    const plain = pageCacheKey(req('/'), '/');
    const withCookie = pageCacheKey(req('/', { cookie: 'a=1; i18n_redirected=da-DK' }), '/');
    const otherCookies = pageCacheKey(req('/', { cookie: 'a=2' }), '/');
    const danish = pageCacheKey(req('/', { 'accept-language': 'da' }), '/');
    expect(new Set([plain, withCookie, danish]).size).toBe(3);
    expect(otherCookies).toBe(plain);
  });

  it('ignores cookies and languages on every other path', () => {
    expect(pageCacheKey(req('/da-DK', { cookie: 'i18n_redirected=sv-SE', 'accept-language': 'sv' }), '/da-DK')).toBe(
      pageCacheKey(req('/da-DK'), '/da-DK'),
    );
  });
});

describe('pageHeaders', () => {
  it('keeps what belongs to the page and drops what belongs to one response', () => {
    expect(
      pageHeaders({
        'content-type': 'text/html',
        etag: '"e"',
        'content-length': '10',
        'content-encoding': 'gzip',
        date: 'x',
        vary: 'Accept-Encoding',
        'set-cookie': ['a=b'],
      }),
    ).toEqual({
      'content-type': 'text/html',
      etag: '"e"',
      'set-cookie': ['a=b'],
    });
  });
});

describe('renderOutcome', () => {
  const SHARED = 'public, s-maxage=300';
  const finished = (status: number, headers: Record<string, string>): CachedPage => ({
    status,
    headers: { 'content-type': 'text/html', ...headers },
    body: Buffer.from('x'),
  });

  it('stores a fresh shared 200', () => {
    expect(renderOutcome(finished(200, { 'cache-control': SHARED }), SHARED)).toBe('store');
    expect(renderOutcome(finished(200, { 'cache-control': SHARED, 'x-nextjs-cache': 'HIT' }), SHARED)).toBe('store');
  });

  it('keeps a stale copy when Next answers with it while it rebuilds', () => {
    expect(renderOutcome(finished(200, { 'cache-control': SHARED, 'x-nextjs-cache': 'STALE' }), SHARED)).toBe(
      'store-stale',
    );
  });

  it('forgets the page on an error, a 404, a redirect or a response that is not shared', () => {
    expect(renderOutcome(finished(500, { 'cache-control': 'no-store' }), SHARED)).toBe('forget');
    expect(renderOutcome(finished(404, { 'cache-control': SHARED }), SHARED)).toBe('forget');
    expect(renderOutcome(finished(301, {}), SHARED)).toBe('forget');
    expect(renderOutcome(finished(200, { 'cache-control': 'private, no-store' }), SHARED)).toBe('forget');
    expect(renderOutcome(finished(500, { 'cache-control': SHARED, 'x-nextjs-cache': 'STALE' }), SHARED)).toBe('forget');
  });
});
