import { defineConfig } from 'vitest/config';

// The scale-out test: PostgreSQL, Redis, Strapi, pim, two web instances and Varnish, started by the global setup.
export default defineConfig({
  test: {
    name: 'cluster',
    root: 'tests/cluster',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
