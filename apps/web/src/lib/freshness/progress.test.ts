import { describe, expect, it } from 'vitest';
import { allowReload, isChunkLoadError, isNavigationClick, isPageChange } from './progress';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = '') => ({ href, target, hasAttribute: () => false });
const here = { origin: 'http://site.test', pathname: '/da-DK', search: '' };

describe('reload guard', () => {
  it('allows one reload per path per 10 s', () => {
    const store = memoryStore();
    expect(allowReload(store, '/a', 1_000)).toBe(true);
    expect(allowReload(store, '/a', 5_000)).toBe(false);
    expect(allowReload(store, '/b', 5_000)).toBe(true);
    expect(allowReload(store, '/a', 11_001)).toBe(true);
  });
});

describe('navigation clicks', () => {
  it('counts plain same-origin clicks to another page', () => {
    expect(isNavigationClick(click, anchor('http://site.test/da-DK/om-os'), here)?.pathname).toBe('/da-DK/om-os');
  });
  it('ignores modified clicks, new tabs, other origins and the same page', () => {
    expect(isNavigationClick({ ...click, metaKey: true }, anchor('/x'), here)).toBeNull();
    expect(isNavigationClick(click, anchor('http://site.test/x', '_blank'), here)).toBeNull();
    expect(isNavigationClick(click, anchor('https://evil.example/x'), here)).toBeNull();
    expect(isNavigationClick(click, anchor('http://site.test/da-DK'), here)).toBeNull();
  });
});

describe('Back/Forward', () => {
  const shown = { pathname: '/da-DK/om-os', search: '' };
  it('is a navigation when the path or the query differs from the page shown', () => {
    expect(isPageChange(shown, { pathname: '/da-DK', search: '' })).toBe(true);
    expect(isPageChange(shown, { pathname: '/da-DK/om-os', search: '?q=1' })).toBe(true);
  });
  it('is none when only the hash changed (Back from an #anchor link)', () => {
    expect(isPageChange(shown, { pathname: '/da-DK/om-os', search: '' })).toBe(false);
  });
});

describe('chunk errors', () => {
  it('recognises chunk load failures of webpack, Turbopack and native dynamic imports', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
