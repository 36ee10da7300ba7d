#!/usr/bin/env node
// `npm test`: every suite, in order of cost: units, the CMS suite (on SQLite, then on a throwaway PostgreSQL
// server), then browser tests against a stack the run starts itself. Ends with one line "N passed, N failed"
// counted over all suites. `node scripts/test.mjs <suite…>` runs only those.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromiumPackage, ensurePostgresPackage, startPostgres, stopPostgres } from './lib/cluster.mjs';
import { ROOT, freePort, ensureBuilt, staleBuilds } from './lib/stack.mjs';

const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-test-'));
const only = process.argv.slice(2);
const hasCmsSuite = () => existsSync(path.join(ROOT, 'apps/cms/vitest.config.mts'));

/**
 * The CMS suite on PostgreSQL: a server of its own (Debian's postgresql, installed when missing) in a temp dir on a
 * free port; the suite's helper creates one database per test directory on it (CMS_TEST_DATABASE_URL).
 * Durability is off: the data dir is removed afterwards anyway.
 * @param {(teardown: () => Promise<void>) => void} onTeardown
 * @returns {Promise<Prepared>}
 */
async function throwawayPostgres(onTeardown) {
  ensurePostgresPackage((line) => console.log(line));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qilak-cms-pg-'));
  /** @type {Awaited<ReturnType<typeof startPostgres>> | undefined} */
  let pg;
  // Registered before the server starts, so an interrupt during the start still stops it and removes the dir.
  onTeardown(async () => {
    if (pg) await pg.stop();
    else stopPostgres(dir);
    rmSync(dir, { recursive: true, force: true });
  });
  const server = await startPostgres(dir, await freePort(), {
    database: null,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  pg = server;
  console.log(`[test] cms-pg: PostgreSQL at ${server.serverUrl} (data in ${dir}, removed afterwards)`);
  return {
    env: { DATABASE_CLIENT: 'postgres', CMS_TEST_DATABASE_URL: server.serverUrl },
    // Proof the suite used this server (its helper would otherwise be free to run elsewhere): one database per
    // Strapi test file.
    check: () => {
      const created = server.databases().filter((name) => name.startsWith('cms_test_'));
      console.log(`[test] cms-pg: ${created.length} test databases on PostgreSQL (${created.join(', ')})`);
      return created.length > 0 ? null : 'no test database was created on PostgreSQL';
    },
  };
}

/**
 * What a suite's setup hands over: environment for vitest, and a check that the run proved what it is for.
 * @typedef {{ env: Record<string, string>, check?: () => string | null }} Prepared
 */
/**
 * @typedef {object} Suite
 * @property {string} name
 * @property {string[]} args
 * @property {() => boolean} [needs]
 * @property {Record<string, string>} [env]
 * @property {(onTeardown: (teardown: () => Promise<void>) => void) => Promise<Prepared>} [setup]
 * @property {import('./lib/stack.mjs').BuildName[]} [build]
 * @property {() => void} [install] installs what the suite needs from Debian when it is missing
 */
/**
 * The counts of Vitest's JSON report.
 * @param {string} file
 * @returns {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number }}
 */
function readReport(file) {
  /** @type {unknown} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return typeof report === 'object' && report !== null ? report : {};
}

/** @type {Suite[]} */
const allSuites = [
  { name: 'unit', args: [] },
  {
    name: 'cms',
    args: ['--config', 'apps/cms/vitest.config.mts'],
    needs: hasCmsSuite,
    env: { DATABASE_CLIENT: 'sqlite' },
  },
  { name: 'cms-pg', args: ['--config', 'apps/cms/vitest.config.mts'], needs: hasCmsSuite, setup: throwawayPostgres },
  // The admin panel too: the editing test signs in to the Strapi admin and uses its Preview (built once per set of
  // inputs, then taken from the build cache: scripts/lib/stack.mjs).
  {
    name: 'e2e',
    args: ['--config', 'tests/e2e/vitest.config.ts'],
    build: ['pim', 'cmsServer', 'cmsAdmin', 'web'],
    install: () => ensureChromiumPackage((line) => console.log(line)),
  },
  { name: 'outage', args: ['--config', 'tests/outage/vitest.config.ts'], build: ['pim', 'cmsServer', 'web'] },
  { name: 'cluster', args: ['--config', 'tests/cluster/vitest.config.ts'], build: ['pim', 'cmsServer', 'web'] },
  // Last: `strapi develop` recompiles apps/cms/dist in place (to the same output as the build).
  { name: 'dev', args: ['--config', 'tests/dev/vitest.config.ts'] },
];
const suites = allSuites.filter((s) => only.length === 0 || only.includes(s.name));

const unknown = only.filter((name) => !suites.some((s) => s.name === name));
if (unknown.length) {
  console.error(`[test] unknown suite ${unknown.join(', ')}; suites: ${allSuites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

// Ctrl-C or a kill: stop the running vitest, then undo the suite's setup (e.g. the PostgreSQL server) before leaving.
/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
/** @type {(() => Promise<void>) | null} */
let teardown = null;
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void stop(signal));
}

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[test] ${signal}: stopping`);
  const child = current;
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill(signal);
    await new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await teardown?.().catch((/** @type {Error} */ error) => console.error(`[test] cleanup: ${error.message}`));
  process.exit(128 + os.constants.signals[signal]);
}

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function runVitest(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', ...args], { cwd: ROOT, stdio: 'inherit', env });
    current = child;
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
for (const suite of suites) {
  if (suite.needs && !suite.needs()) {
    console.log(`\n[test] ${suite.name}: not present, skipped`);
    continue;
  }
  try {
    suite.install?.();
  } catch (error) {
    console.error(`[test] ${suite.name}: ${error instanceof Error ? error.message : String(error)}`);
    broken = true;
    failed += 1;
    continue;
  }
  if (suite.build) {
    const stale = staleBuilds(suite.build);
    if (stale.length) ensureBuilt(stale, { force: true });
  }
  console.log(`\n[test] ${suite.name}`);
  const started = Date.now();
  const report = path.join(reportDir, `${suite.name}.json`);
  /** @type {NodeJS.ProcessEnv} */
  let env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...suite.env };
  let status;
  /** @type {Prepared | undefined} */
  let prepared;
  /** @type {string | null} */
  let problem = null;
  try {
    if (suite.setup) {
      prepared = await suite.setup((fn) => (teardown = fn));
      env = { ...env, ...prepared.env };
    }
    status = await runVitest(
      [...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      env,
    );
    problem = stopping ? null : (prepared?.check?.() ?? null);
    if (problem) console.error(`[test] ${suite.name}: ${problem}`);
  } catch (error) {
    console.error(`[test] ${suite.name}: ${error instanceof Error ? error.message : String(error)}`);
    status = 1;
  } finally {
    // Set by the setup's callback, which the compiler's flow analysis does not see.
    const undo = /** @type {(() => Promise<void>) | null} */ (teardown);
    if (undo && !stopping) {
      await undo().catch((/** @type {Error} */ error) =>
        console.error(`[test] ${suite.name} cleanup: ${error.message}`),
      );
      teardown = null;
    }
  }
  if (stopping) await new Promise(() => {}); // the signal handler finishes the cleanup and exits
  let counts = '';
  if (existsSync(report)) {
    const summary = readReport(report);
    passed += summary.numPassedTests ?? 0;
    failed += summary.numFailedTests ?? 0;
    skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
    counts = `${summary.numPassedTests ?? 0} passed, ${summary.numFailedTests ?? 0} failed, `;
  }
  if (status !== 0 || problem) {
    broken = true;
    // A run without a report, or one that did not prove what it is for, counts as one failure.
    if (problem || !existsSync(report)) failed += 1;
  }
  console.log(`[test] ${suite.name}: ${counts}exit ${status}, ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken || failed > 0 ? 1 : 0);
