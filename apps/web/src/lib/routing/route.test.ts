import { MARKETS, type MarketCode } from '@qilak/markets';
import { describe, expect, it } from 'vitest';
import { normalizeRequestPath } from './request-path';
import {
  MAX_SEGMENTS,
  MAX_SEGMENT_LENGTH,
  isRouteError,
  pageSlugFromRoute,
  parseRoute,
  routePath,
  type ParsedRoute,
} from './route';

const PREFIXED: MarketCode[] = MARKETS.filter((m) => !m.domainDefault).map((m) => m.code);

/** ROUTE-TABLE: every screen, with context slugs of zero to three segments. */
const CONTEXTS: string[][] = [[], ['om-os'], ['om-os', 'baeredygtighed'], ['products', 'catalogue', 'frozen']];
const SCREENS: { tail: string[]; expect: Omit<ParsedRoute, 'market' | 'slug'>; pageLike?: true }[] = [
  { tail: [], expect: { kind: 'page' }, pageLike: true },
  { tail: ['a', 'greenland-halibut-season'], expect: { kind: 'article', id: 'greenland-halibut-season' } },
  { tail: ['p', 'P-1001'], expect: { kind: 'product', id: 'P-1001' } },
  { tail: ['p', 'P-1001', 'v', '100101'], expect: { kind: 'variant', id: 'P-1001', itemNumber: '100101' } },
  { tail: ['r', 'pan-fried-halibut'], expect: { kind: 'recipe', id: 'pan-fried-halibut' } },
  { tail: ['print-catalog'], expect: { kind: 'print' } },
];

const table = [undefined, ...PREFIXED].flatMap((prefix) =>
  CONTEXTS.flatMap((context) =>
    SCREENS.map((screen) => {
      const segments = [...(prefix ? [prefix] : []), ...context, ...screen.tail];
      const expected: ParsedRoute = { market: prefix ?? 'en-GLOBAL', slug: context, ...screen.expect };
      return { path: `/${segments.join('/')}`, expected };
    }),
  ),
);

describe('parseRoute: the route table (ROUTE-TABLE), unprefixed and under each of the ten prefixes', () => {
  it('covers 11 market forms x 4 contexts x 6 screens', () => {
    expect(table).toHaveLength(11 * 4 * 6);
    expect(PREFIXED).toHaveLength(10);
    expect(PREFIXED).not.toContain('en-GLOBAL');
  });

  it.each(table)('$path', ({ path, expected }) => {
    expect(parseRoute(path)).toEqual(expected);
  });

  it.each(table)('routePath inverts parseRoute for $path', ({ path, expected }) => {
    expect(routePath(expected)).toBe(path === '' ? '/' : path);
  });
});

describe('parseRoute: markets', () => {
  it.each([
    ['/', { market: 'en-GLOBAL', slug: [], kind: 'page' }],
    ['', { market: 'en-GLOBAL', slug: [], kind: 'page' }],
    ['/da-DK', { market: 'da-DK', slug: [], kind: 'page' }],
    ['/kl-GL/p/P-1003', { market: 'kl-GL', slug: [], kind: 'product', id: 'P-1003' }],
    // A market code deeper in the path is an ordinary slug segment.
    ['/om-os/en-GLOBAL', { market: 'en-GLOBAL', slug: ['om-os', 'en-GLOBAL'], kind: 'page' }],
    // parseRoute gets the prefix-case-corrected path; a wrongly cased code here is just a slug.
    ['/da-dk/om-os', { market: 'en-GLOBAL', slug: ['da-dk', 'om-os'], kind: 'page' }],
    // A market code later in the path is a slug segment, not a second prefix.
    ['/da-DK/sv-SE', { market: 'da-DK', slug: ['sv-SE'], kind: 'page' }],
  ] as const)('%s', (path, expected) => {
    expect(parseRoute(path)).toEqual(expected);
  });
});

describe('parseRoute: most specific route first, ids are single segments', () => {
  it.each([
    ['/a', { slug: ['a'], kind: 'page' }],
    ['/p', { slug: ['p'], kind: 'page' }],
    ['/v/1', { slug: ['v', '1'], kind: 'page' }],
    ['/p/P-1001/v', { slug: ['p', 'P-1001', 'v'], kind: 'page' }],
    ['/a/p/P-1', { slug: ['a'], kind: 'product', id: 'P-1' }],
    ['/p/P-1/v/100/a/news-1', { slug: ['p', 'P-1', 'v', '100'], kind: 'article', id: 'news-1' }],
    ['/a/print-catalog', { slug: [], kind: 'article', id: 'print-catalog' }],
    ['/p/P-1/print-catalog', { slug: ['p', 'P-1'], kind: 'print' }],
    ['/print-catalog/x', { slug: ['print-catalog', 'x'], kind: 'page' }],
    ['/p/p/v/v', { slug: [], kind: 'variant', id: 'p', itemNumber: 'v' }],
    ['/r/r', { slug: [], kind: 'recipe', id: 'r' }],
    // Type letters are case-sensitive, as Next routes are.
    ['/A/news-1', { slug: ['A', 'news-1'], kind: 'page' }],
    ['/Print-Catalog', { slug: ['Print-Catalog'], kind: 'page' }],
    // Decoded-once characters are kept as they are.
    ['/om os/café', { slug: ['om os', 'café'], kind: 'page' }],
    ['/a/50%-rabat', { slug: [], kind: 'article', id: '50%-rabat' }],
  ] as const)('%s', (path, expected) => {
    expect(parseRoute(path)).toEqual({ market: 'en-GLOBAL', ...expected });
  });
});

describe('parseRoute: validation gives { error: invalid, path }', () => {
  const long = 'x'.repeat(MAX_SEGMENT_LENGTH + 1);
  it.each([
    'om-os',
    '//evil.example',
    '/om-os/',
    '/om-os//baeredygtighed',
    '/da-DK/',
    '/.',
    '/..',
    '/om-os/../admin',
    '/om-os/./x',
    '/a\\b',
    '/\\evil',
    '/a\u0000b',
    '/a\tb',
    '/a\nb',
    '/a\rb',
    '/a\u007Fb',
    '/a\u0085b',
    '/\u202Eevil',
    '/a\u2028b',
    `/${long}`,
    `/a/${long}`,
    `/p/${long}`,
    `/${Array.from({ length: MAX_SEGMENTS + 1 }, (_, i) => `s${i}`).join('/')}`,
    `/da-DK/${Array.from({ length: MAX_SEGMENTS + 1 }, (_, i) => `s${i}`).join('/')}`,
    `/${'a/'.repeat(10_000)}`,
  ])('%j', (path) => {
    expect(parseRoute(path)).toEqual({ error: 'invalid', path });
  });

  it('accepts the limits themselves', () => {
    const twelve = Array.from({ length: MAX_SEGMENTS }, (_, i) => `s${i}`);
    expect(parseRoute(`/${twelve.join('/')}`)).toMatchObject({ kind: 'page', slug: twelve });
    // The limit counts after the prefix, so every route works alike under every market.
    expect(parseRoute(`/sv-SE/${twelve.join('/')}`)).toMatchObject({ market: 'sv-SE', slug: twelve });
    expect(parseRoute(`/${'x'.repeat(MAX_SEGMENT_LENGTH)}`)).toMatchObject({ kind: 'page' });
  });

  it.each(['/en-GLOBAL', '/en-GLOBAL/about', '/en-GLOBAL/p/P-1001', '/EN-global/a/x', '/en-global'])(
    '%s: en-GLOBAL is served unprefixed only, so its code is no prefix and the path 404s',
    (path) => {
      expect(parseRoute(path)).toEqual({ error: 'invalid', path });
    },
  );

  it('isRouteError tells the two results apart', () => {
    expect(isRouteError(parseRoute('/a//b'))).toBe(true);
    expect(isRouteError(parseRoute('/a/b'))).toBe(false);
  });
});

describe('pageSlugFromRoute', () => {
  it.each([
    ['/', 'home'],
    ['/da-DK', 'home'],
    ['/om-os', 'om-os'],
    ['/om-os/baeredygtighed/fiskeri', 'fiskeri'],
    ['/sv-SE/om-oss/hallbarhet', 'hallbarhet'],
  ])('%s -> %s (ROUTE-TABLE: the last segment is used)', (path, slug) => {
    const route = parseRoute(path);
    if (isRouteError(route)) throw new Error(`unexpected invalid ${path}`);
    expect(pageSlugFromRoute(route)).toBe(slug);
  });
});

describe('routePath', () => {
  it('encodes segments so the result decodes back to the same route', () => {
    const route: ParsedRoute = {
      market: 'fr-FR',
      slug: ['à propos', 'a?b#c'],
      kind: 'variant',
      id: 'P 1',
      itemNumber: '1/2',
    };
    const path = routePath(route);
    expect(path).toBe('/fr-FR/%C3%A0%20propos/a%3Fb%23c/p/P%201/v/1%2F2');
    // `1%2F2` is an encoded slash: the request normalizer refuses it rather than re-segmenting.
    expect(normalizeRequestPath(path)).toEqual({ error: 'invalid' });
    const ok: ParsedRoute = { ...route, itemNumber: '100101' };
    const normalized = normalizeRequestPath(routePath(ok));
    expect('pathname' in normalized && parseRoute(normalized.pathname)).toEqual(ok);
  });

  it('gives / for the en-GLOBAL root and /{code} for a market root', () => {
    expect(routePath({ market: 'en-GLOBAL', slug: [], kind: 'page' })).toBe('/');
    expect(routePath({ market: 'en-JP', slug: [], kind: 'page' })).toBe('/en-JP');
  });
});
