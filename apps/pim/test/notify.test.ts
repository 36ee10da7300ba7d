import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogChangeEventSchema } from '@qilak/pim-contract';
import { openStore } from '../src/store';
import { createNotifier, watchStore, type ChangedCulture } from '../src/notify';
import { createTempStore, type TempStore } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A real HTTP peer standing in for the site's revalidation endpoint: answers `failFirst` requests with 503. */
async function site(failFirst = 0): Promise<{ url: string; bodies: unknown[]; secrets: string[]; server: Server }> {
  const bodies: unknown[] = [];
  const secrets: string[] = [];
  let seen = 0;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      seen++;
      if (seen <= failFirst) return res.writeHead(503).end();
      bodies.push(JSON.parse(text));
      secrets.push(String(req.headers['x-revalidate-secret']));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`,
    bodies,
    secrets,
    server,
  };
}

describe('PIM-NOTIFY: catalogue changes reach the site', () => {
  let temp: TempStore;
  beforeAll(() => {
    temp = createTempStore({ cultures: ['en-GLOBAL', 'da-DK'] });
  });
  afterAll(() => temp.dispose());

  it('notices an edit made by another process on the same file, and only the cultures it touched', () => {
    const seen: ChangedCulture[][] = [];
    const watcher = watchStore(temp.store, (c) => seen.push(c), { intervalMs: 60_000, log: quiet });
    watcher.check();
    expect(seen).toEqual([]);
    const other = openStore(temp.file);
    const result = other.editProduct({ productId: 'P-1001', cultures: ['da-DK'], field: 'NameOne', value: 'Ny' });
    other.close();
    watcher.check();
    watcher.stop();
    expect(seen).toEqual([[{ culture: 'da-DK', lastChanged: result.cultures[0]!.lastChanged }]]);
  });

  it('posts the change with the shared secret, retrying until the site answers', async () => {
    const peer = await site(2);
    try {
      const notifier = createNotifier({ url: peer.url, secret: 's3cret', log: quiet, retryDelaysMs: [10, 10, 10] });
      notifier.notify([{ culture: 'da-DK', lastChanged: '2026-05-01T10:00:00.000Z' }]);
      await notifier.idle();
      expect(peer.bodies).toHaveLength(1);
      expect(CatalogChangeEventSchema.parse(peer.bodies[0])).toEqual({
        event: 'catalog.changed',
        cultures: [{ culture: 'da-DK', lastChanged: '2026-05-01T10:00:00.000Z' }],
      });
      expect(peer.secrets).toEqual(['s3cret']);
    } finally {
      peer.server.close();
    }
  });

  it('gives up after the last retry without throwing, and sends the next change', async () => {
    const peer = await site(3);
    const errors: unknown[] = [];
    try {
      const notifier = createNotifier({
        url: peer.url,
        secret: 's',
        log: { ...quiet, error: (o: unknown) => errors.push(o) },
        retryDelaysMs: [5, 5],
      });
      notifier.notify([{ culture: 'da-DK', lastChanged: '2026-05-01T10:00:00.000Z' }]);
      await notifier.idle();
      expect(errors).toHaveLength(1);
      notifier.notify([{ culture: 'en-GLOBAL', lastChanged: '2026-05-01T11:00:00.000Z' }]);
      await notifier.idle();
      expect(peer.bodies).toEqual([
        { event: 'catalog.changed', cultures: [{ culture: 'en-GLOBAL', lastChanged: '2026-05-01T11:00:00.000Z' }] },
      ]);
    } finally {
      peer.server.close();
    }
  });
});
