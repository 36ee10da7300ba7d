// A seeded CMS database to start from: the SQLite file and the uploads a seeded Strapi start leaves, kept in the
// build cache under a hash of everything the seed's result depends on. A throw-away Strapi on SQLite (the browser
// suite's stack; the CMS suite's tests of what the seed made: api, editorial, inquiry) whose database does not exist
// yet starts from a copy of it, finds the seed's version flag set and skips the seed: about 14 core-seconds of the
// document service's writes per start with the real content (docs/MEASUREMENTS.md, "CI time"). The first such start
// of a set of inputs seeds as before and keeps its result. What each start sets for itself still happens on the
// copy: the locales, permissions, the API tokens from this start's keys (re-hashed with its salt) and its admin user
// (apps/cms/src/bootstrap). The seed itself stays tested from nothing on every run (apps/cms/tests/boot.test.ts on
// both engines; cms-pg's tests and the cluster, on PostgreSQL, seed as before).
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCacheEntry, hashInto, keepInBuildCache } from './build-cache.mjs';

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
 * Whether a start with this environment may use the template: SQLite at a given file, uploads in a given folder,
 * the seed neither off nor forced.
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env
 */
export function seededCmsApplies(env) {
  return (
    (env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite' &&
    Boolean(env.DATABASE_FILENAME && env.PUBLIC_DIR) &&
    env.SEED !== 'false' &&
    env.SEED !== 'force'
  );
}

/**
 * The part of better-sqlite3 (installed with the CMS, which has no types for it) used here.
 * @typedef {new (file: string, options: { readonly: boolean }) => { exec(sql: string): void, close(): void }} SqliteModule
 */
/** @type {(id: 'better-sqlite3') => SqliteModule} */
const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

/**
 * Copies the seeded database and uploads for these inputs into place when the database does not exist yet.
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env the start's environment
 * @param {(line: string) => void} [log]
 * @returns {boolean} whether it did (the start then skips the seed)
 */
export function restoreSeededCms(env, log = console.log) {
  if (!seededCmsApplies(env)) return false;
  const dbFile = path.resolve(CMS_DIR, /** @type {string} */ (env.DATABASE_FILENAME));
  if (existsSync(dbFile)) return false;
  const entry = buildCacheEntry('cms-seeded', seededCmsKey(env));
  if (!existsSync(path.join(entry, 'data.db'))) return false;
  const publicDir = path.resolve(CMS_DIR, /** @type {string} */ (env.PUBLIC_DIR));
  mkdirSync(path.dirname(dbFile), { recursive: true });
  cpSync(path.join(entry, 'uploads'), path.join(publicDir, 'uploads'), { recursive: true });
  copyFileSync(path.join(entry, 'data.db'), dbFile);
  log(`[cms] seeded database from the build cache (${entry})`);
  return true;
}

/**
 * Keeps what a seeded start left (it answers its health check once the bootstrap and the seed are done) for the
 * next start of the same inputs: a consistent copy of the live database (SQLite's VACUUM INTO), and its uploads;
 * written aside, then renamed, so that a start meanwhile never reads half of it. The six newest entries are kept (3 MB
 * each; two per checkout: the real content and the CMS tests' fixtures).
 * @param {NodeJS.ProcessEnv | Record<string, string | undefined>} env the start's environment
 * @param {(line: string) => void} [log]
 */
export function storeSeededCms(env, log = console.log) {
  if (!seededCmsApplies(env)) return;
  const key = seededCmsKey(env);
  if (existsSync(path.join(buildCacheEntry('cms-seeded', key), 'data.db'))) return;
  try {
    const entry = keepInBuildCache(
      'cms-seeded',
      key,
      (dir) => {
        const Database = requireFromCms('better-sqlite3');
        const db = new Database(path.resolve(CMS_DIR, /** @type {string} */ (env.DATABASE_FILENAME)), {
          readonly: true,
        });
        try {
          db.exec(`VACUUM INTO '${path.join(dir, 'data.db').replaceAll("'", "''")}'`);
        } finally {
          db.close();
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
