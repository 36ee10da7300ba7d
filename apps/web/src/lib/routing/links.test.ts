import { MARKETS, PRODUCTION_BASE_URL, type MarketCode } from '@qilak/markets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_TARGETS } from './hostile-inputs.fixture';
import {
  articlePath,
  marketPath,
  marketRootUrl,
  navigationLinks,
  pagePath,
  pagePathsFromNavigation,
  printCatalogPath,
  productPath,
  recipePath,
  resolveContentHref,
  variantPath,
  type NavigationNode,
} from './links';
import { normalizeRequestPath } from './request-path';
import { parseRoute } from './route';

afterEach(() => {
  vi.restoreAllMocks();
});

const CODES: MarketCode[] = MARKETS.map((m) => m.code);
const prefixOf = (code: MarketCode) => (code === 'en-GLOBAL' ? '' : `/${code}`);

describe('marketPath: no prefix for en-GLOBAL, /{code} for every other market', () => {
  const table = CODES.flatMap((code) =>
    (
      [
        ['/om-os', '/om-os'],
        ['om-os', '/om-os'],
        ['/a/ny-fabrik', '/a/ny-fabrik'],
        ['/om-os?x=1#top', '/om-os?x=1#top'],
        ['//evil.example', '/evil.example'],
      ] as const
    ).map(([path, relative]) => ({ code, path, expected: `${prefixOf(code)}${relative}` })),
  );
  it.each(table)('$code $path -> $expected', ({ code, path, expected }) => {
    expect(marketPath(code, path)).toBe(expected);
  });

  it.each(CODES)('the root of %s has no trailing slash', (code) => {
    const root = code === 'en-GLOBAL' ? '/' : `/${code}`;
    expect(marketPath(code, '/')).toBe(root);
    expect(marketPath(code, '')).toBe(root);
    expect(marketPath(code, '?page=2')).toBe(code === 'en-GLOBAL' ? '/?page=2' : `/${code}?page=2`);
  });
});

describe('navigationLinks', () => {
  const node = (
    id: number,
    slug: string,
    children: NavigationNode[] = [],
    color: string | null = null,
  ): NavigationNode => ({
    entry: { id, headline: slug.toUpperCase(), slug },
    color,
    children,
  });
  const tree: NavigationNode[] = [
    node(
      1,
      'om-os',
      [node(2, 'baeredygtighed', [node(3, 'fiskeri', [node(4, 'too-deep')])], 'ocean'), node(5, 'job')],
      'primary',
    ),
    node(6, 'produkter', [node(7, 'katalog'), { entry: null, children: [node(99, 'orphan')] }]),
    { entry: { id: 'n-8', headline: 'Opskrifter', slug: 'opskrifter' } },
  ];

  it('flattens three levels into /{slug}, /{parentSlug}/{slug}, /{parentSlug}/{childSlug}/{slug}', () => {
    expect(navigationLinks(tree)).toEqual([
      { id: 1, name: 'OM-OS', slug: 'om-os', path: '/om-os', color: 'primary', parentId: null },
      {
        id: 2,
        name: 'BAEREDYGTIGHED',
        slug: 'baeredygtighed',
        path: '/om-os/baeredygtighed',
        color: 'ocean',
        parentId: 1,
      },
      { id: 3, name: 'FISKERI', slug: 'fiskeri', path: '/om-os/baeredygtighed/fiskeri', color: null, parentId: 2 },
      { id: 5, name: 'JOB', slug: 'job', path: '/om-os/job', color: null, parentId: 1 },
      { id: 6, name: 'PRODUKTER', slug: 'produkter', path: '/produkter', color: null, parentId: null },
      { id: 7, name: 'KATALOG', slug: 'katalog', path: '/produkter/katalog', color: null, parentId: 6 },
      { id: 'n-8', name: 'Opskrifter', slug: 'opskrifter', path: '/opskrifter', color: null, parentId: null },
    ]);
  });

  // ROUTE-ONE-URL
  it('gives each page one URL: its navigation path, its first place when named twice, else /{slug}; / for home', () => {
    const twice = [...tree, node(10, 'kontakt', [node(11, 'fiskeri')])];
    const paths = pagePathsFromNavigation(twice);
    expect(pagePath('fiskeri', paths)).toBe('/om-os/baeredygtighed/fiskeri');
    expect(pagePath('katalog', paths)).toBe('/produkter/katalog');
    expect(pagePath('om-os', paths)).toBe('/om-os');
    // Not in the menu (or below its third level): the short form.
    expect(pagePath('too-deep', paths)).toBe('/too-deep');
    expect(pagePath('privatliv', paths)).toBe('/privatliv');
    expect(pagePath('à propos', new Map())).toBe('/%C3%A0%20propos');
    expect(pagePath('home', paths)).toBe('/');
  });

  it('ignores a fourth level and items whose page is gone', () => {
    const ids = navigationLinks(tree).map((l) => l.id);
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(99);
  });

  it('encodes slugs so a path always parses back to its segments', () => {
    const [link] = navigationLinks([node(1, 'à propos?')]);
    expect(link?.path).toBe('/%C3%A0%20propos%3F');
    const normalized = normalizeRequestPath(link?.path ?? '');
    expect('pathname' in normalized && parseRoute(normalized.pathname)).toMatchObject({ slug: ['à propos?'] });
  });

  it('returns nothing for an empty tree', () => {
    expect(navigationLinks([])).toEqual([]);
  });
});

describe('typed link shapes (a = article, r = recipe, p = product, v = variant)', () => {
  it.each([
    [articlePath('ny-fabrik'), '/a/ny-fabrik'],
    [articlePath('ny-fabrik', { appendTo: '/nyheder' }), '/nyheder/a/ny-fabrik'],
    [articlePath('ny-fabrik', { appendTo: '/nyheder/' }), '/nyheder/a/ny-fabrik'],
    [articlePath('ny-fabrik', { appendTo: '/da-DK/nyheder?page=2#x' }), '/da-DK/nyheder/a/ny-fabrik'],
    [articlePath('ny-fabrik', { appendTo: '/' }), '/a/ny-fabrik'],
    [recipePath('stegt-helleflynder'), '/r/stegt-helleflynder'],
    [recipePath('stegt-helleflynder', { appendTo: '/opskrifter' }), '/opskrifter/r/stegt-helleflynder'],
    [productPath('P-1001'), '/p/P-1001'],
    [variantPath('P-1001', '100101'), '/p/P-1001/v/100101'],
    [productPath('P 1/2'), '/p/P%201%2F2'],
    [articlePath('x', { appendTo: '//evil.example' }), '/evil.example/a/x'],
    [recipePath('x', { appendTo: '/\\evil.example/' }), '/evil.example/r/x'],
    [articlePath('x', { appendTo: 'nyheder' }), '/nyheder/a/x'],
    [printCatalogPath(), '/print-catalog'],
    [printCatalogPath({ appendTo: '/produkter/' }), '/produkter/print-catalog'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each(CODES)('under %s every built link parses back to its screen', (code) => {
    const cases = [
      [articlePath('ny-fabrik', { appendTo: '/nyheder' }), { kind: 'article', id: 'ny-fabrik', slug: ['nyheder'] }],
      [recipePath('rejer'), { kind: 'recipe', id: 'rejer', slug: [] }],
      [productPath('P-1001'), { kind: 'product', id: 'P-1001', slug: [] }],
      [variantPath('P-1001', '100101'), { kind: 'variant', id: 'P-1001', itemNumber: '100101', slug: [] }],
      [printCatalogPath({ appendTo: '/produkter' }), { kind: 'print', slug: ['produkter'] }],
    ] as const;
    for (const [path, expected] of cases) {
      const normalized = normalizeRequestPath(marketPath(code, path));
      expect('pathname' in normalized && parseRoute(normalized.pathname)).toEqual({ market: code, ...expected });
    }
  });
});

describe('marketRootUrl', () => {
  it.each(CODES)('%s: baseUrl for the default-domain market, else baseUrl/{code}', (code) => {
    expect(marketRootUrl(code, 'https://x.test')).toBe(`https://x.test${prefixOf(code)}`);
    expect(marketRootUrl(code)).toBe(`${PRODUCTION_BASE_URL}${prefixOf(code)}`);
  });

  it('warns "Could not get root URL for locale" and returns undefined for an unknown code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(marketRootUrl('xx-XX', 'https://x.test')).toBeUndefined();
    expect(marketRootUrl('da-dk')).toBeUndefined();
    expect(warn).toHaveBeenNthCalledWith(1, 'Could not get root URL for locale', 'xx-XX');
    expect(warn).toHaveBeenNthCalledWith(2, 'Could not get root URL for locale', 'da-dk');
  });
});

describe('resolveContentHref', () => {
  it.each([
    ['/om-os', 'da-DK', '/da-DK/om-os'],
    ['/om-os', 'en-GLOBAL', '/om-os'],
    ['/', 'sv-SE', '/sv-SE'],
    ['/a/ny-fabrik', 'da-GL', '/da-GL/a/ny-fabrik'],
    ['/r/rejer?portioner=4', 'da-DK', '/da-DK/r/rejer?portioner=4'],
    ['/p/P-1001/v/100101', 'en-US', '/en-US/p/P-1001/v/100101'],
    ['  /om-os  ', 'de-DE', '/de-DE/om-os'],
    // Already prefixed by the editor: a deliberate cross-market link.
    ['/sv-SE/om-oss', 'da-DK', '/sv-SE/om-oss'],
    ['/en-GLOBAL/x', 'da-DK', '/da-DK/en-GLOBAL/x'],
    ['#kontakt', 'da-DK', '#kontakt'],
    ['https://www.linkedin.com/company/qilak-seafood', 'da-DK', 'https://www.linkedin.com/company/qilak-seafood'],
    ['HTTP://example.com/x', 'da-DK', 'HTTP://example.com/x'],
    ['mailto:sales@qilakseafood.com', 'da-DK', 'mailto:sales@qilakseafood.com'],
    ['tel:+4512345678', 'kl-GL', 'tel:+4512345678'],
  ] as const)('%j in %s -> %s', (href, market, expected) => {
    expect(resolveContentHref(href, market)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://',
    'mailto:',
    'om-os',
    './om-os',
    '../om-os',
    '?page=2',
    '',
    '   ',
    null,
    undefined,
  ])('%j -> null (rendered as plain text)', (href) => {
    expect(resolveContentHref(href, 'da-DK')).toBeNull();
  });

  it.each(HOSTILE_TARGETS)('hostile %j never renders as a script, data or protocol-relative link', (href) => {
    const resolved = resolveContentHref(href, 'en-GLOBAL');
    expect(resolved ?? '').not.toMatch(/^(\/\/|\/\\|javascript:|data:|vbscript:)/i);
    // eslint-disable-next-line no-control-regex -- control characters are what must not get through
    expect(resolved ?? '').not.toMatch(/[\u0000-\u001F\\]/);
  });
});
