import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { compressPage } from './encoding';
import { interceptHtml } from './html-response';
import type { CachedPage } from './page-cache';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('html interception', () => {
  it('passes a non-HTML response written without writeHead through with its status line and headers', async () => {
    server = createServer((req, res) => {
      interceptHtml(req, res, () => ({ headers: {} }));
      res.statusCode = 401;
      res.setHeader('content-type', 'application/json');
      res.write('{"error":');
      res.end('"no"}');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/staff/secret-data`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ error: 'no' });
  });

  it('sends a page in brotli to a browser and in gzip to a gzip-only edge, and keeps both forms', async () => {
    const html = `<!doctype html><p>${'Hellefisk fra Diskobugten. '.repeat(100)}</p>`;
    const kept: CachedPage[] = [];
    server = createServer((req, res) => {
      interceptHtml(
        req,
        res,
        ({ body }) => ({ headers: { 'x-finished': '1' }, compressed: compressPage(body) }),
        (page) => kept.push(page),
      );
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(html);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}/da-DK`, { headers: { 'accept-encoding': accept! } });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('x-finished')).toBe('1');
      expect(await response.text()).toBe(html);
    }
    expect(kept[0]!.br).toBeDefined();
    expect(kept[0]!.gzip).toBeDefined();
  });
});
