import { describe, expect, it } from 'vitest';
import { slashRedirectLocation } from './slashes';

// ROUTE-TRAILING-SLASH
describe('slashRedirectLocation (trailing and repeated slashes: one 301 to the clean path)', () => {
  it('removes a trailing slash from pages, route handlers and files, keeping the query', () => {
    expect(slashRedirectLocation('/da-DK/om-os/')).toBe('/da-DK/om-os');
    expect(slashRedirectLocation('/da-DK/')).toBe('/da-DK');
    expect(slashRedirectLocation('/staff/')).toBe('/staff');
    expect(slashRedirectLocation('/sitemap.xml/')).toBe('/sitemap.xml');
    expect(slashRedirectLocation('/napi/geoip/?mock_visiting_country=DK')).toBe('/napi/geoip?mock_visiting_country=DK');
    expect(slashRedirectLocation('/api/build-id/')).toBe('/api/build-id');
    expect(slashRedirectLocation('/robots.txt/')).toBe('/robots.txt');
    expect(slashRedirectLocation('/da-DK/nyheder/?page=2&utm_source=x')).toBe('/da-DK/nyheder?page=2&utm_source=x');
  });

  it('collapses repeated slashes anywhere in the path, in the same single redirect', () => {
    expect(slashRedirectLocation('/da-DK/om-os//')).toBe('/da-DK/om-os');
    expect(slashRedirectLocation('/da-DK//om-os')).toBe('/da-DK/om-os');
    expect(slashRedirectLocation('///da-DK///om-os///?a=b//c')).toBe('/da-DK/om-os?a=b//c');
    expect(slashRedirectLocation('//')).toBe('/');
    expect(slashRedirectLocation('/_next/static//chunks/x.js')).toBe('/_next/static/chunks/x.js');
  });

  it('fixes a wrongly cased market prefix in the same redirect', () => {
    expect(slashRedirectLocation('/DA-dk/om-os/?x=1')).toBe('/da-DK/om-os?x=1');
    expect(slashRedirectLocation('//de-de//')).toBe('/de-DE');
    // en-GLOBAL is no prefix: its look-alike stays a slug.
    expect(slashRedirectLocation('/EN-global/x/')).toBe('/EN-global/x');
  });

  it('leaves the root, clean paths and non-path targets alone', () => {
    for (const target of ['/', '/?a=b', '/da-DK', '/da-DK/om-os?x=/', '/a/b.c', '*', 'http://evil.example/x/', ''])
      expect(slashRedirectLocation(target), target).toBeNull();
  });

  it('never answers a location that leaves the site', () => {
    const hostile = [
      '//evil.example/',
      '//evil.example',
      '///evil.example//',
      '/\\evil.example/',
      '/\\/evil.example/',
      '//\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '//%09/evil.example/',
      '/\t/evil.example/',
      '/\r\n/evil.example/',
      '/é//',
    ];
    for (const target of hostile) {
      const location = slashRedirectLocation(target);
      expect(location, target).not.toBeNull();
      expect(location!.startsWith('/'), target).toBe(true);
      expect(/^\/[/\\]/.test(location!), `${target} -> ${location}`).toBe(false);
      expect(/[^\x21-\x7e]/.test(location!), `${target} -> ${location}`).toBe(false);
      // Read as a browser reads a Location: it stays on the site's origin.
      expect(new URL(location!, 'https://www.qilakseafood.com').origin, target).toBe('https://www.qilakseafood.com');
    }
    expect(slashRedirectLocation('/\\evil.example/')).toBe('/%5Cevil.example');
    expect(slashRedirectLocation('/é//')).toBe('/%E9');
  });
});
