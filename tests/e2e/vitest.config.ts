import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that come first, in this order: the heaviest, and none of them waits on a clock (no "within 5 s"),
 * so that they are what runs while `npm test` starts the cluster and `npm run dev` beside this suite
 * (scripts/test.mjs); the files that time a publish, a reload or a fallback come after, on cores shared with less.
 */
const FIRST = ['seo.e2e.ts', 'blocks.e2e.ts', 'production.e2e.ts'];

/**
 * Vitest's order (failed files first, then the longest) with fixed points: FIRST at the start of the e2e project,
 * and the outage project's outage.test.ts before its other files, since its first test needs a web server that has
 * never reached the product service.
 */
class FixedPoints extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const name = (spec: TestSpecification) => spec.moduleId.slice(spec.moduleId.lastIndexOf('/') + 1);
    const rank = (spec: TestSpecification) => {
      const at = FIRST.indexOf(name(spec));
      return at === -1 ? FIRST.length : at;
    };
    const e2e = sorted.filter((spec) => spec.project.name !== 'outage');
    const first = (spec: TestSpecification) => spec.project.name === 'outage' && name(spec) === 'outage.test.ts';
    return [
      // Array.prototype.sort is stable: files outside FIRST keep Vitest's order among themselves.
      ...e2e.sort((a, b) => rank(a) - rank(b)),
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
    sequence: { sequencer: FixedPoints },
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
