import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace, and the CMS's pure tests (apps/cms/tests/unit). Browser (e2e) and
// CMS tests that boot Strapi have their own configs, run by scripts/test.mjs after this one.
export default defineConfig({
  test: {
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
