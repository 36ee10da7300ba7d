/**
 * Starts the compiled Strapi (scripts/serve.mjs) as a child process on a free port, on a temp SQLite file or (with
 * DATABASE_CLIENT=postgres and CMS_TEST_DATABASE_URL) a PostgreSQL database of its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/lib/ports.mjs';
import { restoreSeededCms, storeSeededCms } from '../../../../scripts/lib/seeded-cms.mjs';
import { CMS_DIR } from './schemas';

export { freePort };

export const TEST_TOKEN = 'qilak-test-token-0123456789abcdef';
export const ADMIN = { email: 'editor@qilak.test', password: 'Editor-Passw0rd!' };

/** Compiles src/ and config/ into dist/ when dist is missing or older than a source file. */
export function ensureServerBuild(): void {
  const marker = path.join(CMS_DIR, 'dist', 'src', 'index.js');
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
      const full = path.join(dir, e.name);
      return Math.max(max, e.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (built > Math.max(newest(path.join(CMS_DIR, 'src')), newest(path.join(CMS_DIR, 'config')))) return;
  const result = spawnSync(process.execPath, [path.join(CMS_DIR, 'scripts', 'build-server.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build:server failed');
}

/** Where the instance keeps its data: a temp SQLite file, or a database of its own on PostgreSQL. */
export type CmsDatabase = { client: 'sqlite'; file: string } | { client: 'postgres'; url: string };

const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

// Just the parts of the pg and better-sqlite3 APIs used here (apps/cms installs no @types for them).
interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rowCount: number | null; rows: { n: string | number }[] }>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };
type SqliteModule = new (
  file: string,
  options: { readonly: boolean },
) => { prepare(sql: string): { get(): unknown }; close(): void };

/**
 * With DATABASE_CLIENT=postgres and CMS_TEST_DATABASE_URL (a server URL), every test directory gets its own
 * database, so the same suite runs on PostgreSQL; a restart on the same directory finds its data again.
 */
async function testDatabase(dir: string): Promise<CmsDatabase> {
  const base = process.env.CMS_TEST_DATABASE_URL;
  if (process.env.DATABASE_CLIENT !== 'postgres') return { client: 'sqlite', file: path.join(dir, 'data.db') };
  // No silent fallback to SQLite: a run meant for PostgreSQL must not pass on the other engine.
  if (!base)
    throw new Error(
      'DATABASE_CLIENT=postgres needs CMS_TEST_DATABASE_URL (a server URL, e.g. postgres://user@127.0.0.1:5432/); unset DATABASE_CLIENT for SQLite',
    );
  const name = `cms_test_${createHash('sha1').update(dir).digest('hex').slice(0, 12)}`;
  const { Client } = requireFromCms('pg') as PgModule;
  const admin = new Client({ connectionString: new URL('postgres', base.endsWith('/') ? base : `${base}/`).href });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { client: 'postgres', url: new URL(name, base.endsWith('/') ? base : `${base}/`).href };
}

/** Row counts of tables, whichever database the instance uses. */
export async function countTableRows(cms: CmsInstance, tables: readonly string[]): Promise<Record<string, number>> {
  if (cms.db.client === 'sqlite') {
    const Database = requireFromCms('better-sqlite3') as SqliteModule;
    const db = new Database(cms.db.file, { readonly: true });
    try {
      return Object.fromEntries(
        tables.map((t) => [t, (db.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n]),
      );
    } finally {
      db.close();
    }
  }
  const { Client } = requireFromCms('pg') as PgModule;
  const client = new Client({ connectionString: cms.db.url });
  await client.connect();
  try {
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = Number((await client.query(`select count(*) as n from ${t}`)).rows[0].n);
    return out;
  } finally {
    await client.end();
  }
}

export interface CmsInstance {
  url: string;
  dir: string;
  db: CmsDatabase;
  dbFile: string;
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * @param options.seededCms a first start (on SQLite or PostgreSQL) begins from the seeded database of the build cache
 *   instead of seeding (scripts/lib/seeded-cms.mjs): for tests of what the seed made, not of the seed itself
 */
export async function startCms(
  options: { dir?: string; env?: Record<string, string>; seededCms?: boolean } = {},
): Promise<CmsInstance> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qilak-cms-test-'));
  const port = await freePort();
  const dbFile = path.join(dir, 'data.db');
  const db = await testDatabase(dir);
  const logFile = path.join(dir, `strapi-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(db.client === 'sqlite'
      ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: dbFile }
      : { DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url }),
    PUBLIC_DIR: path.join(dir, 'public'),
    APP_KEYS: 'testKeyA,testKeyB',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: 'test-encryption-key-0123456789ab',
    CMS_API_TOKEN: TEST_TOKEN,
    SERVE_ADMIN: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...options.env,
  };
  const restored = options.seededCms === true && restoreSeededCms(env, () => undefined);
  const child: ChildProcess = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'serve.mjs')], {
    cwd: CMS_DIR,
    stdio: ['ignore', out, out],
    env,
  });
  const url = `http://127.0.0.1:${port}`;
  const log = () => fs.readFileSync(logFile, 'utf8');
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (exited) throw new Error(`Strapi exited during start:\n${log().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`Strapi did not answer /_health in time:\n${log().slice(-4000)}`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (options.seededCms === true && !restored) storeSeededCms(env, () => undefined);
  return {
    url,
    dir,
    db,
    dbFile,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** JSON GET/POST helper; returns status and parsed body. */
export async function call(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

export async function adminToken(url: string): Promise<string> {
  const { status, body } = await call(`${url}/admin/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
  if (status !== 200) throw new Error(`admin login failed: ${status} ${JSON.stringify(body)}`);
  return body.data.token as string;
}
