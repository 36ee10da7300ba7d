import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMarketCode, type MarketCode } from '@qilak/markets';
import { buildApp } from '../src/app';
import { openStore, writeCatalogue } from '../src/store';

const USAGE = `GetProductData server time and size for one culture at the default and a large scale.
usage: bench [--culture en-GLOBAL] [--large-scale 16] [--requests 200]`;

const { values: flags } = parseArgs({
  options: {
    culture: { type: 'string' },
    'large-scale': { type: 'string' },
    requests: { type: 'string' },
    help: { type: 'boolean' },
  },
  strict: true,
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const culture = flags.culture ?? 'en-GLOBAL';
if (!isMarketCode(culture)) throw new Error(`unknown culture ${culture}`);
const scales = [1, Number(flags['large-scale'] ?? 16)];
const requests = Number(flags.requests ?? 200);
const KEY = 'bench-key';

interface Sample {
  status: number;
  bytes: number;
}

function fetchOnce(port: number, path: string, headers: Record<string, string>): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const pct = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

interface Row {
  scale: number;
  variants: number;
  generateMs: number;
  rawBytes: number;
  gzipBytes: number;
  brBytes: number;
  coldMs: number;
  gzipP50: number;
  gzipP99: number;
  brFirstMs: number;
  brP50: number;
  notModifiedP50: number;
}

async function benchScale(scale: number, market: MarketCode): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'pim-bench-'));
  try {
    const store = openStore(join(dir, 'pim.db'));
    const started = performance.now();
    const summary = writeCatalogue(store, { scale, cultures: [market] });
    const generateMs = performance.now() - started;

    const app = await buildApp({ store, functionKey: KEY });
    // Server time = Fastify's own elapsed time per reply, without the client and socket.
    const serverTimes: number[] = [];
    app.addHook('onResponse', async (_req, reply) => {
      serverTimes.push(reply.elapsedTime);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const path = `/api/GetProductData?culture=${market}&code=${KEY}`;

    const run = async (headers: Record<string, string>, count: number) => {
      serverTimes.length = 0;
      let last: Sample = { status: 0, bytes: 0 };
      for (let i = 0; i < count; i++) last = await fetchOnce(port, path, headers);
      return { times: [...serverTimes], last };
    };

    const cold = await run({ 'accept-encoding': 'gzip' }, 1);
    const raw = await run({ 'accept-encoding': 'identity' }, 1);
    const gzip = await run({ 'accept-encoding': 'gzip' }, requests);
    const br = await run({ 'accept-encoding': 'br' }, requests);
    const etag = await new Promise<string>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume();
        resolve(String(res.headers['etag']));
      })
        .on('error', reject)
        .end();
    });
    const notModified = await run({ 'if-none-match': etag }, requests);
    if (notModified.last.status !== 304) throw new Error(`expected 304, got ${notModified.last.status}`);
    await app.close();
    store.close();
    return {
      scale,
      variants: summary.variants,
      generateMs,
      rawBytes: raw.last.bytes,
      gzipBytes: gzip.last.bytes,
      brBytes: br.last.bytes,
      coldMs: cold.times[0] ?? NaN,
      gzipP50: pct(gzip.times, 50),
      gzipP99: pct(gzip.times, 99),
      brFirstMs: br.times[0] ?? NaN,
      brP50: pct(br.times.slice(1), 50),
      notModifiedP50: pct(notModified.times, 50),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const scale of scales) rows.push(await benchScale(scale, culture));

const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `\nGetProductData, culture ${culture}, ${requests} sequential requests per warm row (Node ${process.version})\n`,
);
console.table(
  rows.map((r) => ({
    scale: r.scale,
    variants: r.variants,
    'generate ms': Math.round(r.generateMs),
    raw: kb(r.rawBytes),
    gzip: kb(r.gzipBytes),
    br: kb(r.brBytes),
    'cold ms (serialize+gzip)': ms(r.coldMs),
    'warm gzip p50 ms': ms(r.gzipP50),
    'warm gzip p99 ms': ms(r.gzipP99),
    'first br ms (brotli)': ms(r.brFirstMs),
    'warm br p50 ms': ms(r.brP50),
    '304 p50 ms': ms(r.notModifiedP50),
  })),
);
