#!/usr/bin/env node
// `npm run typecheck`: the TypeScript compiler over every project of the repository, two at a time. Each project
// keeps its own compiler settings (the CMS compiles as CommonJS for Strapi, the site with Next's JSX); the root
// project holds the tests, the scripts and the bench, with the JavaScript files checked through their JSDoc types.
// `cms-types` regenerates Strapi's types from the schemas into a temp dir and fails when the committed
// apps/cms/types/generated differ (apps/cms/scripts/types.mjs --check).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'tsc');

/** name: tsconfig, relative to the root. */
const PROJECTS = {
  markets: 'packages/markets/tsconfig.json',
  'pim-contract': 'packages/pim-contract/tsconfig.json',
  'content-events': 'packages/content-events/tsconfig.json',
  'loop-delay': 'packages/loop-delay/tsconfig.json',
  pim: 'apps/pim/tsconfig.json',
  web: 'apps/web/tsconfig.json',
  cms: 'apps/cms/tsconfig.json',
  'cms-tests': 'apps/cms/tests/tsconfig.json',
  'tests-and-scripts': 'tsconfig.json',
};

/** name: a command of its own (node arguments, relative to the root). */
const COMMANDS = {
  'cms-types': ['apps/cms/scripts/types.mjs', '--check'],
};

/**
 * @param {string} name
 * @param {string} project
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function check(name, project) {
  // Build info in a cache of our own: the CMS's own file belongs to Strapi's build, which emits.
  return run(name, [
    TSC,
    '-p',
    project,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(CACHE, `${name}.tsbuildinfo`),
  ]);
}

/**
 * @param {string} name
 * @param {string[]} args
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run(name, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (output += d.toString()));
    child.stderr.on('data', (/** @type {Buffer} */ d) => (output += d.toString()));
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output, seconds: Math.round((Date.now() - started) / 100) / 10 }),
    );
  });
}

const only = process.argv.slice(2);
/** @typedef {[name: string, start: () => ReturnType<typeof run>]} Task */
/** @type {Task[]} */
const tasks = [
  ...Object.entries(PROJECTS).map(([name, project]) => /** @type {Task} */ ([name, () => check(name, project)])),
  ...Object.entries(COMMANDS).map(([name, args]) => /** @type {Task} */ ([name, () => run(name, args)])),
];
const queue = tasks.filter(([name]) => only.length === 0 || only.includes(name));
/** @type {Awaited<ReturnType<typeof check>>[]} */
const results = [];
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const result = await next[1]();
    results.push(result);
    console.log(`[typecheck] ${result.name}: ${result.code === 0 ? 'ok' : 'FAILED'} (${result.seconds} s)`);
    if (result.output.trim()) console.log(result.output.trimEnd());
  }
};
await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length) console.error(`[typecheck] failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
