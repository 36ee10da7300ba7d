// The machine's build cache: shared by every checkout on the machine (worktrees, CI's clean clones). It holds the
// admin panel's build per set of inputs (stack.mjs), the type checker's incremental state (scripts/typecheck.mjs)
// and a seeded CMS database per set of seed inputs (seeded-cms.mjs). QILAK_BUILD_CACHE puts it elsewhere.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_CACHE = process.env.QILAK_BUILD_CACHE ?? path.join(os.homedir(), '.cache', 'qilak-builds');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Adds a file, or every file under a folder, to a cache key's hash: each by its path from the repository's root (the
 * same in every checkout) and its contents. A path that does not exist adds nothing.
 * @param {import('node:crypto').Hash} hash
 * @param {string} file
 */
export function hashInto(hash, file) {
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) {
    for (const entry of readdirSync(file).sort()) hashInto(hash, path.join(file, entry));
    return;
  }
  hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
}

/**
 * The folder of the cache's entry of a kind (`cms-admin`, `cms-seeded`) for a key.
 * @param {string} kind
 * @param {string} key
 */
export const buildCacheEntry = (kind, key) => path.join(BUILD_CACHE, `${kind}-${key}`);

/**
 * Writes the entry `<kind>-<key>` of the cache (creating the cache's folder if need be): `fill` writes it into a folder aside, which is then renamed into
 * place, so that a reader meanwhile never sees half of it; then only the `keep` newest entries of the kind stay.
 * @param {string} kind
 * @param {string} key
 * @param {(dir: string) => void} fill
 * @param {number} keep
 * @returns {string} the entry's folder
 */
export function keepInBuildCache(kind, key, fill, keep) {
  const entry = buildCacheEntry(kind, key);
  const partial = `${entry}.partial-${process.pid}`;
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    fill(partial);
    rmSync(entry, { recursive: true, force: true });
    renameSync(partial, entry);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  const entries = readdirSync(BUILD_CACHE)
    .filter((name) => name.startsWith(`${kind}-`) && !name.includes('.partial-'))
    .map((name) => ({ name, at: statSync(path.join(BUILD_CACHE, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(keep)) rmSync(path.join(BUILD_CACHE, old.name), { recursive: true, force: true });
  return entry;
}
