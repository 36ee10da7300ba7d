import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, freePort, prepareWebInstance } from '../../scripts/lib/stack.mjs';
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';
import { startFaultProxy } from '../support/fault-proxy.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    outageWebUrl: string;
    outageCmsUrl: string;
    outageSecrets: Record<string, string>;
    outageAdmin: { email: string; password: string };
    /**
     * A small control server: POST /cms/{pass|down|slow}, /pim/{pass|down|slow} switches the fault proxies;
     * GET /cms/forwarded, /pim/forwarded tells how many connections each has passed on to its upstream;
     * GET /cms/refused, /pim/refused how many it refused while down.
     */
    faultControlUrl: string;
    /** The fault proxies in front of the CMS and the product service, for a web server a test starts itself. */
    outageProxyUrls: { cms: string; pim: string };
    outageLogDir: string;
  }
}

interface Proxy {
  url: string;
  forwarded(): number;
  pass(): void;
  down(): void;
  slow(ms: number): void;
  refused(): number;
  close(): Promise<void>;
}
interface Stack {
  urls: { web: string; cms: string };
  stopAll(): Promise<void>;
}

let stack: Stack | undefined;
let proxies: Proxy[] = [];
let control: ReturnType<typeof createServer> | undefined;
let dir: string | undefined;

export async function setup(project: TestProject) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'qilak-outage-'));
  const secrets = ephemeralSecrets() as Record<string, string>;
  const admin = { email: 'outage@qilakseafood.example', password: 'Outage-Password-1' };
  const ports = { cms: await freePort(), pim: await freePort(), web: await freePort() };
  const cmsProxy = (await startFaultProxy(ports.cms)) as Proxy;
  const pimProxy = (await startFaultProxy(ports.pim)) as Proxy;
  proxies = [cmsProxy, pimProxy];
  stack = await startStack({
    mode: 'production',
    ports,
    logDir: path.join(dir, 'logs'),
    sharedEnv: {
      ...secrets,
      APP_ENV: 'test',
      SERVE_ADMIN: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATABASE_FILENAME: path.join(dir, 'cms.db'),
      PIM_DB_FILE: path.join(dir, 'pim.db'),
      PUBLIC_DIR: path.join(dir, 'cms-public'),
    },
    env: { webDir: prepareWebInstance('outage'), web: { CMS_URL: cmsProxy.url, PIM_URL: pimProxy.url } },
  });
  control = createServer((req, res) => {
    const [, which, mode, ms] = (req.url ?? '').split('/');
    const proxy = which === 'cms' ? cmsProxy : which === 'pim' ? pimProxy : undefined;
    if (proxy && (mode === 'forwarded' || mode === 'refused')) {
      res.end(String(mode === 'forwarded' ? proxy.forwarded() : proxy.refused()));
      return;
    }
    if (!proxy || !['pass', 'down', 'slow'].includes(mode ?? '')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    if (mode === 'slow') proxy.slow(Number(ms ?? 5000));
    else if (mode === 'down') proxy.down();
    else proxy.pass();
    res.end('ok');
  });
  const controlPort = await freePort();
  await new Promise<void>((resolve) => control!.listen(controlPort, '127.0.0.1', resolve));
  project.provide('outageWebUrl', stack.urls.web);
  project.provide('outageCmsUrl', stack.urls.cms);
  project.provide('outageSecrets', secrets);
  project.provide('outageAdmin', admin);
  project.provide('faultControlUrl', `http://127.0.0.1:${controlPort}`);
  project.provide('outageProxyUrls', { cms: cmsProxy.url, pim: pimProxy.url });
  project.provide('outageLogDir', path.join(dir, 'logs'));
}

export async function teardown() {
  control?.close();
  await stack?.stopAll();
  for (const p of proxies) await p.close();
  if (dir && !process.env.KEEP_OUTAGE_DATA) rmSync(dir, { recursive: true, force: true });
}
