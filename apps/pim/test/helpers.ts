import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { StaffTokenVerifier } from '../src/auth/staff-token';
import { openStore, writeCatalogue, type PimStore, type SeedOptions } from '../src/store';

export const TEST_KEY = 'test-function-key';
/** Small enough to generate in well under a second, large enough to hold every edge-case product. */
export const TEST_SCALE = 0.1;

export interface TempStore {
  store: PimStore;
  file: string;
  dir: string;
  dispose(): void;
}

export function createTempStore(options: SeedOptions = {}): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'pim-test-'));
  const file = join(dir, 'pim.db');
  const store = openStore(file);
  writeCatalogue(store, { scale: TEST_SCALE, ...options });
  return {
    store,
    file,
    dir,
    dispose() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningApp {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startApp(options: {
  store: PimStore;
  staffTokens?: StaffTokenVerifier | null;
  logger?: FastifyServerOptions['logger'];
}): Promise<RunningApp> {
  const app = await buildApp({ functionKey: TEST_KEY, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire, still compressed. */
  raw: Buffer;
  /** The decoded text, whatever the Content-Encoding. */
  text: string;
  json(): unknown;
}

/** A plain HTTP GET that shows the wire: fetch would decompress and hide Content-Encoding. */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        const text = decoded.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          text,
          json: () => JSON.parse(text) as unknown,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export function routeUrl(baseUrl: string, route: string, query: Record<string, string | undefined>): string {
  const url = new URL(`/api/${route}`, baseUrl);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
