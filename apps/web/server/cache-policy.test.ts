import { describe, expect, it } from 'vitest';
import { pageCacheControl, responseKind, surrogateKeysForPath } from './cache-policy';

describe('edge cache policy', () => {
  it('tags a page with its market and every content tag of that market', () => {
    expect(surrogateKeysForPath('/da-DK/om-os')).toEqual([
      'site',
      'market:da-DK',
      'cms:page:da-DK',
      'cms:news:da-DK',
      'cms:recipe:da-DK',
      'cms:navigation:da-DK',
      'cms:global:da-DK',
      'pim:da-DK',
    ]);
    expect(surrogateKeysForPath('/p/P-1001')).toContain('pim:en-GLOBAL');
    expect(surrogateKeysForPath('/%E0%A4%A')).toContain('market:en-GLOBAL');
  });

  it('keeps staff responses private and leaves assets to their own headers', () => {
    expect(responseKind('/api/staff/secret')).toBe('personal');
    expect(responseKind('/_next/static/chunks/a.js')).toBe('other');
    expect(responseKind('/da-DK/om-os')).toBe('page');
  });

  it('caches pages with stale-if-error, 404s briefly and errors never', () => {
    expect(pageCacheControl(200)).toContain('stale-if-error=');
    expect(pageCacheControl(404)).toContain('s-maxage=60');
    expect(pageCacheControl(500)).toBe('no-store');
  });
});

describe('isSearchQuery', () => {
  it('is a search only with a non-empty q', async () => {
    const { isSearchQuery } = await import('./cache-policy');
    expect(isSearchQuery('/da-DK/soeg?q=reje')).toBe(true);
    expect(isSearchQuery('/da-DK/soeg?type=item&q=%20100101')).toBe(true);
    expect(isSearchQuery('/da-DK/soeg?q=')).toBe(false);
    expect(isSearchQuery('/da-DK/soeg?q=+')).toBe(false);
    expect(isSearchQuery('/da-DK/nyheder?page=2')).toBe(false);
    expect(isSearchQuery('/da-DK/soeg')).toBe(false);
  });
});
