/** A local HTTP server standing in for the site's /api/revalidate: records every call. */
import http from 'node:http';
import type net from 'node:net';

export interface ReceivedCall {
  path: string;
  secret: string | undefined;
  body: any;
  at: number;
}

export async function startReceiver(
  status = 200,
): Promise<{ url: string; calls: ReceivedCall[]; close: () => Promise<void> }> {
  const calls: ReceivedCall[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      calls.push({
        path: req.url ?? '',
        secret: req.headers['x-revalidate-secret'] as string | undefined,
        body: data ? JSON.parse(data) : null,
        at: Date.now(),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
