#!/usr/bin/env node
// `npm test`: every suite, in order of cost: units, the CMS suite, then browser tests against a stack the run
// starts itself. Ends with one line "N passed, N failed" counted over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuilt, staleBuilds } from './lib/stack.mjs';

const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-test-'));
const only = process.argv.slice(2);
const suites = [
  { name: 'unit', args: [] },
  { name: 'cms', args: ['--config', 'apps/cms/vitest.config.mts'], needs: () => existsSync(path.join(ROOT, 'apps/cms/vitest.config.mts')) },
  { name: 'e2e', args: ['--config', 'tests/e2e/vitest.config.ts'], build: ['pim', 'cmsServer', 'web'] },
  { name: 'outage', args: ['--config', 'tests/outage/vitest.config.ts'], build: ['pim', 'cmsServer', 'web'] },
  { name: 'cluster', args: ['--config', 'tests/cluster/vitest.config.ts'], build: ['pim', 'cmsServer', 'web'] },
].filter((s) => only.length === 0 || only.includes(s.name));

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
for (const suite of suites) {
  if (suite.needs && !suite.needs()) {
    console.log(`\n[test] ${suite.name}: not present, skipped`);
    continue;
  }
  if (suite.build) {
    const stale = staleBuilds(suite.build);
    if (stale.length) ensureBuilt(stale, { force: true });
  }
  console.log(`\n[test] ${suite.name}`);
  const report = path.join(reportDir, `${suite.name}.json`);
  const result = spawnSync(process.execPath, [VITEST, 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests ?? 0;
    failed += summary.numFailedTests ?? 0;
    skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  }
  if (result.status !== 0) {
    broken = true;
    if (!existsSync(report)) failed += 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken || failed > 0 ? 1 : 0);
