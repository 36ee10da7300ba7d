import type * as ChildProcessModule from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './documents';
import { inProcessHost, workerHost, type IndexHost } from './host';

/** The bytes of each document message the host sends its workers (a part's pieces), in order. */
const stageSizes = vi.hoisted((): number[] => []);
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof ChildProcessModule>();
  const spawn = (...args: Parameters<typeof original.spawn>) => {
    const child = original.spawn(...args);
    const send = child.send.bind(child) as (...rest: unknown[]) => boolean;
    child.send = (message: { op?: string; piece?: ArrayBuffer; json?: ArrayBuffer[] }, ...rest: unknown[]) => {
      if (message.op === 'stage' && !('end' in message))
        stageSizes.push(message.piece?.byteLength ?? message.json?.reduce((n, b) => n + b.byteLength, 0) ?? 0);
      return send(message, ...rest);
    };
    return child;
  };
  return { ...original, spawn, default: { ...original, spawn } };
});

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
afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  // The bundled worker and the test's own workers: nothing of a run is left in the temporary directory.
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['the search worker', () => workerHost(workerFile)],
  ['the server thread', () => inProcessHost()],
])('indexes held in %s', (_, make) => {
  it('builds from the parts it is sent, keeps a part a build leaves out, and answers searches', async () => {
    const host = make();
    hosts.push(host);
    expect(await host.search('da-DK', { q: 'rejer' })).toBeUndefined();

    // Hundreds of documents, all indexed (the worker gets them as JSON bytes written in slices), made by a
    // generator as they are read.
    const products = Array.from({ length: 620 }, (_, i) => doc('product', `P-${i}`, `Rejer i lage ${i}`));
    const built = await host.build('da-DK', 'da', {
      content: [doc('page', 'om-os', 'Rejer fra Diskobugten')],
      products: (function* () {
        yield* products;
      })(),
    });
    expect(built.size).toBe(621);
    const first = await host.search('da-DK', { q: 'rejer' });
    expect(first?.counts.product).toBe(620);
    expect(first?.counts.page).toBe(1);

    // A content publish: only the content part is sent, the products stay as they were.
    const again = await host.build('da-DK', 'da', { content: [doc('page', 'hellefisk', 'Hellefisk i ovn')] });
    // One page taken down and another published: taken into the index in place.
    expect(again).toMatchObject({ size: 621, updated: true });
    expect((await host.search('da-DK', { q: 'hellefisk' }))?.counts.page).toBe(1);
    expect((await host.search('da-DK', { q: 'rejer' }))?.counts).toMatchObject({ page: 0, product: 620 });

    // One product renamed: the same documents, one of them changed, taken into the index in place.
    const renamed = products.map((p, i) => (i === 7 ? { ...p, title: 'Hellefisk i lage' } : p));
    const updated = await host.build('da-DK', 'da', { products: renamed });
    expect(updated).toMatchObject({ size: 621, updated: true });
    expect(updated.builtAt).toBeGreaterThanOrEqual(again.builtAt);
    expect((await host.search('da-DK', { q: 'hellefisk' }))?.counts).toMatchObject({ page: 1, product: 1 });
    expect((await host.search('da-DK', { q: 'rejer' }))?.counts.product).toBe(619);

    // Only what changed sent, the rest by id (as the index holds it); an id it does not hold fails the build and
    // leaves the index as it was.
    const byId = renamed.map((p, i) => (i === 9 ? { ...p, title: 'Hellefisk i skiver' } : p.id));
    expect(await host.build('da-DK', 'da', { products: byId })).toMatchObject({ size: 621, updated: true });
    expect((await host.search('da-DK', { q: 'hellefisk' }))?.counts.product).toBe(2);
    await expect(host.build('da-DK', 'da', { products: [...byId.slice(1), 'product:P-none'] })).rejects.toThrow(
      /holds no document product:P-none/,
    );
    expect((await host.search('da-DK', { q: 'hellefisk' }))?.counts.product).toBe(2);
    // Another market's index is its own.
    expect(await host.search('sv-SE', { q: 'rejer' })).toBeUndefined();
  });
});

describe.skipIf(!existsSync('/proc/self/task'))('the search worker process', () => {
  /** The processes this one started whose command line names `file`. */
  const childrenRunning = (file: string) =>
    readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(file);
        } catch {
          return false; // ended meanwhile
        }
      });
  /** The nice values of a process's threads (field 19 of /proc/<pid>/task/<tid>/stat). */
  const niceValues = (pid: string) =>
    readdirSync(`/proc/${pid}/task`).map((tid) => {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  it("runs every thread at the nice value it is given (V8's collector helpers too), this process at its own", async () => {
    // Above this process's own (raising a nice value needs no privilege).
    const nice = Math.min(19, Math.max(7, os.getPriority() + 1));
    // The other tests' workers (closed after all tests) run the same file.
    const others = childrenRunning(workerFile);
    const host = workerHost(workerFile, { nice });
    hosts.push(host);
    await host.build('da-DK', 'da', { content: [doc('page', 'a', 'Rejer')] });
    const [child, ...more] = childrenRunning(workerFile).filter((pid) => !others.includes(pid));
    expect(more).toEqual([]);
    const threads = niceValues(child!);
    // Node's main thread, libuv's and V8's workers.
    expect(threads.length).toBeGreaterThan(4);
    expect(new Set(threads)).toEqual(new Set([nice]));
    expect(os.getPriority()).not.toBe(nice);
    // Closed: the process ends.
    await host.close();
    expect(childrenRunning(workerFile)).toEqual(others);
  });

  it('gets a large part in pieces of a slice each, so no message holds the server thread for the whole part', async () => {
    // The IPC channel serialises and copies a message on the sending thread in one piece (about 1 ms a megabyte
    // here; a 60 MB message held it 57 ms). A part is tens of megabytes at the --scale catalogue.
    stageSizes.length = 0;
    const host = workerHost(workerFile);
    hosts.push(host);
    const long = 'Rejer kogt i saltvand, pillet og frosset ombord. '.repeat(40);
    const products = Array.from({ length: 3000 }, (_, i) => ({
      ...doc('product', `P-${i}`, `Rejer ${i}`),
      text: long,
    }));
    const built = await host.build('da-DK', 'da', { products });
    expect(built.size).toBe(3000);
    const sizes = [...stageSizes];
    const total = sizes.reduce((n, size) => n + size, 0);
    expect(total).toBeGreaterThan(5_000_000);
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.max(...sizes)).toBeLessThan(total / 2);
    // Joined in order by the worker: every document is found.
    expect((await host.search('da-DK', { q: 'saltvand' }))?.counts.product).toBe(3000);
  });
});

// A worker that exits on its first message stands for one that ran out of memory; one whose loop never comes back
// once it has a message, for a bug (an endless loop), ended when a call passes its deadline.
describe.each([
  {
    name: 'dies',
    body: "process.on('message', () => process.exit(3));",
    options: {},
    error: /search worker stopped/,
    reason: /exit code 3/,
  },
  {
    name: 'hangs',
    body: "process.on('message', () => { for (;;) {} });",
    options: { buildTimeoutMs: 300, searchTimeoutMs: 300 },
    error: /search worker stopped: it did not answer a build within 300 ms/,
    reason: /did not answer a build/,
  },
])('a search worker that $name', ({ name, body, options, error, reason }) => {
  it('fails the calls waiting on it, reports the loss once, and a later build starts a new worker', async () => {
    const file = path.join(dir, `${name}-worker.mjs`);
    writeFileSync(file, `${body}\n`);
    const onLost = vi.fn();
    const host = workerHost(file, { onLost, ...options });
    hosts.push(host);
    await expect(host.build('da-DK', 'da', { content: [doc('page', 'a', 'Rejer')] })).rejects.toThrow(error);
    expect(onLost).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(reason));
    // Gone: no index to search until a build succeeds; the next build starts a new worker (which fails alike).
    expect(await host.search('da-DK', { q: 'rejer' })).toBeUndefined();
    await expect(host.build('da-DK', 'da', {})).rejects.toThrow(error);
    expect(onLost).toHaveBeenCalledTimes(2);
  });
});
