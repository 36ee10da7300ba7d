// The scale-out layout on one machine: PostgreSQL (Strapi), Redis (shared Next cache and tag revalidation),
// Strapi, the product service, two web instances and Varnish in front. Debian packages, installed if missing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findPgBin } from './pg-bin.mjs';
import { ROOT, StackError, freePort, prepareWebInstance, startStack } from './stack.mjs';

const PACKAGES = { pg_ctl: 'postgresql', 'redis-server': 'redis-server', varnishd: 'varnish varnish-modules' };

/**
 * @param {string[]} missing
 * @param {(line: string) => void} log
 * @param {string} tag
 */
function installPackages(missing, log, tag) {
  if (missing.length === 0) return;
  log(`[${tag}] installing Debian packages: ${missing.join(' ')}`);
  const result = spawnSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`],
    { stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new StackError(`could not install ${missing.join(' ')} (apt-get exit ${result.status})`);
  // The packaged services are not wanted: the scripts run their own instances on free ports.
  spawnSync('sh', ['-c', 'service postgresql stop; service redis-server stop; service varnish stop; true'], {
    stdio: 'ignore',
  });
}

/**
 * Whether the shell finds `binary` on the PATH.
 * @param {string} binary
 */
const onPath = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

/** @param {(line: string) => void} [log] */
export function ensureClusterPackages(log = console.log) {
  /** @type {string[]} */
  const missing = [];
  if (!findPgBin()) missing.push(PACKAGES.pg_ctl);
  if (!onPath('redis-server')) missing.push(PACKAGES['redis-server']);
  if (!onPath('varnishd') || !existsSync('/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so'))
    missing.push(PACKAGES.varnishd);
  installPackages(missing, log, 'cluster');
}

/**
 * Prometheus for `npm run start:cluster`, when Debian provides it (`apt-cache policy prometheus` names a candidate)
 * and it is not installed yet. The tests never need it: startCluster runs it only when the binary is there.
 * @param {(line: string) => void} [log]
 */
export function ensurePrometheusPackage(log = console.log) {
  if (onPath('prometheus')) return;
  const policy = spawnSync('apt-cache', ['policy', 'prometheus'], { encoding: 'utf8' });
  if (!/Candidate:\s*(?!\(none\))\S+/.test(policy.stdout ?? '')) {
    log('[cluster] Debian has no prometheus package here: the cluster runs without Prometheus');
    return;
  }
  try {
    installPackages(['prometheus'], log, 'cluster');
    spawnSync('sh', ['-c', 'service prometheus stop; true'], { stdio: 'ignore' });
  } catch (error) {
    log(`[cluster] ${error instanceof Error ? error.message : String(error)}; the cluster runs without Prometheus`);
  }
}

/**
 * Prometheus scraping the web instances' and the product service's metrics ports (deploy/prometheus/prometheus.yml
 * with this cluster's ports); undefined when the binary is not installed.
 * @param {string} dir
 * @param {number} port
 * @param {{ web: number[], pim: number }} targets
 * @param {string} logDir
 */
async function startPrometheus(dir, port, targets, logDir) {
  if (!onPath('prometheus')) return undefined;
  const template = readFileSync(path.join(ROOT, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8');
  const config = template
    .replace("['127.0.0.1:9464', '127.0.0.1:9465']", JSON.stringify(targets.web.map((p) => `127.0.0.1:${p}`)))
    .replace("['127.0.0.1:9470']", JSON.stringify([`127.0.0.1:${targets.pim}`]));
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, config);
  const out = openSync(path.join(logDir, 'prometheus.log'), 'a');
  const child = spawn(
    'prometheus',
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'prometheus')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', out, out] },
  );
  closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new StackError(`prometheus exited (${child.exitCode}); see prometheus.log`);
        return (await fetch(`${url}/-/ready`)).ok;
      },
      'Prometheus',
      30_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url };
}

/**
 * Chromium for the browser tests: Debian's chromium, installed when missing (at CHROMIUM_PATH when that is set,
 * which then has to exist already).
 * @param {(line: string) => void} [log]
 */
export function ensureChromiumPackage(log = console.log) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.env.CHROMIUM_PATH) throw new StackError(`CHROMIUM_PATH=${chromium} does not exist`);
  installPackages(['chromium'], log, 'chromium');
}

/**
 * Redis alone (the unit suite's shared-cache test on a real Redis, apps/web/src/lib/shared-cache/server.test.ts, which
 * is skipped where there is none): Debian's redis-server, installed when missing.
 * @param {(line: string) => void} [log]
 */
export function ensureRedisPackage(log = console.log) {
  installPackages(onPath('redis-server') ? [] : [PACKAGES['redis-server']], log, 'redis');
}

/** PostgreSQL alone (the CMS suite on PostgreSQL): Debian's postgresql, installed when missing. */
/** @param {(line: string) => void} [log] */
export function ensurePostgresPackage(log = console.log) {
  installPackages(findPgBin() ? [] : [PACKAGES.pg_ctl], log, 'postgres');
}

/**
 * @param {() => boolean | Promise<boolean>} check
 * @param {string} what
 */
async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await Promise.resolve()
      .then(check)
      .catch((/** @type {unknown} */ error) => {
        if (error instanceof StackError) throw error;
        return false;
      });
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`${what} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
function asPostgres(args, opts = {}) {
  return spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', ...opts });
}

/** Shuts down (fast) a server that startPostgres started in `dir`, if one runs there; usable without its handle. */
/** @param {string} dir */
export function stopPostgres(dir) {
  const data = path.join(dir, 'pg');
  const bin = findPgBin();
  if (!bin || !existsSync(path.join(data, 'postmaster.pid'))) return;
  asPostgres([path.join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'fast', '-w', '-t', '20'], { stdio: 'ignore' });
}

/**
 * A PostgreSQL server of its own in `dir` (initdb as the postgres user, trust auth for user `qilak`, on
 * 127.0.0.1:`port`, log in `dir`/postgres.log). With `database` it also creates that database. `settings` are
 * passed as `-c name=value`. Resolves with the server URL (no database), the database URL and stop(), which shuts
 * the server down (fast) and waits for it, and databases(); removing `dir` is the caller's job.
 * @param {string} dir
 * @param {number} port
 * @param {{ database?: string | null, settings?: Record<string, string | number> }} [options]
 */
export async function startPostgres(dir, port, { database = 'qilak_cms', settings = {} } = {}) {
  const bin = findPgBin();
  if (!bin) throw new StackError('PostgreSQL is not installed (/usr/lib/postgresql/<version>/bin)');
  const data = path.join(dir, 'pg');
  mkdirSync(data, { recursive: true });
  const pgUid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const pgGid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, pgUid, pgGid);
  chownSync(data, pgUid, pgGid);
  const init = asPostgres([path.join(bin, 'initdb'), '-D', data, '-U', 'qilak', '--auth=trust', '-E', 'UTF8']);
  if (init.status !== 0) throw new StackError(`initdb failed: ${String(init.stderr)}`);
  // Log to a file: an unread pipe fills up and then blocks the server on its next log line.
  const logFile = path.join(dir, 'postgres.log');
  const logFd = openSync(logFile, 'a');
  const extra = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      path.join(bin, 'postgres'),
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-h',
      '127.0.0.1',
      ...extra,
    ],
    { stdio: ['ignore', logFd, logFd] },
  );
  closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopPostgres(dir);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const serverUrl = `postgres://qilak@127.0.0.1:${port}/`;
  try {
    await waitFor(() => {
      if (child.exitCode !== null)
        throw new StackError(`PostgreSQL exited (${child.exitCode}): ${readFileSync(logFile, 'utf8').slice(-600)}`);
      return asPostgres([path.join(bin, 'pg_isready'), '-h', '127.0.0.1', '-p', String(port)]).status === 0;
    }, 'PostgreSQL');
    if (database) {
      const create = asPostgres([
        path.join(bin, 'createdb'),
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'qilak',
        database,
      ]);
      if (create.status !== 0) throw new StackError(`createdb failed: ${String(create.stderr)}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  /** Names of the databases on the server other than the templates and `postgres`. */
  /** @returns {string[]} */
  const databases = () => {
    const list = asPostgres([
      path.join(bin, 'psql'),
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'qilak',
      '-d',
      'postgres',
      '-Atc',
      "select datname from pg_database where not datistemplate and datname <> 'postgres' order by 1",
    ]);
    if (list.status !== 0) throw new StackError(`psql failed: ${String(list.stderr)}`);
    return String(list.stdout).split('\n').filter(Boolean);
  };
  return { child, serverUrl, url: database ? `${serverUrl}${database}` : serverUrl, stop, databases, logFile };
}

/** @param {number} port */
async function startRedis(port) {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--notify-keyspace-events',
      'Exe',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(
    () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
    'Redis',
  );
  return { child, url: `redis://127.0.0.1:${port}` };
}

/**
 * @param {string} dir
 * @param {number} port
 * @param {[number, number]} webPorts
 */
async function startVarnish(dir, port, webPorts) {
  // varnishd reads the VCL and works in its directory as an unprivileged user; a mkdtemp dir is root-only.
  chmodSync(dir, 0o755);
  const template = readFileSync(path.join(ROOT, 'deploy', 'varnish', 'default.vcl'), 'utf8');
  const vcl = template
    .replace('.port = "3001";', `.port = "${webPorts[0]}";`)
    .replace('.port = "3002";', `.port = "${webPorts[1]}";`);
  const vclFile = path.join(dir, 'site.vcl');
  writeFileSync(vclFile, vcl);
  const workdir = path.join(dir, 'varnish');
  mkdirSync(workdir, { recursive: true });
  const child = spawn(
    'varnishd',
    ['-F', '-a', `127.0.0.1:${port}`, '-f', vclFile, '-n', workdir, '-s', 'malloc,256m', '-p', 'default_grace=0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stdout.on('data', (d) => (stderr += d));
  child.stderr.on('data', (d) => (stderr += d));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new StackError(`varnishd exited (${child.exitCode}): ${stderr.slice(-600)}`);
      // Only Varnish's answer counts (our VCL marks each one with X-Cache): another server on this port, were it
      // given twice, would otherwise pass for the edge.
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      await response.body?.cancel();
      return response.status < 500 && response.headers.has('x-cache');
    },
    'Varnish',
    60_000,
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * Starts the whole cluster; resolves with URLs and stop functions once every part answers.
 * @param {{ dir: string, sharedEnv: Record<string, string>, logDir: string, log?: (line: string) => void }} options
 */
export async function startCluster({ dir, sharedEnv, logDir, log = console.log }) {
  ensureClusterPackages(log);
  const ports = {
    pg: await freePort(),
    redis: await freePort(),
    cms: await freePort(),
    pim: await freePort(),
    web1: await freePort(),
    web2: await freePort(),
    varnish: await freePort(),
    webMetrics1: await freePort(),
    webMetrics2: await freePort(),
    pimMetrics: await freePort(),
    prometheus: await freePort(),
  };
  /** @type {import('node:child_process').ChildProcess[]} */
  const procs = [];
  /** @type {import('./stack.mjs').Stack[]} */
  const stacks = [];
  const stopAll = async () => {
    for (const stack of stacks.reverse()) await stack.stopAll();
    for (const p of procs.reverse()) {
      if (p.exitCode === null) {
        p.kill('SIGTERM');
        await new Promise((/** @type {(value?: unknown) => void} */ r) => {
          const t = setTimeout(() => {
            p.kill('SIGKILL');
            r();
          }, 10_000);
          p.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
    }
  };
  try {
    log('[cluster] PostgreSQL, Redis…');
    const pg = await startPostgres(dir, ports.pg);
    procs.push(pg.child);
    const redis = await startRedis(ports.redis);
    procs.push(redis.child);
    const varnishUrl = `http://127.0.0.1:${ports.varnish}`;
    log('[cluster] Strapi on PostgreSQL, product service…');
    const upstream = await startStack({
      mode: 'production',
      ports: { cms: ports.cms, pim: ports.pim, web: ports.web1 },
      services: ['cms', 'pim'],
      logDir,
      sharedEnv: { ...sharedEnv, DATABASE_CLIENT: 'postgres', DATABASE_URL: pg.url },
      // The webhook goes through the edge: any healthy web instance takes it; Redis spreads the revalidation.
      env: {
        cms: { WEB_REVALIDATE_URL: `${varnishUrl}/api/revalidate` },
        pim: { PIM_METRICS_PORT: String(ports.pimMetrics), PIM_WEBHOOK_URL: `${varnishUrl}/api/revalidate` },
      },
    });
    stacks.push(upstream);
    /** @type {import('./stack.mjs').Stack[]} */
    const webs = [];
    for (const [name, port, metricsPort] of /** @type {const} */ ([
      ['web1', ports.web1, ports.webMetrics1],
      ['web2', ports.web2, ports.webMetrics2],
    ])) {
      log(`[cluster] ${name}…`);
      const stack = await startStack({
        mode: 'production',
        ports: { cms: ports.cms, pim: ports.pim, web: port },
        services: ['web'],
        logDir: path.join(logDir, name),
        sharedEnv: {
          ...sharedEnv,
          REDIS_URL: redis.url,
          REDIS_KEY_PREFIX: `qilak-${path.basename(dir)}:`,
          EDGE_PURGE_URL: varnishUrl,
          METRICS_PORT: String(metricsPort),
          // Varnish probes readiness every 2 s and needs 2 failures: the instance keeps accepting that long.
          SHUTDOWN_DELAY_MS: '4000',
          // Varnish, on this machine, appends the visitor's address to X-Forwarded-For: the instances believe it
          // from Varnish only (geo look-up, attempt limits).
          TRUSTED_PROXIES: '127.0.0.1,::1',
        },
        // One public origin for both, as behind a real edge: their sitemaps and canonical URLs are the same.
        env: { webDir: prepareWebInstance(`cluster-${name}`), siteUrl: varnishUrl },
      });
      stacks.push(stack);
      webs.push(stack);
    }
    log('[cluster] Varnish…');
    const varnish = await startVarnish(dir, ports.varnish, [ports.web1, ports.web2]);
    procs.push(varnish.child);
    const [web1, web2] = /** @type {[import('./stack.mjs').Stack, import('./stack.mjs').Stack]} */ (webs);
    /** @type {{ child: import('node:child_process').ChildProcess, url: string } | undefined} */
    let prometheus;
    try {
      prometheus = await startPrometheus(
        dir,
        ports.prometheus,
        { web: [ports.webMetrics1, ports.webMetrics2], pim: ports.pimMetrics },
        logDir,
      );
      if (prometheus) procs.push(prometheus.child);
    } catch (error) {
      log(`[cluster] ${error instanceof Error ? error.message : String(error)}; going on without Prometheus`);
    }
    return {
      urls: {
        metrics: {
          web1: `http://127.0.0.1:${ports.webMetrics1}/metrics`,
          web2: `http://127.0.0.1:${ports.webMetrics2}/metrics`,
          pim: `http://127.0.0.1:${ports.pimMetrics}/metrics`,
        },
        prometheus: prometheus?.url,
        varnish: varnish.url,
        web1: web1.urls.web,
        web2: web2.urls.web,
        cms: upstream.urls.cms,
        pim: upstream.urls.pim,
        postgres: pg.url,
        redis: redis.url,
      },
      webs,
      upstream,
      stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
