#!/usr/bin/env node
// apps/cms is installed and compiled on its own and cannot import a workspace package, so it keeps a copy of
// packages/content-events (the CMS webhook body). Run this after changing the package; the workspace test
// tests/workspace/content-events.test.ts fails while the copy differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = path.join(root, 'packages', 'content-events', 'src', 'index.ts');
export const COPY = path.join(root, 'apps', 'cms', 'src', 'revalidate', 'content-event.ts');
export const HEADER =
  '// Generated from packages/content-events/src/index.ts by `node scripts/sync-content-events.mjs`: edit the package.\n';

export function expectedCopy() {
  return HEADER + readFileSync(SOURCE, 'utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(COPY, expectedCopy());
  console.log(`[sync] ${path.relative(root, COPY)} written from ${path.relative(root, SOURCE)}`);
}
