import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as get_, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticAssets } from './static-assets';

const script = Buffer.from(`self.chunk=${JSON.stringify('x'.repeat(4000))};`);
let server: Server;
let base: string;
let assets: StaticAssets;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'a1b2.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'a1b2.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'chunks', 'a1b2.js.gz'), gzipSync(script));
  // Not precompressed (too small): left to Next.
  writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x');
  assets = new StaticAssets(dir);
  server = createServer((req, res) => {
    if (assets.serve(req, res, (req.url ?? '/').split('?')[0]!)) return;
    res.writeHead(299, { 'x-handled-by': 'next' });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, acceptEncoding: string, method = 'GET') =>
  fetch(`${base}${pathname}`, { method, headers: { 'accept-encoding': acceptEncoding } });

describe('precompressed static assets', () => {
  it('knows only the files precompressed at start', () => {
    expect(assets.size).toBe(1);
  });

  it('answers brotli to a browser and gzip to a gzip-only client, cached for a year', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/_next/static/chunks/a1b2.js', accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(Buffer.from(await response.arrayBuffer()).equals(script)).toBe(true); // fetch decodes both
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/_next/static/chunks/a1b2.js', 'br', 'HEAD');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('');
  });

  it('leaves identity clients, unknown files and other paths to Next', async () => {
    for (const [pathname, accept] of [
      ['/_next/static/chunks/a1b2.js', 'identity'],
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/chunks/a1b2.js.br', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/fonts/a1b2.js', 'br'],
    ]) {
      const response = await get(pathname!, accept!);
      expect(response.headers.get('x-handled-by'), pathname).toBe('next');
    }
  });

  it('does not resolve dot segments (the map holds only the names it found)', async () => {
    // node:http sends the path as written; fetch would normalise it first.
    const handledBy = await new Promise<string | undefined>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      get_(
        { hostname, port, path: '/_next/static/chunks/../chunks/a1b2.js', headers: { 'accept-encoding': 'br' } },
        (res) => {
          res.resume();
          resolve(res.headers['x-handled-by'] as string | undefined);
        },
      ).on('error', reject);
    });
    expect(handledBy).toBe('next');
  });
});
