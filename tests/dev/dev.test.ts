// `npm run dev`, the README command, from a cold start: all three services come up in watch mode (strapi develop,
// tsx --watch, next dev), a page and the CMS admin answer, and an edit to a block's view shows in the served page.
// The site runs from a copy of apps/web (WEB_DIR), so the edit never touches the tree under test, and the CMS from a
// copy of apps/cms (CMS_DIR) sharing its node_modules: `strapi develop` cleans and recompiles the dist of the app it
// runs in and rewrites its types/generated, and the tree's dist serves the cluster suite's Strapi meanwhile (the
// two suites run side by side). That the committed types are current is `npm run typecheck`'s job: its cms-types
// step regenerates them and compares.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';
import { ROOT, freePort } from '../../scripts/lib/stack.mjs';

const WEB = path.join(ROOT, 'apps', 'web');
const COPY = path.join(WEB, '.instances', 'dev-smoke');
const CMS = path.join(ROOT, 'apps', 'cms');
const CMS_COPY = path.join(ROOT, '.local', 'dev-smoke-cms');
const READY_LINE = 'Qilak Seafood is running';

let stack: ChildProcessByStdio<null, Readable, Readable> | undefined;
let output = '';
let dataDir = '';
const urls = { cms: '', pim: '', web: '' };
const seconds: Record<string, number> = {};

/** What the site's sources need to run under next dev, copied; its tsconfig's relative `extends` re-pointed. */
function copyWeb(): void {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  for (const entry of [
    'src',
    'public',
    'messages',
    'next.config.ts',
    'postcss.config.mjs',
    'package.json',
    'route-rules.json',
    'cache-handler.cjs',
  ]) {
    if (existsSync(path.join(WEB, entry))) cpSync(path.join(WEB, entry), path.join(COPY, entry), { recursive: true });
  }
  const tsconfig = JSON.parse(readFileSync(path.join(WEB, 'tsconfig.json'), 'utf8')) as Record<string, unknown>;
  tsconfig.extends = path.relative(COPY, path.join(ROOT, 'tsconfig.base.json'));
  writeFileSync(path.join(COPY, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
}

/** The CMS app's sources, copied (the TypeScript compiler wants them under the app's root, not behind a link); its
 * installed packages linked. */
function copyCms(): void {
  rmSync(CMS_COPY, { recursive: true, force: true });
  mkdirSync(CMS_COPY, { recursive: true });
  for (const entry of readdirSync(CMS)) {
    if (['node_modules', 'dist', '.tmp', '.strapi', 'tests', 'package-lock.json'].includes(entry)) continue;
    cpSync(path.join(CMS, entry), path.join(CMS_COPY, entry), { recursive: true });
  }
  symlinkSync(path.join(CMS, 'node_modules'), path.join(CMS_COPY, 'node_modules'), 'dir');
}

/** Puts `data-dev-edit="<token>"` on the root element of the hero block's view, in the copy. */
function editHeroView(token: string): string {
  const dir = path.join(COPY, 'src', 'blocks', 'hero');
  const view = readdirSync(dir)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => path.join(dir, name))
    .find((file) => /return \(\s*<[A-Za-z]/.test(readFileSync(file, 'utf8')));
  if (!view) throw new Error(`no view in ${dir} returns JSX as "return (<…": adapt editHeroView to the block's view`);
  const source = readFileSync(view, 'utf8');
  writeFileSync(
    view,
    source.replace(/return \(\s*<[A-Za-z][\w.]*/, (root) => `${root} data-dev-edit="${token}"`),
  );
  return view;
}

const lastLines = () => output.split('\n').slice(-60).join('\n');

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    seconds[name] = Math.round((Date.now() - started) / 100) / 10;
  }
}

/** Resolves once the stack prints that all three answer their health checks; rejects if it exits first. */
function ready(child: NonNullable<typeof stack>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev was not ready in ${timeoutMs / 1000} s:\n${lastLines()}`)),
      timeoutMs,
    );
    const onData = () => {
      if (!output.includes(READY_LINE)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (${code ?? signal}) before it was ready:\n${lastLines()}`));
    });
  });
}

async function page(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${urls.web}${pathname}`, { signal: AbortSignal.timeout(90_000) });
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  copyWeb();
  copyCms();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-dev-'));
  const ports = { cms: await freePort(), pim: await freePort(), web: await freePort() };
  Object.assign(urls, {
    cms: `http://127.0.0.1:${ports.cms}`,
    pim: `http://127.0.0.1:${ports.pim}`,
    web: `http://127.0.0.1:${ports.web}`,
  });
  // A developer's shell: no test runner's variables, secrets of this run, data in a temp dir.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  stack = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    // Its own process group, so the teardown reaches every process it started (Strapi's cluster worker too).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...(ephemeralSecrets() as Record<string, string>),
      CMS_PORT: String(ports.cms),
      PIM_PORT: String(ports.pim),
      WEB_PORT: String(ports.web),
      WEB_DIR: COPY,
      CMS_DIR: CMS_COPY,
      DATABASE_FILENAME: path.join(dataDir, 'cms.db'),
      PIM_DB_FILE: path.join(dataDir, 'pim.db'),
      PUBLIC_DIR: path.join(dataDir, 'cms-public'),
      // With an admin user Strapi counts as set up and does not open a browser on its admin (it does in dev mode).
      ADMIN_EMAIL: 'dev-smoke@qilakseafood.example',
      ADMIN_PASSWORD: 'Dev-Smoke-Password-1',
      STACK_READY_TIMEOUT_MS: '280000',
    },
  });
  stack.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await timed('start', () => ready(stack!, 290_000));
}, 300_000);

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  const pgid = stack?.pid;
  if (pgid && groupAlive(pgid)) {
    // Ctrl-C's path: the stack stops its services; whatever is left after 20 s is killed.
    process.kill(-pgid, 'SIGTERM');
    const deadline = Date.now() + 20_000;
    while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200)); // teardown poll
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  }
  rmSync(COPY, { recursive: true, force: true });
  rmSync(CMS_COPY, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.log(`[dev] seconds: ${JSON.stringify(seconds)}`);
}, 60_000);

describe('npm run dev', () => {
  it('starts the CMS and the product service in watch mode', async () => {
    expect((await fetch(`${urls.cms}/_health`)).status).toBe(204);
    expect((await fetch(`${urls.pim}/api/health`)).status).toBe(200);
    expect(output).toMatch(/\[cms\].*(Strapi started successfully|Welcome back)/i);
  });

  it('serves a page of the site from next dev, with its CMS content', async () => {
    const { status, html } = await timed('first page', () => page('/da-DK'));
    expect(status, lastLines()).toBe(200);
    expect(html).toContain('<main');
    expect(html).toContain('lang="da');
    expect(html).not.toContain('data-dev-edit=');
  });

  it('serves the CMS admin', async () => {
    const response = await timed('admin', () => fetch(`${urls.cms}/admin`, { signal: AbortSignal.timeout(60_000) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<div id="strapi"/);
  });

  it('shows an edit to a block view in the served page', async () => {
    const token = `t${Date.now().toString(36)}`;
    editHeroView(token);
    await timed('edit shown', () =>
      expect
        .poll(async () => (await page('/da-DK')).html, { timeout: 90_000, interval: 500 })
        .toContain(`data-dev-edit="${token}"`),
    );
  });
});
