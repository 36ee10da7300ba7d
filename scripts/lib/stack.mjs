// Starts and stops the three parts of the site (cms, pim, web) as child processes. Used by `npm start`,
// `npm run dev`, the browser tests, the benchmark and the chaos run, so all of them start the stack one way.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildCacheEntry, hashInto, keepInBuildCache } from './build-cache.mjs';
import { restoreSeededCms, storeSeededCms } from './seeded-cms.mjs';

export { freePort } from './ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CMS_DIR = path.join(ROOT, 'apps', 'cms');
const PIM_DIR = path.join(ROOT, 'apps', 'pim');
const WEB_DIR = path.join(ROOT, 'apps', 'web');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export class StackError extends Error {}

/** @typedef {'pim' | 'cmsServer' | 'cmsAdmin' | 'web'} BuildName */
/** @typedef {'cms' | 'pim' | 'web'} ServiceName */
/** @typedef {{ cms: number, pim: number, web: number }} StackPorts */
/**
 * Per-service environment of a stack, plus where the web service (and, in dev mode, the CMS) runs from and the
 * site's public URL.
 * @typedef {{ cms?: Record<string, string>, pim?: Record<string, string>, web?: Record<string, string>,
 *   webDir?: string, webNodeArgs?: string[], cmsDir?: string, siteUrl?: string }} StackEnv
 */
/** @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & { expectedExit?: boolean }} ServiceChild */
/**
 * @typedef {object} StackOptions
 * @property {'production' | 'dev'} [mode]
 * @property {StackPorts} ports
 * @property {ServiceName[]} [services]
 * @property {Record<string, string | undefined>} [sharedEnv]
 * @property {StackEnv} [env]
 * @property {string} [logDir] the services' output goes to <logDir>/<name>.log instead of this process's output
 * @property {number} [readyTimeoutMs]
 * @property {boolean} [seededCms] a throw-away CMS (production mode, SQLite, its database not there yet) starts from
 *   the seeded database of the build cache, or keeps its own once seeded for the next (scripts/lib/seeded-cms.mjs)
 * @property {(name: ServiceName, code: number | null, signal: NodeJS.Signals | null) => void} [onExit]
 */
/**
 * @typedef {object} Stack
 * @property {StackPorts} ports
 * @property {{ cms: string, pim: string, web: string }} urls
 * @property {Map<ServiceName, ServiceChild>} children
 * @property {(name: ServiceName) => Promise<ServiceChild>} start
 * @property {(name: ServiceName, signal?: NodeJS.Signals) => Promise<void>} stop
 * @property {() => Promise<void>} stopAll
 */

/**
 * What each service needs built, and how to build it.
 * @type {Record<BuildName, { marker: string, command: [string, string[]], cwd: string }>}
 */
export const BUILDS = {
  pim: {
    marker: path.join(PIM_DIR, 'dist', 'server.js'),
    command: ['npm', ['run', 'build', '-w', '@qilak/pim']],
    cwd: ROOT,
  },
  cmsServer: {
    marker: path.join(CMS_DIR, 'dist', 'src', 'index.js'),
    command: ['npm', ['run', 'build:server']],
    cwd: CMS_DIR,
  },
  cmsAdmin: {
    marker: path.join(CMS_DIR, 'dist', 'build', 'index.html'),
    command: ['npm', ['run', 'build']],
    cwd: CMS_DIR,
  },
  web: {
    marker: path.join(WEB_DIR, 'dist-server', 'index.mjs'),
    command: ['npm', ['run', 'build', '-w', '@qilak/web']],
    cwd: ROOT,
  },
};

/**
 * Builds what is not built yet (or everything with force); each build prints under its name. The admin panel
 * (minutes on 2 cores) comes from the build cache when one of the same inputs is there (`useCache: false` skips it).
 * @param {BuildName[]} names
 * @param {{ force?: boolean, useCache?: boolean, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 */
export function ensureBuilt(names, { force = false, useCache = true, log = console.log, env = process.env } = {}) {
  for (const name of names) {
    const build = BUILDS[name];
    if (!force && existsSync(build.marker) && (name !== 'cmsAdmin' || adminBuildIsCurrent())) continue;
    if (name === 'cmsAdmin' && useCache && restoreAdminBuild(log)) continue;
    log(`[build] ${name}: ${build.command[0]} ${build.command[1].join(' ')}`);
    const started = Date.now();
    const result = spawnSync(build.command[0], build.command[1], {
      cwd: build.cwd,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true' },
    });
    if (result.status !== 0)
      throw new StackError(`build of ${name} failed (exit ${result.status ?? result.signal}); see its output above`);
    log(`[build] ${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (name === 'cmsAdmin') storeAdminBuild(log);
  }
}

/**
 * What the admin bundle is made of: Strapi and its plugins (the CMS lockfile), the admin and plugin config, and
 * admin customisations. Not the content types: the admin reads those from the API at run time.
 */
const ADMIN_INPUTS = [
  'apps/cms/package-lock.json',
  'apps/cms/config/admin.ts',
  'apps/cms/config/plugins.ts',
  'apps/cms/src/admin',
];
const ADMIN_KEY_FILE = path.join(CMS_DIR, 'dist', '.admin-build-key');
/** The admin build's cache key: a hash of its inputs. */
export function adminBuildKey() {
  const hash = createHash('sha256');
  for (const input of ADMIN_INPUTS) hashInto(hash, path.join(ROOT, input));
  return hash.digest('hex').slice(0, 16);
}

function adminBuildIsCurrent() {
  return (
    existsSync(BUILDS.cmsAdmin.marker) &&
    existsSync(ADMIN_KEY_FILE) &&
    readFileSync(ADMIN_KEY_FILE, 'utf8').trim() === adminBuildKey()
  );
}

/**
 * Copies a cached admin build of the same inputs into apps/cms/dist/build; false when there is none.
 * @param {(line: string) => void} log
 */
function restoreAdminBuild(log) {
  const key = adminBuildKey();
  const cached = buildCacheEntry('cms-admin', key);
  if (!existsSync(path.join(cached, 'index.html'))) return false;
  const target = path.dirname(BUILDS.cmsAdmin.marker);
  rmSync(target, { recursive: true, force: true });
  cpSync(cached, target, { recursive: true });
  writeFileSync(ADMIN_KEY_FILE, `${key}\n`);
  log(`[build] cmsAdmin: from the build cache (${cached})`);
  return true;
}

/**
 * Keeps the admin build just made in the cache (written aside, then renamed: a concurrent reader never sees half),
 * and the three newest entries only.
 * @param {(line: string) => void} log
 */
function storeAdminBuild(log) {
  const key = adminBuildKey();
  writeFileSync(ADMIN_KEY_FILE, `${key}\n`);
  try {
    keepInBuildCache(
      'cms-admin',
      key,
      (dir) => cpSync(path.dirname(BUILDS.cmsAdmin.marker), dir, { recursive: true }),
      3,
    );
  } catch (error) {
    // A cache that cannot be written costs the next run a build, nothing else.
    log(`[build] cmsAdmin: not cached (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * A build is stale when any source under its app changed after the build marker was written.
 * @param {string} dir
 * @returns {number}
 */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build output is not a source (the web's dist-server holds the server and the search worker, written in turn).
    if (['node_modules', '.next', 'dist', 'dist-server', '.tmp', 'var', 'build', '.strapi'].includes(entry.name))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}
/** @type {Record<Exclude<BuildName, 'cmsAdmin'>, string[]>} */
const SOURCES = {
  pim: ['apps/pim/src', 'packages'],
  cmsServer: ['apps/cms/src', 'apps/cms/config'],
  web: ['apps/web', 'packages'],
};

/**
 * Builds whose sources changed since they were made (the admin panel: whose inputs' hash changed).
 * @param {BuildName[]} names
 */
export function staleBuilds(names) {
  return names.filter((name) => {
    if (name === 'cmsAdmin') return !adminBuildIsCurrent();
    const marker = BUILDS[name].marker;
    if (!existsSync(marker)) return true;
    const built = statSync(marker).mtimeMs;
    return SOURCES[name].some((dir) => existsSync(path.join(ROOT, dir)) && newestSource(path.join(ROOT, dir)) > built);
  });
}

/**
 * @param {number} port
 * @param {string} name
 * @returns {Promise<void>}
 */
export function assertPortFree(port, name) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        new StackError(
          error.code === 'EADDRINUSE'
            ? `port ${port} (${name}) is in use: stop what runs there or choose another port with ${name.toUpperCase()}_PORT`
            : `port ${port} (${name}): ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * A private copy of the web build for one throw-away stack (tests, bench, chaos): Next keeps its page cache
 * inside .next, so stacks on other data must not share one. Sources are linked, the build is copied without
 * what Next writes while serving: its data cache (.next/cache) and its rendered pages (.next/server/route-cache).
 * A page that `npm start` rendered would otherwise start the stack as a stale copy of other data, possibly
 * rendered for another APP_ENV (a production page shows the consent banner a test stack must not show).
 * @param {string} name
 */
export function prepareWebInstance(name) {
  const dir = path.join(WEB_DIR, '.instances', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const build = path.join(WEB_DIR, '.next');
  const served = [path.join(build, 'cache'), path.join(build, 'server', 'route-cache')];
  cpSync(build, path.join(dir, '.next'), {
    recursive: true,
    filter: (src) => !served.some((d) => src === d || src.startsWith(d + path.sep)),
  });
  for (const entry of [
    'src',
    'public',
    'messages',
    'dist-server',
    'next.config.ts',
    'cache-handler.cjs',
    'package.json',
    'tsconfig.json',
    'route-rules.json',
  ]) {
    if (existsSync(path.join(WEB_DIR, entry))) symlinkSync(path.join(WEB_DIR, entry), path.join(dir, entry));
  }
  return dir;
}

/**
 * Node flags of the production web server (also in apps/web's `npm start` and web.Dockerfile): a young generation of
 * 4 MB, so that a scavenge while catalogues load (most of what it copies survives) pauses the event loop for a few
 * milliseconds instead of 20 to 40; and a first full collection only once the old generation reaches 512 MB, so that
 * the heaps growing through the start are not marked and compacted again and again on the way (at `--scale`, nine
 * mark-compacts of the server's and the search worker's heaps became three; issue 33, docs/MEASUREMENTS.md, section 7).
 */
const WEB_NODE_FLAGS = ['--max-semi-space-size=4', '--initial-old-space-size=512'];

/**
 * The command line and environment of each service in a mode.
 * @param {ServiceName} name
 * @param {'production' | 'dev'} mode
 * @param {StackPorts} ports
 * @param {StackEnv} env
 */
function serviceSpec(name, mode, ports, env) {
  const urls = stackUrls(ports);
  switch (name) {
    case 'cms':
      return {
        // `strapi develop` compiles the app it runs in into that app's dist (cleaning it first): a copy of apps/cms
        // (cmsDir) keeps the tree's build untouched for the servers that run from it meanwhile.
        cwd: mode === 'dev' ? (env.cmsDir ?? CMS_DIR) : CMS_DIR,
        command: process.execPath,
        args: mode === 'dev' ? [STRAPI_BIN, 'develop'] : [path.join(CMS_DIR, 'scripts', 'serve.mjs')],
        env: {
          HOST: '127.0.0.1',
          PORT: String(ports.cms),
          WEB_REVALIDATE_URL: `${urls.web}/api/revalidate`,
          STRAPI_TELEMETRY_DISABLED: 'true',
          // Everything runs on this machine: with APP_ENV=production the inquiry outbox then starts without a
          // configured sender (apps/cms/src/inquiry/config.ts), as the site accepts localhost upstreams.
          LOCAL_STACK: '1',
          ...env.cms,
        },
        health: `${urls.cms}/_health`,
      };
    case 'pim':
      return {
        cwd: PIM_DIR,
        command: process.execPath,
        args: mode === 'dev' ? ['--import', 'tsx', '--watch', 'src/server.ts'] : ['dist/server.js'],
        // PIM-NOTIFY: catalogue changes reach the site through its revalidation endpoint, as the CMS's do.
        env: {
          HOST: '127.0.0.1',
          PIM_PORT: String(ports.pim),
          PIM_WEBHOOK_URL: `${urls.web}/api/revalidate`,
          ...env.pim,
        },
        health: `${urls.pim}/api/health`,
      };
    case 'web':
      return {
        cwd: env.webDir ?? WEB_DIR,
        command: process.execPath,
        // Production runs our server (Next's handler + CSP hashes, edge cache headers); dev runs next dev, without
        // -H: given 127.0.0.1, Next reports 'localhost' in request URLs, so the proxy's rewrites look like another
        // origin and next dev forwards them to localhost (::1), where nothing listens (server/index.ts, same trap).
        args:
          mode === 'dev'
            ? [NEXT_BIN, 'dev', '-p', String(ports.web)]
            : [...WEB_NODE_FLAGS, ...(env.webNodeArgs ?? []), path.join(WEB_DIR, 'dist-server', 'index.mjs')],
        env: {
          HOST: '127.0.0.1',
          PORT: String(ports.web),
          CMS_URL: urls.cms,
          PIM_URL: urls.pim,
          SITE_URL: env.siteUrl ?? urls.web,
          // Everything runs on this machine: production mode may then use localhost upstreams (lib/config).
          LOCAL_STACK: '1',
          NEXT_TELEMETRY_DISABLED: '1',
          ...env.web,
        },
        health: `${urls.web}/api/health`,
      };
    default:
      throw new Error(`unknown service ${String(name)}`);
  }
}

/** @param {StackPorts} ports */
export function stackUrls(ports) {
  return {
    cms: `http://127.0.0.1:${ports.cms}`,
    pim: `http://127.0.0.1:${ports.pim}`,
    web: `http://127.0.0.1:${ports.web}`,
  };
}

/**
 * @param {string} url
 * @param {ServiceChild} child
 * @param {string} name
 * @param {number} timeoutMs
 */
async function waitHealthy(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode)
      throw new StackError(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 400) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250)); // polling interval, not an assertion
  }
  throw new StackError(`${name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts services and resolves once each answers its health check.
 * @param {StackOptions} options
 * @returns {Promise<Stack>}
 */
export async function startStack(options) {
  const {
    mode = 'production',
    ports,
    services = ['cms', 'pim', 'web'],
    sharedEnv = {},
    env = {},
    logDir,
    readyTimeoutMs = Number(process.env.STACK_READY_TIMEOUT_MS) || 180_000,
  } = options;
  /** @type {Map<ServiceName, ServiceChild>} */
  const children = new Map();
  let stopping = false;

  /** @param {ServiceName} name */
  const launch = async (name) => {
    const spec = serviceSpec(name, mode, ports, env);
    const childEnv = {
      ...process.env,
      ...sharedEnv,
      ...spec.env,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
    };
    // A throw-away CMS on a database that does not exist yet starts from the seeded one of the build cache.
    const seeded = name === 'cms' && mode === 'production' && options.seededCms === true;
    const restored = seeded && restoreSeededCms(childEnv);
    /** @type {ServiceChild} */
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    if (logDir) {
      mkdirSync(logDir, { recursive: true });
      const file = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    } else {
      /**
       * @param {import('node:stream').Readable} stream
       * @param {NodeJS.WriteStream} out
       */
      const prefix = (stream, out) => {
        let rest = '';
        stream.on('data', (/** @type {Buffer} */ chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`[${name}] ${line}\n`);
        });
      };
      prefix(child.stdout, process.stdout);
      prefix(child.stderr, process.stderr);
    }
    child.on('exit', (code, signal) => {
      if (children.get(name) === child) children.delete(name);
      if (!stopping && !child.expectedExit) options.onExit?.(name, code, signal);
    });
    children.set(name, child);
    try {
      await waitHealthy(spec.health, child, name, readyTimeoutMs);
      if (seeded && !restored) storeSeededCms(childEnv);
    } catch (error) {
      // The cause is in the service's own output: show its last lines with the error.
      const logFile = logDir ? path.join(logDir, `${name}.log`) : undefined;
      await new Promise((r) => setTimeout(r, 200));
      const tail =
        logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n') : '';
      const message = error instanceof Error ? error.message : String(error);
      throw new StackError(`${message}${tail ? `\n--- last lines of ${logFile}:\n${tail}` : ''}`);
    }
    return child;
  };

  /**
   * @param {ServiceName} name
   * @param {NodeJS.Signals} [signal]
   * @returns {Promise<void>}
   */
  const stopOne = (name, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null) return resolve();
      child.expectedExit = true;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill(signal);
    });

  /** @type {Stack} */
  const handle = {
    ports,
    urls: stackUrls(ports),
    children,
    start: (name) => launch(name),
    stop: (name, signal) => stopOne(name, signal),
    async stopAll() {
      stopping = true;
      await Promise.all([...children.keys()].map((name) => stopOne(name)));
    },
  };

  try {
    await Promise.all(services.map((name) => launch(name)));
  } catch (error) {
    await handle.stopAll();
    throw error;
  }
  return handle;
}
