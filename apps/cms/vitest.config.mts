import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The CMS suite: run from the repo root with `npx vitest run --config apps/cms/vitest.config.mts`.
// Boot tests start a real Strapi (one per file), so files run one after another in forked processes. The CMS's pure
// tests (tests/unit: no Strapi, no database) run once, in the unit suite (the root vitest.config.ts), not per engine.
export default defineConfig({
  test: {
    name: 'cms',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['tests/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
