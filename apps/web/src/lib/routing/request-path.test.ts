import { MARKETS } from '@qilak/markets';
import { describe, expect, it } from 'vitest';
import { fixPrefixCase, normalizeRequestPath, stripTrailingSlash } from './request-path';

describe('normalizeRequestPath', () => {
  it.each([
    ['/', '/'],
    ['/om-os', '/om-os'],
    ['/da-DK/om-os/baeredygtighed', '/da-DK/om-os/baeredygtighed'],
    ['/caf%C3%A9', '/café'],
    ['/a%20b', '/a b'],
    ['/%7Euser', '/~user'],
    // Decoded once only: a double-encoded escape stays an escape.
    ['/%2541', '/%41'],
    ['/%252F%252Fevil', '/%2F%2Fevil'],
    // Leading slashes collapse (never echo `//host`); nothing else is collapsed.
    ['//evil.example', '/evil.example'],
    ['///evil.example/', '/evil.example/'],
    ['/a//b', '/a//b'],
    ['/om-os/', '/om-os/'],
    ['/om-os///', '/om-os///'],
  ])('%s -> %s', (raw, pathname) => {
    expect(normalizeRequestPath(raw)).toEqual({ pathname });
  });

  it.each([
    '',
    'om-os',
    'https://evil.example/',
    '/%',
    '/%zz',
    '/%E2%82',
    '/%C0%AF', // overlong `/`
    '/%C0%AE%C0%AE', // overlong `..`
    '/%E0%80%AF', // overlong `/`, three bytes
    '/%F0%80%80%AF', // overlong `/`, four bytes
    '/%ED%A0%80', // an encoded UTF-16 surrogate
    '/%FF',
    '/%00',
    '/a%00.html',
    '/a%0Ab',
    '/a%0D%0ASet-Cookie:x=1',
    '/a%09b',
    '/a%7Fb',
    '/a%C2%85b', // NEL, a C1 control
    '/%E2%80%AEevil', // right-to-left override
    '/a\u0000b',
    '/a\tb',
    '/a\nb',
    '/a\\b',
    '/\\evil.example',
    '/%2F',
    '/a%2Fb',
    '/%2F%2Fevil.example',
    '/%5Cevil',
    '/.',
    '/..',
    '/a/../b',
    '/%2e%2e/x',
    '/x/%2E',
    `/${'a'.repeat(5000)}`,
  ])('%j is invalid', (raw) => {
    expect(normalizeRequestPath(raw)).toEqual({ error: 'invalid' });
  });

  it('never throws and never yields a protocol-relative path, whatever the input', () => {
    const alphabet = [
      '/',
      '\\',
      '%',
      '2F',
      '5C',
      'C0',
      'AF',
      'E0',
      '80',
      '00',
      '0A',
      '.',
      'a',
      'é',
      '\u0000',
      '\t',
      ' ',
      '?',
      '#',
      ':',
      '@',
      '\uD800',
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i += 1) {
      const length = 1 + Math.floor(random() * 12);
      const raw = `/${Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`;
      const result = normalizeRequestPath(raw);
      const normalized = 'pathname' in result ? [result.pathname] : [];
      for (const pathname of normalized) {
        expect(pathname.startsWith('/')).toBe(true);
        expect(pathname.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- control characters are what must not get through
        expect(pathname).not.toMatch(/[\u0000-\u001F\\]/);
      }
    }
  });
});

describe('fixPrefixCase', () => {
  const prefixed = MARKETS.filter((m) => !m.domainDefault);
  const variants = prefixed.flatMap((m) => [
    [`/${m.code.toLowerCase()}/x`, `/${m.code}/x`],
    [`/${m.code.toUpperCase()}`, `/${m.code}`],
  ]);

  it.each(variants)('%s -> 301 %s', (path, location) => {
    expect(fixPrefixCase(path)).toEqual({ type: 'redirect', status: 301, location });
  });

  it.each([
    ['/DA-dk/om-os', '/da-DK/om-os'],
    ['/Kl-gl/p/P-1003/v/100301', '/kl-GL/p/P-1003/v/100301'],
    ['/DA-dk/café', '/da-DK/caf%C3%A9'],
    // The path is decoded: characters that would start a query are encoded in the Location.
    ['/DA-dk/a?b#c', '/da-DK/a%3Fb%23c'],
    ['/DA-dk//evil.example', '/da-DK//evil.example'],
  ])('%s -> 301 %s', (path, location) => {
    expect(fixPrefixCase(path)).toEqual({ type: 'redirect', status: 301, location });
  });

  it.each([
    '/',
    '/da-DK/om-os',
    '/da-DK',
    '/EN-global/x',
    '/en-global',
    '/en-GLOBAL',
    '/da-dkx',
    '/om-os/DA-dk',
    '/xx-XX',
  ])('%s is left alone', (path) => {
    expect(fixPrefixCase(path)).toEqual({ type: 'next' });
  });
});

describe('stripTrailingSlash', () => {
  it.each([
    ['/om-os/', '/om-os'],
    ['/om-os///', '/om-os'],
    ['/da-DK/', '/da-DK'],
    ['/da-DK/om-os/baeredygtighed/', '/da-DK/om-os/baeredygtighed'],
    ['/a/news-1/', '/a/news-1'],
    ['//', '/'],
    // Even if a caller skips normalization, the Location never starts with `//`.
    ['//evil.example/', '/evil.example'],
    ['/café/', '/caf%C3%A9'],
  ])('%s -> 301 %s', (path, location) => {
    expect(stripTrailingSlash(path)).toEqual({ type: 'redirect', status: 301, location });
  });

  it.each(['/', '/om-os', '/da-DK', '/p/P-1001'])('%s is left alone', (path) => {
    expect(stripTrailingSlash(path)).toEqual({ type: 'next' });
  });
});
