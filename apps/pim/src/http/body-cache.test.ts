import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BodyCache, etagMatches, negotiateEncoding } from './body-cache';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it('matches strong, weak, listed and * values only', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('BodyCache', () => {
  it('builds once per revision and rebuilds when the revision moves', () => {
    const cache = new BodyCache();
    let builds = 0;
    const build = () => {
      builds++;
      return JSON.stringify({ n: builds });
    };
    const first = cache.get('k', 1, build);
    expect(cache.get('k', 1, build)).toBe(first);
    const second = cache.get('k', 2, build);
    expect(builds).toBe(2);
    expect(second.etag).not.toBe(first.etag);
    expect(gunzipSync(cache.body(second, 'gzip')).toString()).toBe('{"n":2}');
  });
});
