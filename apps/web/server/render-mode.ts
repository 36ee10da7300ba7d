import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NEXT_ROUTE_CACHE_PATH } from '../src/lib/framework';

/** The two kinds of render: production pages carry the consent banner, tag manager and geo redirect. */
export type RenderMode = 'production' | 'non-production';

export function renderModeOf(appEnv: string | undefined): RenderMode {
  return appEnv === 'production' ? 'production' : 'non-production';
}

/** Where Next keeps the pages it rendered (ISR), inside the build; the data cache (.next/cache) is mode-free. */
export function routeCacheDir(buildDir: string): string {
  return path.join(buildDir, ...NEXT_ROUTE_CACHE_PATH);
}

const STAMP = '.render-mode';

/**
 * Pages rendered in one mode must never be served in the other: the build's rendered pages are stamped with the
 * mode that rendered them, and dropped at start when the server runs in the other mode (or the stamp is missing,
 * since then nobody knows which mode rendered them). Returns what it did, for the start-up log line.
 */
export function keepRendersOfMode(buildDir: string, mode: RenderMode): 'kept' | 'cleared' | 'fresh' {
  const dir = routeCacheDir(buildDir);
  const stampFile = path.join(dir, STAMP);
  const stamped = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;
  let outcome: 'kept' | 'cleared' | 'fresh' = 'fresh';
  if (stamped === mode) outcome = 'kept';
  else if (existsSync(dir)) {
    rmSync(dir, { recursive: true, force: true });
    outcome = 'cleared';
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(stampFile, `${mode}\n`);
  return outcome;
}
