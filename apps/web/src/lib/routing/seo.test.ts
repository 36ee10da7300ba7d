import { describe, expect, it } from 'vitest';
import { appendCanonicalQuery, canonicalQuery, canonicalUrl, hreflangAlternates, takeCanonicalQuery } from './seo';

const SITE = 'https://www.qilakseafood.com';

describe('canonicalUrl keeps only whitelisted query parameters, sorted', () => {
  it.each([
    ['/', '', `${SITE}/`],
    ['/da-DK', '', `${SITE}/da-DK`],
    ['/da-DK/om-os/', '', `${SITE}/da-DK/om-os`],
    ['//evil.example/x', '', `${SITE}/evil.example/x`],
    ['/nyheder', '?utm_source=mail&page=2&fbclid=x', `${SITE}/nyheder?page=2`],
    ['/nyheder', '?page=2&category=products', `${SITE}/nyheder?category=products&page=2`],
    ['/nyheder', '?page=3&page=2', `${SITE}/nyheder?page=2&page=3`],
    ['/nyheder', '?page=&category=', `${SITE}/nyheder`],
    ['/nyheder', '?showLabels=true&mock_visiting_country=DK', `${SITE}/nyheder`],
    ['/caf%C3%A9', '', `${SITE}/caf%C3%A9`],
    ['/a b', '', `${SITE}/a%20b`],
    // A `?` or `#` inside the path stays part of the path.
    ['/a?page=9#x', '?page=1', `${SITE}/a%3Fpage=9%23x?page=1`],
  ])('%s %s -> %s', (path, search, expected) => {
    expect(canonicalUrl(SITE, path, search)).toBe(expected);
  });

  it('reads URLSearchParams and Next-style searchParams objects', () => {
    expect(canonicalUrl(SITE, '/x', new URLSearchParams('category=a&page=1&q=z'))).toBe(`${SITE}/x?category=a&page=1`);
    expect(canonicalUrl(SITE, '/x', { page: '2', category: ['b', 'a'], other: 'z', gone: undefined })).toBe(
      `${SITE}/x?category=a&category=b&page=2`,
    );
    expect(canonicalUrl(SITE, '/x')).toBe(`${SITE}/x`);
  });

  it('gives a plain path the same URL the URL setters give it (the fast path of the sitemaps)', () => {
    const byUrl = (site: string, path: string) => {
      const url = new URL(site);
      url.pathname = path;
      url.search = '';
      url.hash = '';
      return url.href;
    };
    // Paths of the characters the fast path takes, dots and percent signs included, from a seeded generator.
    const CHARS = "Aa0-._~!$&'()*+,;=:@%./";
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sites = [SITE, `${SITE}/`, 'http://127.0.0.1:3000', 'https://user:pw@example.com:8443/base?x=1#y'];
    for (let run = 0; run < 3000; run++) {
      const length = Math.floor(random() * 12);
      let path = '/';
      for (let i = 0; i < length; i++) path += CHARS[Math.floor(random() * CHARS.length)];
      const site = sites[run % sites.length]!;
      const clean = `/${path.replace(/^\/+/, '')}`;
      const expected = byUrl(site, clean === '/' ? clean : clean.replace(/\/+$/, '') || '/');
      expect(canonicalUrl(site, path), path).toBe(expected);
    }
    expect(canonicalUrl(SITE, '/a/../b')).toBe(`${SITE}/b`);
    expect(canonicalUrl(SITE, '/a/%2E%2E/b')).toBe(`${SITE}/b`);
  });

  it('takes another whitelist', () => {
    expect(canonicalUrl(`${SITE}/`, '/x', '?q=fish&page=2', ['q'])).toBe(`${SITE}/x?q=fish`);
  });
});

describe('hreflangAlternates', () => {
  it("gives each market's hreflang and x-default pointing at en-GLOBAL", () => {
    expect(
      hreflangAlternates(SITE, [
        { marketCode: 'en-GLOBAL', path: '/about' },
        { marketCode: 'da-DK', path: '/om-os' },
        { marketCode: 'da-GL', path: '/om-os' },
        { marketCode: 'en-CN', path: '/about' },
        { marketCode: 'kl-GL', path: '/' },
      ]),
    ).toEqual([
      { hreflang: 'en', href: `${SITE}/about` },
      { hreflang: 'da-DK', href: `${SITE}/da-DK/om-os` },
      { hreflang: 'da-GL', href: `${SITE}/da-GL/om-os` },
      { hreflang: 'en-CN', href: `${SITE}/en-CN/about` },
      { hreflang: 'kl-GL', href: `${SITE}/kl-GL` },
      { hreflang: 'x-default', href: `${SITE}/about` },
    ]);
  });

  it('has no x-default without an en-GLOBAL version, skips unknown codes and duplicates', () => {
    expect(
      hreflangAlternates(SITE, [
        { marketCode: 'sv-SE', path: '/om-oss' },
        { marketCode: 'xx-XX', path: '/x' },
        { marketCode: 'sv-SE', path: '/other' },
        { marketCode: 'en-global', path: '/x' },
      ]),
    ).toEqual([{ hreflang: 'sv-SE', href: `${SITE}/sv-SE/om-oss` }]);
  });

  it('gives the en-GLOBAL root as x-default', () => {
    expect(hreflangAlternates(SITE, [{ marketCode: 'en-GLOBAL', path: '/' }]).at(-1)).toEqual({
      hreflang: 'x-default',
      href: `${SITE}/`,
    });
  });
});

describe('canonical query (SEO-CANONICAL) carried from the proxy to the page', () => {
  it('keeps whitelisted, well-formed parameters once each, sorted', () => {
    expect(canonicalQuery('?utm_source=mail&page=2&category=rejer&page=3')).toBe('category=rejer&page=2');
    expect(canonicalQuery('?page=0&category=<script>')).toBe('');
    expect(canonicalQuery('?page=99999')).toBe('');
    expect(canonicalQuery('?category=r%C3%B8ger')).toBe('category=r%C3%B8ger');
    expect(canonicalQuery('')).toBe('');
  });

  it('appends the query as a last segment and takes it back off, decoded or not', () => {
    const internal = appendCanonicalQuery('/da-DK/nyheder', 'category=fangst&page=2');
    expect(internal).toBe('/da-DK/nyheder/~q~category%3Dfangst%26page%3D2');
    expect(appendCanonicalQuery('/da-DK/nyheder', '')).toBe('/da-DK/nyheder');
    expect(takeCanonicalQuery(['nyheder', '~q~category=fangst&page=2'])).toEqual({
      segments: ['nyheder'],
      query: 'category=fangst&page=2',
    });
    expect(takeCanonicalQuery(['nyheder', '~q~category%3Dfangst%26page%3D2'])).toEqual({
      segments: ['nyheder'],
      query: 'category=fangst&page=2',
    });
    // A hand-made segment can only carry what the whitelist allows.
    expect(takeCanonicalQuery(['~q~utm=1&page=2'])).toEqual({ segments: [], query: 'page=2' });
    expect(takeCanonicalQuery(['om-os'])).toEqual({ segments: ['om-os'], query: '' });
  });
});
