import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { interceptHtml } from './html-response';

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
});
