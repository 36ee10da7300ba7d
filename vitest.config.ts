import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace, and the CMS's pure tests (apps/cms/tests/unit). Browser (e2e) and
// CMS tests that boot Strapi have their own configs, run by scripts/test.mjs after this one.
export default defineConfig({
  test: {
    // A file per core. Vitest's own default keeps one core for itself (cores - 1): on a 2-core machine one file at a
    // time, with half the machine idle (the suite alone: 97 s at one worker, 56 s at two, 2026-12-07).
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'workspace', root: 'tests/workspace', include: ['**/*.test.ts'] } },
      { test: { name: 'markets', root: 'packages/markets', include: ['src/**/*.test.ts'] } },
      { test: { name: 'pim-contract', root: 'packages/pim-contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'content-events', root: 'packages/content-events', include: ['src/**/*.test.ts'] } },
      { test: { name: 'loop-delay', root: 'packages/loop-delay', include: ['src/**/*.test.ts'] } },
      { test: { name: 'pim', root: 'apps/pim', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      { extends: './apps/web/vitest.config.ts', test: { name: 'web', root: 'apps/web' } },
      { test: { name: 'cms', root: 'apps/cms', include: ['tests/unit/**/*.test.ts'] } },
    ],
  },
});
