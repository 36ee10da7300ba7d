#!/usr/bin/env node
// `npm test`: every suite, in order of cost: the builds the suites need (each once), units, the CMS suite on SQLite
// and on a throwaway PostgreSQL server (side by side), the browser and outage tests against one stack the run starts
// itself, then the scale-out cluster and `npm run dev` side by side. Ends with a table of seconds per step and one line
// "N passed, N failed" counted over all suites. `node scripts/test.mjs <suite…>` runs only those.
// `node scripts/test.mjs --build-only` makes the builds a full run needs and stops (`.ci/run` runs it, then typecheck,
// beside lint, whose one core leaves the other free; the run after it then finds them current).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureChromiumPackage,
  ensurePostgresPackage,
  ensureRedisPackage,
  startPostgres,
  stopPostgres,
} from './lib/cluster.mjs';
import { ROOT, freePort, ensureBuilt, staleBuilds } from './lib/stack.mjs';

const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-test-'));
const buildOnly = process.argv.includes('--build-only');
const only = process.argv.slice(2).filter((arg) => arg !== '--build-only');
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
 * @property {string} [partOf] a full run runs this suite inside that one (asked for alone, it runs by itself)
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
  // The shared cache's test needs a real Redis: on a fresh machine the cluster suite would install it only after
  // the unit suite has run (and skipped that test).
  { name: 'unit', args: [], install: () => ensureRedisPackage((line) => console.log(line)) },
  // The CMS suite boots real Strapis (cmsServer build); the pure CMS tests run in the unit suite.
  {
    name: 'cms',
    args: ['--config', 'apps/cms/vitest.config.mts'],
    needs: hasCmsSuite,
    env: { DATABASE_CLIENT: 'sqlite' },
    build: ['cmsServer'],
  },
  {
    name: 'cms-pg',
    args: ['--config', 'apps/cms/vitest.config.mts'],
    needs: hasCmsSuite,
    setup: throwawayPostgres,
    build: ['cmsServer'],
  },
  // One stack for the browser tests (`e2e` project) and the outage tests (`outage` project: fault proxies in front of
  // the same cms and pim, and a web server of their own behind them). The admin panel too: the editing test signs in
  // to the Strapi admin and uses its Preview (built once per set of inputs, then taken from the build cache:
  // scripts/lib/stack.mjs).
  {
    name: 'e2e',
    args: ['--config', 'tests/e2e/vitest.config.ts'],
    build: ['pim', 'cmsServer', 'cmsAdmin', 'web'],
    install: () => ensureChromiumPackage((line) => console.log(line)),
  },
  {
    name: 'outage',
    args: ['--config', 'tests/e2e/vitest.config.ts', '--project', 'outage'],
    build: ['pim', 'cmsServer', 'web'],
    install: () => ensureChromiumPackage((line) => console.log(line)),
    partOf: 'e2e',
  },
  { name: 'cluster', args: ['--config', 'tests/cluster/vitest.config.ts'], build: ['pim', 'cmsServer', 'web'] },
  // `npm run dev` with the site and the CMS on copies of their apps, so the tree's builds stay as they are.
  { name: 'dev', args: ['--config', 'tests/dev/vitest.config.ts'] },
];
/**
 * A full run, in order; the suites of one stage run side by side. cms and cms-pg each keep about one core busy
 * booting Strapi and wait on it the rest of the time, so together they take little more than the slower one; the
 * unit suite fills what they leave idle. cluster and dev each spend most of their time starting services.
 */
const STAGES = [['unit', 'cms', 'cms-pg'], ['e2e'], ['cluster', 'dev']];

const unknown = only.filter((name) => !allSuites.some((s) => s.name === name));
if (unknown.length) {
  console.error(`[test] unknown suite ${unknown.join(', ')}; suites: ${allSuites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
/** A suite asked for by name, unless the suite it is part of runs too. */
const selected = (/** @type {Suite} */ s) =>
  only.length === 0 ? !s.partOf : only.includes(s.name) && !(s.partOf && only.includes(s.partOf));
/** @type {Suite[][]} */
const stages = [
  ...STAGES.map((names) => allSuites.filter((s) => names.includes(s.name) && selected(s))),
  allSuites.filter((s) => !STAGES.flat().includes(s.name) && selected(s)),
].filter((stage) => stage.length > 0);

// Ctrl-C or a kill: stop the running vitest processes, then undo the suites' setups (e.g. the PostgreSQL server).
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {Set<() => Promise<void>>} */
const teardowns = new Set();
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void stop(signal));
}

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[test] ${signal}: stopping`);
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.kill(signal);
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 15_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  for (const undo of teardowns)
    await undo().catch((/** @type {Error} */ error) => console.error(`[test] cleanup: ${error.message}`));
  process.exit(128 + os.constants.signals[signal]);
}

/**
 * Runs vitest; with a prefix its output goes line by line under that name (suites running side by side).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [prefix]
 * @returns {Promise<number>}
 */
function runVitest(args, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', ...args], {
      cwd: ROOT,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    running.add(child);
    if (prefix && child.stdout && child.stderr) {
      for (const [stream, out] of /** @type {const} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]))
        createInterface({ input: stream }).on('line', (line) => out.write(`[${prefix}] ${line}\n`));
    }
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * One row of the closing table.
 * @typedef {{ step: string, seconds: number, result: string }} Row
 */
/** @type {Row[]} */
const rows = [];
const secondsSince = (/** @type {number} */ started) => Math.round((Date.now() - started) / 1000);

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;

/**
 * @param {Suite} suite
 * @param {boolean} sideBySide
 */
async function runSuite(suite, sideBySide) {
  const started = Date.now();
  const report = path.join(reportDir, `${suite.name}.json`);
  /** @type {NodeJS.ProcessEnv} */
  let env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...suite.env };
  let status;
  /** @type {Prepared | undefined} */
  let prepared;
  /** @type {string | null} */
  let problem = null;
  /** @type {(() => Promise<void>) | null} */
  let teardown = null;
  try {
    if (suite.setup) {
      prepared = await suite.setup((fn) => {
        teardown = fn;
        teardowns.add(fn);
      });
      env = { ...env, ...prepared.env };
    }
    status = await runVitest(
      [...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      env,
      sideBySide ? suite.name : undefined,
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
      teardowns.delete(undo);
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
  const seconds = secondsSince(started);
  console.log(`[test] ${suite.name}: ${counts}exit ${status}, ${seconds} s`);
  rows.push({ step: suite.name, seconds, result: `${counts}exit ${status}` });
}

const runStarted = Date.now();
const present = stages.map((stage) =>
  stage.filter((suite) => {
    if (!suite.needs || suite.needs()) return true;
    console.log(`\n[test] ${suite.name}: not present, skipped`);
    return false;
  }),
);

// What the suites need from Debian, then every build they need, each once, before the first suite starts.
const wanted = present.flat();
for (const suite of wanted) {
  try {
    suite.install?.();
  } catch (error) {
    console.error(`[test] ${suite.name}: ${error instanceof Error ? error.message : String(error)}`);
    broken = true;
    failed += 1;
  }
}
/** @type {import('./lib/stack.mjs').BuildName[]} */
const builds = [...new Set(wanted.flatMap((suite) => suite.build ?? []))];
const stale = staleBuilds(builds);
let buildFailed = false;
if (stale.length) {
  console.log(`\n[test] build: ${stale.join(', ')}`);
  const started = Date.now();
  try {
    ensureBuilt(stale, { force: true });
    rows.push({ step: 'build', seconds: secondsSince(started), result: stale.join(', ') });
  } catch (error) {
    console.error(`[test] build: ${error instanceof Error ? error.message : String(error)}`);
    rows.push({ step: 'build', seconds: secondsSince(started), result: 'failed' });
    buildFailed = true;
    broken = true;
    failed += 1;
  }
}

if (buildOnly) {
  // Its row goes to `.ci/run`'s steps, counted in the side-by-side group it ran in.
  const stepsFile = process.env.QILAK_CI_STEPS;
  const row = rows.find((r) => r.step === 'build');
  if (stepsFile && row) appendFileSync(stepsFile, `build ${row.seconds} within ${process.env.QILAK_CI_LANE ?? ''}\n`);
  if (!stale.length) console.log('[test] build: every build is current');
  rmSync(reportDir, { recursive: true, force: true });
  process.exit(buildFailed ? 1 : 0);
}

// After a failed build only the suites that need no build run: the others would test what is not the tree.
const runnable = present
  .map((suites) => (buildFailed ? suites.filter((suite) => !suite.build?.length) : suites))
  .filter((suites) => suites.length > 0);
for (const stage of runnable) {
  console.log(`\n[test] ${stage.map((s) => s.name).join(' + ')}`);
  const started = Date.now();
  await Promise.all(stage.map((suite) => runSuite(suite, stage.length > 1)));
  if (stage.length > 1)
    rows.push({ step: stage.map((s) => s.name).join(' ‖ '), seconds: secondsSince(started), result: 'side by side' });
}

// The steps `.ci/run` timed before this one (install, typecheck, lint), then this run's.
/** @type {Row[]} */
const before = [];
const stepsFile = process.env.QILAK_CI_STEPS;
if (stepsFile && existsSync(stepsFile)) {
  for (const line of readFileSync(stepsFile, 'utf8').split('\n')) {
    const [step, seconds, ...result] = line.trim().split(' ');
    if (step && seconds) before.push({ step, seconds: Number(seconds), result: result.join(' ') });
  }
}
const total = secondsSince(runStarted);
const table = [...before, ...rows, { step: 'npm test', seconds: total, result: '' }];
if (before.length)
  table.push({
    step: 'total',
    // A step that ran within a side-by-side group is counted in the group's row.
    seconds: before.reduce((sum, row) => (row.result.startsWith('within ') ? sum : sum + row.seconds), total),
    result: '',
  });
const width = Math.max(...table.map((row) => row.step.length));
console.log('\n[test] seconds per step');
for (const row of table)
  console.log(`  ${row.step.padEnd(width)}  ${String(row.seconds).padStart(5)} s  ${row.result}`.trimEnd());
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// Vitest's JSON reports stay for a look after a failure, and go after a run that passed.
if (broken || failed > 0) console.log(`[test] the suites' JSON reports: ${reportDir}`);
else rmSync(reportDir, { recursive: true, force: true });
process.exit(broken || failed > 0 ? 1 : 0);
