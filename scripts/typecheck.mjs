#!/usr/bin/env node
// `npm run typecheck`: the TypeScript compiler over every project of the repository, two at a time. Each project
// keeps its own compiler settings (the CMS compiles as CommonJS for Strapi, the site with Next's JSX); the root
// project holds the tests, the scripts and the bench, with the JavaScript files checked through their JSDoc types.
// `cms-types` regenerates Strapi's types from the schemas into a temp dir and fails when the committed
// apps/cms/types/generated differ (apps/cms/scripts/types.mjs --check).
// Each compiler runs incrementally: its state (the build info: every file's content hash, its dependencies and its
// diagnostics) is kept in node_modules/.cache/tsc and, for the machine's other checkouts (CI's clean clones), in
// the build cache; a checkout without its own starts from that copy. The compiler re-checks every file whose content
// or whose dependencies' types changed, so the answer is the one a full check gives (a clean clone, 2026-12-07:
// 42.8 s and 78 core-seconds from nothing, 21.8 s and 39 with the state of a checkout one commit away).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_CACHE } from './lib/build-cache.mjs';
import { ROOT } from './lib/stack.mjs';

const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'tsc');
/** The build info of the machine's last check of each project, whichever checkout made it. */
const SHARED_CACHE = path.join(BUILD_CACHE, 'tsc');

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
async function check(name, project) {
  // Build info in a cache of our own: the CMS's own file belongs to Strapi's build, which emits.
  const info = path.join(CACHE, `${name}.tsbuildinfo`);
  const shared = path.join(SHARED_CACHE, `${name}.tsbuildinfo`);
  if (!existsSync(info) && existsSync(shared)) {
    mkdirSync(CACHE, { recursive: true });
    copyFileSync(shared, info);
  }
  const result = await run(name, [TSC, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', info]);
  if (result.code === 0 && existsSync(info)) {
    try {
      // Written aside, then renamed: a check starting meanwhile in another checkout never reads half a file.
      mkdirSync(SHARED_CACHE, { recursive: true });
      const partial = `${shared}.partial-${process.pid}`;
      copyFileSync(info, partial);
      renameSync(partial, shared);
    } catch (error) {
      // A cache that cannot be written costs the next clean checkout a full check, nothing else.
      console.log(`[typecheck] ${name}: state not shared (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return result;
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
