import { describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from './hostile-inputs.fixture';
import { safeExternalTarget, safeRedirectTarget } from './safe-redirect';

const SITE = 'https://www.qilakseafood.com';

describe('safeRedirectTarget', () => {
  it.each(HOSTILE_TARGETS)('%j is refused', (target) => {
    expect(safeRedirectTarget(target, SITE)).toBeNull();
  });

  it.each([
    ['/products', '/products'],
    ['/products?ref=old#top', '/products?ref=old#top'],
    ['/da-DK/opskrifter/rejer', '/da-DK/opskrifter/rejer'],
    ['/a/../products', '/products'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/50%25-off', '/50%25-off'],
    ['/@evil.example', '/@evil.example'],
    ['/https://evil.example', '/https://evil.example'],
    ['/', '/'],
    // An absolute URL on the site itself is on-site.
    ['https://www.qilakseafood.com/products', '/products'],
    ['HTTPS://WWW.QILAKSEAFOOD.COM/x?y=1', '/x?y=1'],
  ])('%s -> %s', (target, path) => {
    expect(safeRedirectTarget(target, SITE)).toBe(path);
  });

  it('without a site origin only paths count', () => {
    expect(safeRedirectTarget('/products')).toBe('/products');
    expect(safeRedirectTarget('https://www.qilakseafood.com/products')).toBeNull();
  });

  it('refuses everything when the site origin itself is unusable', () => {
    expect(safeRedirectTarget('/products', 'not a url')).toBeNull();
  });
});

describe('safeExternalTarget (rules marked external only)', () => {
  it.each([
    ['https://careers.qilakseafood.com', 'https://careers.qilakseafood.com/'],
    ['http://partner.example/a?b=1', 'http://partner.example/a?b=1'],
    ['HTTPS://Partner.Example/X', 'https://partner.example/X'],
  ])('%s -> %s', (target, href) => {
    expect(safeExternalTarget(target)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'https:evil.example',
    'https:/evil.example',
    '//evil.example',
    '/products',
    'https://user:pass@evil.example/',
    'https://evil.example/\tx',
    'https://evil.example\\@good.example',
    'ftp://files.example/',
    'https://',
    'https:///x',
  ])('%j is refused', (target) => {
    expect(safeExternalTarget(target)).toBeNull();
  });
});
