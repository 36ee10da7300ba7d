import { defineConfig } from 'vitest/config';

// Outage tests: a stack whose web server reaches the CMS and the product service through fault proxies.
export default defineConfig({
  test: {
    name: 'outage',
    root: 'tests/outage',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
