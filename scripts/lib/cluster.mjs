// The scale-out layout on one machine: PostgreSQL (Strapi), Redis (shared Next cache and tag revalidation),
// Strapi, the product service, two web instances and Varnish in front. Debian packages, installed if missing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, StackError, freePort, prepareWebInstance, startStack } from './stack.mjs';

const PACKAGES = { pg_ctl: 'postgresql', 'redis-server': 'redis-server', varnishd: 'varnish varnish-modules' };

function findPgBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort().pop() : undefined;
  return version ? path.join(base, version, 'bin') : undefined;
}

export function ensureClusterPackages(log = console.log) {
  const missing = [];
  if (!findPgBin()) missing.push(PACKAGES.pg_ctl);
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) missing.push(PACKAGES['redis-server']);
  if (spawnSync('sh', ['-c', 'command -v varnishd']).status !== 0 || !existsSync('/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so')) missing.push(PACKAGES.varnishd);
  if (missing.length === 0) return;
  log(`[cluster] installing Debian packages: ${missing.join(' ')}`);
  const result = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { stdio: 'inherit' });
  if (result.status !== 0) throw new StackError(`could not install ${missing.join(' ')} (apt-get exit ${result.status})`);
  // The packaged services are not wanted: this script runs its own instances on free ports.
  spawnSync('sh', ['-c', 'service postgresql stop; service redis-server stop; service varnish stop; true'], { stdio: 'ignore' });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await check().catch((error) => {
      if (error instanceof StackError) throw error;
      return false;
    });
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`${what} was not ready within ${timeoutMs / 1000} s`);
}

function asPostgres(args, opts = {}) {
  return spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', ...opts });
}

async function startPostgres(dir, port) {
  const bin = findPgBin();
  const data = path.join(dir, 'pg');
  mkdirSync(data, { recursive: true });
  const pgUid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const pgGid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, pgUid, pgGid);
  chownSync(data, pgUid, pgGid);
  const init = asPostgres([path.join(bin, 'initdb'), '-D', data, '-U', 'qilak', '--auth=trust', '-E', 'UTF8']);
  if (init.status !== 0) throw new StackError(`initdb failed: ${init.stderr}`);
  const child = spawn('runuser', ['-u', 'postgres', '--', path.join(bin, 'postgres'), '-D', data, '-p', String(port), '-k', dir, '-h', '127.0.0.1'], { stdio: ['ignore', 'ignore', 'pipe'] });
  await waitFor(async () => asPostgres([path.join(bin, 'pg_isready'), '-h', '127.0.0.1', '-p', String(port)]).status === 0, 'PostgreSQL');
  const create = asPostgres([path.join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'qilak', 'qilak_cms']);
  if (create.status !== 0) throw new StackError(`createdb failed: ${create.stderr}`);
  return { child, url: `postgres://qilak@127.0.0.1:${port}/qilak_cms` };
}

async function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'], { stdio: 'ignore' });
  await waitFor(async () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG', 'Redis');
  return { child, url: `redis://127.0.0.1:${port}` };
}

async function startVarnish(dir, port, webPorts) {
  // varnishd reads the VCL and works in its directory as an unprivileged user; a mkdtemp dir is root-only.
  chmodSync(dir, 0o755);
  const template = readFileSync(path.join(ROOT, 'deploy', 'varnish', 'default.vcl'), 'utf8');
  const vcl = template.replace('.port = "3001";', `.port = "${webPorts[0]}";`).replace('.port = "3002";', `.port = "${webPorts[1]}";`);
  const vclFile = path.join(dir, 'site.vcl');
  writeFileSync(vclFile, vcl);
  const workdir = path.join(dir, 'varnish');
  mkdirSync(workdir, { recursive: true });
  const child = spawn('varnishd', ['-F', '-a', `127.0.0.1:${port}`, '-f', vclFile, '-n', workdir, '-s', 'malloc,256m', '-p', 'default_grace=0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stdout.on('data', (d) => (stderr += d));
  child.stderr.on('data', (d) => (stderr += d));
  await waitFor(async () => {
    if (child.exitCode !== null) throw new StackError(`varnishd exited (${child.exitCode}): ${stderr.slice(-600)}`);
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status < 500;
  }, 'Varnish', 60_000);
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Starts the whole cluster; resolves with URLs and stop functions once every part answers. */
export async function startCluster({ dir, sharedEnv, logDir, log = console.log }) {
  ensureClusterPackages(log);
  const ports = { pg: await freePort(), redis: await freePort(), cms: await freePort(), pim: await freePort(), web1: await freePort(), web2: await freePort(), varnish: await freePort() };
  const procs = [];
  const stacks = [];
  const stopAll = async () => {
    for (const stack of stacks.reverse()) await stack.stopAll();
    for (const p of procs.reverse()) {
      if (p.exitCode === null) {
        p.kill('SIGTERM');
        await new Promise((r) => {
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
      env: { cms: { WEB_REVALIDATE_URL: `${varnishUrl}/api/revalidate` } },
    });
    stacks.push(upstream);
    const webs = [];
    for (const [name, port] of [['web1', ports.web1], ['web2', ports.web2]]) {
      log(`[cluster] ${name}…`);
      const stack = await startStack({
        mode: 'production',
        ports: { cms: ports.cms, pim: ports.pim, web: port },
        services: ['web'],
        logDir: path.join(logDir, name),
        sharedEnv: { ...sharedEnv, REDIS_URL: redis.url, REDIS_KEY_PREFIX: `qilak-${path.basename(dir)}:`, EDGE_PURGE_URL: varnishUrl },
        env: { webDir: prepareWebInstance(`cluster-${name}`) },
      });
      stacks.push(stack);
      webs.push(stack);
    }
    log('[cluster] Varnish…');
    const varnish = await startVarnish(dir, ports.varnish, [ports.web1, ports.web2]);
    procs.push(varnish.child);
    return {
      urls: { varnish: varnish.url, web1: webs[0].urls.web, web2: webs[1].urls.web, cms: upstream.urls.cms, pim: upstream.urls.pim, postgres: pg.url, redis: redis.url },
      webs,
      upstream,
      stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
