// Starts and stops the three parts of the site (cms, pim, web) as child processes. Used by `npm start`,
// `npm run dev`, the browser tests, the benchmark and the chaos run, so all of them start the stack one way.
import { spawn, spawnSync } from 'node:child_process';
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
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * Per-service environment of a stack, plus where the web service runs from and the site's public URL.
 * @typedef {{ cms?: Record<string, string>, pim?: Record<string, string>, web?: Record<string, string>,
 *   webDir?: string, siteUrl?: string }} StackEnv
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
 * Builds what is not built yet (or everything with force); each build prints under its name.
 * @param {BuildName[]} names
 * @param {{ force?: boolean, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 */
export function ensureBuilt(names, { force = false, log = console.log, env = process.env } = {}) {
  for (const name of names) {
    const build = BUILDS[name];
    if (!force && existsSync(build.marker)) continue;
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
    if (['node_modules', '.next', 'dist', '.tmp', 'var', 'build', '.strapi'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}
/** @type {Record<BuildName, string[]>} */
const SOURCES = {
  pim: ['apps/pim/src', 'packages'],
  cmsServer: ['apps/cms/src', 'apps/cms/config'],
  cmsAdmin: ['apps/cms/src/admin'],
  web: ['apps/web', 'packages'],
};

/** @param {BuildName[]} names */
export function staleBuilds(names) {
  return names.filter((name) => {
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

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
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
        cwd: CMS_DIR,
        command: process.execPath,
        args: mode === 'dev' ? [STRAPI_BIN, 'develop'] : [path.join(CMS_DIR, 'scripts', 'serve.mjs')],
        env: {
          HOST: '127.0.0.1',
          PORT: String(ports.cms),
          WEB_REVALIDATE_URL: `${urls.web}/api/revalidate`,
          STRAPI_TELEMETRY_DISABLED: 'true',
          ...env.cms,
        },
        health: `${urls.cms}/_health`,
      };
    case 'pim':
      return {
        cwd: PIM_DIR,
        command: process.execPath,
        args: mode === 'dev' ? ['--import', 'tsx', '--watch', 'src/server.ts'] : ['dist/server.js'],
        env: { HOST: '127.0.0.1', PIM_PORT: String(ports.pim), ...env.pim },
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
            : [path.join(WEB_DIR, 'dist-server', 'index.mjs')],
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
