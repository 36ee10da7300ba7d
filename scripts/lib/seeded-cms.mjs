// A seeded CMS database to start from: what a seeded Strapi start leaves (on SQLite the database file, on PostgreSQL a
// dump of its database; the uploads either way), kept in the build cache under a hash of everything the seed's result
// depends on. A throw-away Strapi whose database does not exist yet or is empty (the browser suite's stack on SQLite;
// the CMS suite's tests of what the seed made, api, editorial and inquiry, on both engines) starts from a copy of it,
// finds the seed's version flag set and skips the seed: about 14 core-seconds of the document service's writes per
// start with the real content (docs/MEASUREMENTS.md, "CI time"). The first such start of a set of inputs seeds as
// before and keeps its result. What each start sets for itself still happens on the copy: the locales, permissions,
// the API tokens from this start's keys (re-hashed with its salt) and its admin user (apps/cms/src/bootstrap). The
// seed itself stays tested from nothing on every run (apps/cms/tests/boot.test.ts on both engines; the cluster, on
// PostgreSQL, seeds as before).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCacheEntry, hashInto, keepInBuildCache } from './build-cache.mjs';
import { findPgBin } from './pg-bin.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CMS_DIR = path.join(ROOT, 'apps', 'cms');

/**
 * The seed's inputs: the compiled server (the seed's code, the content types' schemas, the config), Strapi and its
 * plugins (the CMS lockfile), the markets and the content and media the start reads (SEED_CONTENT_DIR and
 * SEED_MEDIA_DIR as apps/cms/src/bootstrap resolves them).
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env
 */
export function seededCmsKey(env) {
  const hash = createHash('sha256');
  for (const input of ['dist/src', 'dist/config', 'package-lock.json', 'seed/markets.json', 'seed/market-names.json'])
    hashInto(hash, path.join(CMS_DIR, input));
  // By their files' contents and paths from the root, which are the same in every checkout.
  hashInto(hash.update('content\0'), path.resolve(CMS_DIR, env.SEED_CONTENT_DIR ?? 'seed/content'));
  hashInto(hash.update('media\0'), path.resolve(CMS_DIR, env.SEED_MEDIA_DIR ?? 'seed/media'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether a start with this environment may use the template, and on which engine: SQLite at a given file, or
 * PostgreSQL at a given database URL with Debian's client programs installed (psql, pg_dump); uploads in a given
 * folder; the seed neither off nor forced.
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env
 * @returns {'sqlite' | 'postgres' | undefined}
 */
export function seededCmsApplies(env) {
  if (!env.PUBLIC_DIR || env.SEED === 'false' || env.SEED === 'force') return undefined;
  const client = env.DATABASE_CLIENT ?? 'sqlite';
  if (client === 'sqlite') return env.DATABASE_FILENAME ? 'sqlite' : undefined;
  if (client === 'postgres') return env.DATABASE_URL && findPgBin() ? 'postgres' : undefined;
  return undefined;
}

/**
 * The cache's slot for a start, and the name of the database's copy in it: SQLite files and PostgreSQL dumps apart,
 * a dump under the server's major version (Debian's folder name) too.
 * @param {'sqlite' | 'postgres'} engine
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env
 */
function cacheSlot(engine, env) {
  if (engine === 'sqlite') return { kind: 'cms-seeded', key: seededCmsKey(env), file: 'data.db' };
  const version = path.basename(path.dirname(/** @type {string} */ (findPgBin())));
  return { kind: 'cms-seeded-pg', key: `${seededCmsKey(env)}-${version}`, file: 'dump.sql' };
}

/**
 * Runs one of PostgreSQL's client programs on the start's database; throws with its error output when it fails.
 * @param {string} program
 * @param {string[]} args
 * @param {string} url
 */
function pgClient(program, args, url) {
  const result = spawnSync(path.join(/** @type {string} */ (findPgBin()), program), [...args, '--dbname', url], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${program}: ${result.error?.message ?? result.stderr.trim().slice(-500)}`);
  return result.stdout;
}

/**
 * Whether the start's PostgreSQL database has no tables yet (a database the test helper just created; a restart
 * on the same database finds its data again instead).
 * @param {string} url
 */
const pgDatabaseEmpty = (url) =>
  pgClient(
    'psql',
    ['-X', '-A', '-t', '-c', "select count(*) from pg_tables where schemaname = 'public'"],
    url,
  ).trim() === '0';

/**
 * The part of better-sqlite3 (installed with the CMS, which has no types for it) used here.
 * @typedef {new (file: string, options: { readonly: boolean }) => { exec(sql: string): void, close(): void }} SqliteModule
 */
/** @type {(id: 'better-sqlite3') => SqliteModule} */
const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

/**
 * Copies the seeded database and uploads for these inputs into place when the database does not exist yet (SQLite)
 * or has no tables (PostgreSQL).
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env the start's environment
 * @param {(line: string) => void} [log]
 * @returns {boolean} whether it did (the start then skips the seed)
 */
export function restoreSeededCms(env, log = console.log) {
  const engine = seededCmsApplies(env);
  if (!engine) return false;
  const slot = cacheSlot(engine, env);
  const entry = buildCacheEntry(slot.kind, slot.key);
  const copy = path.join(entry, slot.file);
  if (!existsSync(copy)) return false;
  if (engine === 'sqlite') {
    const dbFile = path.resolve(CMS_DIR, /** @type {string} */ (env.DATABASE_FILENAME));
    if (existsSync(dbFile)) return false;
    mkdirSync(path.dirname(dbFile), { recursive: true });
    copyFileSync(copy, dbFile);
  } else {
    const url = /** @type {string} */ (env.DATABASE_URL);
    try {
      if (!pgDatabaseEmpty(url)) return false;
      // One transaction: a dump that fails halfway leaves the database empty, and the start seeds as before.
      pgClient('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', copy], url);
    } catch (error) {
      log(`[cms] seeded database not restored, seeding (${error instanceof Error ? error.message : String(error)})`);
      return false;
    }
  }
  const publicDir = path.resolve(CMS_DIR, /** @type {string} */ (env.PUBLIC_DIR));
  cpSync(path.join(entry, 'uploads'), path.join(publicDir, 'uploads'), { recursive: true });
  log(`[cms] seeded database from the build cache (${entry})`);
  return true;
}

/**
 * Keeps what a seeded start left (it answers its health check once the bootstrap and the seed are done) for the
 * next start of the same inputs: a consistent copy of the live database (SQLite's VACUUM INTO; pg_dump, which reads
 * one snapshot), and its uploads; written aside, then renamed, so that a start meanwhile never reads half of it. The
 * six newest entries of each engine are kept (3 MB each; two per checkout: the real content and the CMS tests'
 * fixtures).
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env the start's environment
 * @param {(line: string) => void} [log]
 */
export function storeSeededCms(env, log = console.log) {
  const engine = seededCmsApplies(env);
  if (!engine) return;
  const slot = cacheSlot(engine, env);
  if (existsSync(path.join(buildCacheEntry(slot.kind, slot.key), slot.file))) return;
  try {
    const entry = keepInBuildCache(
      slot.kind,
      slot.key,
      (dir) => {
        if (engine === 'sqlite') {
          const Database = requireFromCms('better-sqlite3');
          const db = new Database(path.resolve(CMS_DIR, /** @type {string} */ (env.DATABASE_FILENAME)), {
            readonly: true,
          });
          try {
            db.exec(`VACUUM INTO '${path.join(dir, slot.file).replaceAll("'", "''")}'`);
          } finally {
            db.close();
          }
        } else {
          pgClient(
            'pg_dump',
            ['--no-owner', '--no-privileges', '--format', 'plain', '--file', path.join(dir, slot.file)],
            /** @type {string} */ (env.DATABASE_URL),
          );
        }
        const publicDir = path.resolve(CMS_DIR, /** @type {string} */ (env.PUBLIC_DIR));
        cpSync(path.join(publicDir, 'uploads'), path.join(dir, 'uploads'), { recursive: true });
      },
      6,
    );
    log(`[cms] seeded database kept in the build cache (${entry})`);
  } catch (error) {
    // A template that cannot be kept costs the next start its seed, nothing else.
    log(`[cms] seeded database not kept (${error instanceof Error ? error.message : String(error)})`);
  }
}
