import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed files first, then the longest) with one fixed point: the outage project's outage.test.ts
 * before its other files, since its first test needs a web server that has never reached the product service.
 */
class OutageFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) =>
      spec.project.name === 'outage' && spec.moduleId.endsWith('/outage.test.ts');
    return [
      ...sorted.filter((spec) => spec.project.name !== 'outage'),
      ...sorted.filter(first),
      ...sorted.filter((spec) => spec.project.name === 'outage' && !first(spec)),
    ];
  }
}

// Browser tests (`e2e`) and outage tests (`outage`) against one real stack (cms, pim, web and a production-mode web)
// that the first project's global setup starts on free ports and both share (tests/e2e/global-setup.ts); the outage
// project adds fault proxies and a web server of its own (tests/outage/global-setup.ts). One file at a time: the
// files change the content the others read. `--project outage` runs the outage files alone.
export default defineConfig({
  test: {
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { sequencer: OutageFirst },
    projects: [
      {
        test: {
          name: 'e2e',
          root: 'tests/e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A file's `describe.concurrent` tests (read-only page visits) run this many at once.
          maxConcurrency: 4,
          pool: 'forks',
        },
      },
      {
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
      },
    ],
  },
});
