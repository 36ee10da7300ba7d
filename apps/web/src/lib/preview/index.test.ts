import { describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from '@/lib/routing/hostile-inputs.fixture';
import { isPreviewRequest, previewTarget, secretMatches } from './index';

describe('previewTarget', () => {
  it('keeps paths on this site, with their query', () => {
    expect(previewTarget('/da-DK/om-os')).toBe('/da-DK/om-os');
    expect(previewTarget('/')).toBe('/');
    expect(previewTarget('/a/some-news?x=1')).toBe('/a/some-news?x=1');
    expect(previewTarget(null)).toBe('/');
    expect(previewTarget('')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
    'evil.example',
    '/..//evil.example',
    '/\tevil',
    ' //evil.example',
    'http://localhost:3000/da-DK',
  ])('refuses %j', (path) => {
    expect(previewTarget(path)).toBeNull();
  });

  it('refuses every hostile redirect target of the routing fixture that leaves the site', () => {
    // An empty path means the site's root here, not a redirect anywhere.
    for (const target of HOSTILE_TARGETS.filter((t) => t !== '')) {
      expect(previewTarget(target), JSON.stringify(target)).toBeNull();
    }
  });
});

describe('secretMatches', () => {
  it('needs the exact secret, and a configured one', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches('s3cret!', 's3cret')).toBe(false);
    expect(secretMatches(null, 's3cret')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});

describe('isPreviewRequest', () => {
  it("counts only the build's draft-mode cookie", () => {
    expect(isPreviewRequest('a=1; __prerender_bypass=abc', 'abc')).toBe(true);
    expect(isPreviewRequest('__prerender_bypass=forged', 'abc')).toBe(false);
    expect(isPreviewRequest('a=1', 'abc')).toBe(false);
    expect(isPreviewRequest(undefined, 'abc')).toBe(false);
    expect(isPreviewRequest('__prerender_bypass=x', undefined)).toBe(true);
  });
});
