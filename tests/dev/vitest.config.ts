import { defineConfig } from 'vitest/config';

// Dev smoke test: `npm run dev` (the README command) on free ports, a page and the CMS admin answer, a block edit shows.
export default defineConfig({
  test: {
    name: 'dev',
    root: 'tests/dev',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
