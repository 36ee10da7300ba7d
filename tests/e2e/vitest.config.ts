import { defineConfig } from 'vitest/config';

// Browser tests against a real stack (cms, pim, web) that the global setup starts on free ports.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'tests/e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
