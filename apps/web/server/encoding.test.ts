import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCodings, compressPage, pickBody } from './encoding';

describe('acceptedCodings', () => {
  it.each([
    [undefined, { br: false, gzip: false }],
    ['', { br: false, gzip: false }],
    ['gzip', { br: false, gzip: true }],
    ['gzip, deflate, br, zstd', { br: true, gzip: true }],
    ['br;q=0, gzip', { br: false, gzip: true }],
    ['BR;Q=0.5', { br: true, gzip: false }],
    ['*', { br: true, gzip: true }],
    ['*;q=0, gzip', { br: false, gzip: true }],
    ['identity', { br: false, gzip: false }],
  ])('reads %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});

describe('page compression', () => {
  const page = Buffer.from(
    `<!doctype html><html><body>${'<p>Rejer fra Grønland, kogt og pillet om bord.</p>'.repeat(200)}</body></html>`,
  );
  const compressed = compressPage(page);

  it('makes both forms, each decoding to the page, brotli the smaller', () => {
    expect(brotliDecompressSync(compressed.br!).equals(page)).toBe(true);
    expect(gunzipSync(compressed.gzip!).equals(page)).toBe(true);
    expect(compressed.br!.length).toBeLessThan(compressed.gzip!.length);
  });

  it('sends brotli to a browser, gzip to a gzip-only client (an edge cache), identity otherwise', () => {
    expect(pickBody('gzip, deflate, br, zstd', page, compressed)).toEqual({ send: compressed.br, coding: 'br' });
    expect(pickBody('gzip', page, compressed)).toEqual({ send: compressed.gzip, coding: 'gzip' });
    expect(pickBody(undefined, page, compressed)).toEqual({ send: page });
  });

  it('falls back to gzip when a kept page has no brotli form', () => {
    expect(pickBody('br, gzip', page, { gzip: compressed.gzip })).toEqual({ send: compressed.gzip, coding: 'gzip' });
  });

  it('leaves a small body as it is', () => {
    const small = Buffer.from('<p>ok</p>');
    expect(compressPage(small)).toEqual({});
    expect(pickBody('br', small, compressed)).toEqual({ send: small });
  });
});
