import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './documents';
import { inProcessHost, workerHost, type IndexHost } from './host';

// The worker as production runs it: server/search-worker.ts bundled the way package.json's build:server does.
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'qilak-search-worker-'));
const workerFile = path.join(dir, 'search-worker.mjs');
await build({
  entryPoints: [path.join(here, '..', '..', '..', 'server', 'search-worker.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: workerFile,
  logLevel: 'warning',
});

const doc = (kind: 'page' | 'product', id: string, title: string): SearchDocument => ({
  id: `${kind}:${id}`,
  kind,
  title,
  names: '',
  text: '',
  itemNumbers: [],
  url: `/da-DK/${id}`,
});

const hosts: IndexHost[] = [];
afterAll(() => Promise.all(hosts.map((h) => h.close())));

describe.each([
  ['the search worker', () => workerHost(workerFile)],
  ['the server thread', () => inProcessHost()],
])('indexes held in %s', (_, make) => {
  it('builds from the parts it is sent, keeps a part a build leaves out, and answers searches', async () => {
    const host = make();
    hosts.push(host);
    expect(await host.search('da-DK', { q: 'rejer' })).toBeUndefined();

    // Hundreds of documents, all indexed (the worker gets them as JSON bytes written in slices).
    const products = Array.from({ length: 620 }, (_, i) => doc('product', `P-${i}`, `Rejer i lage ${i}`));
    const built = await host.build('da-DK', 'da', {
      content: [doc('page', 'om-os', 'Rejer fra Diskobugten')],
      products,
    });
    expect(built.size).toBe(621);
    const first = await host.search('da-DK', { q: 'rejer' });
    expect(first?.counts.product).toBe(620);
    expect(first?.counts.page).toBe(1);

    // A content publish: only the content part is sent, the products stay as they were.
    const again = await host.build('da-DK', 'da', { content: [doc('page', 'hellefisk', 'Hellefisk i ovn')] });
    expect(again.size).toBe(621);
    expect((await host.search('da-DK', { q: 'hellefisk' }))?.counts.page).toBe(1);
    expect((await host.search('da-DK', { q: 'rejer' }))?.counts).toMatchObject({ page: 0, product: 620 });
    // Another market's index is its own.
    expect(await host.search('sv-SE', { q: 'rejer' })).toBeUndefined();
  });
});

describe('a search worker that dies', () => {
  it('fails the calls waiting on it, reports the loss, and a later build starts a new worker', async () => {
    // A worker that exits on its first message stands for one that ran out of memory.
    const dying = path.join(dir, 'dying-worker.mjs');
    writeFileSync(
      dying,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
    );
    const onLost = vi.fn();
    const host = workerHost(dying, { onLost });
    hosts.push(host);
    await expect(host.build('da-DK', 'da', { content: [doc('page', 'a', 'Rejer')] })).rejects.toThrow(
      /search worker stopped/,
    );
    expect(onLost).toHaveBeenCalledWith(expect.stringMatching(/exit code 3/));
    expect(await host.search('da-DK', { q: 'rejer' })).toBeUndefined();
    await expect(host.build('da-DK', 'da', {})).rejects.toThrow(/search worker stopped/);
    expect(onLost).toHaveBeenCalledTimes(2);
  });
});

describe('a search worker that hangs', () => {
  it('is ended when a call passes its deadline, the loss is reported, and the next build starts a new worker', async () => {
    // A worker whose loop never comes back once it has a message (a bug, an endless loop).
    const hanging = path.join(dir, 'hanging-worker.mjs');
    writeFileSync(
      hanging,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => { for (;;) {} });\n",
    );
    const onLost = vi.fn();
    const host = workerHost(hanging, { onLost, buildTimeoutMs: 300, searchTimeoutMs: 300 });
    hosts.push(host);
    await expect(host.build('da-DK', 'da', { content: [doc('page', 'a', 'Rejer')] })).rejects.toThrow(
      /did not answer a build within 300 ms/,
    );
    expect(onLost).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/did not answer a build/));
    // Gone: no index to search until a build succeeds; the next build starts a new worker (which hangs too).
    expect(await host.search('da-DK', { q: 'rejer' })).toBeUndefined();
    await expect(host.build('da-DK', 'da', {})).rejects.toThrow(/did not answer a build/);
    expect(onLost).toHaveBeenCalledTimes(2);
  });
});
