import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, freePort, prepareWebInstance } from '../../scripts/lib/stack.mjs';
import { startFaultProxy } from '../support/fault-proxy.mjs';
import { setup as setupSharedStack, teardown as teardownSharedStack } from '../e2e/global-setup';

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
  urls: { web: string };
  stopAll(): Promise<void>;
}

let stack: Stack | undefined;
let proxies: Proxy[] = [];
let control: ReturnType<typeof createServer> | undefined;
let webDir: string | undefined;

/**
 * The outage tests run on the browser tests' stack (tests/e2e/global-setup.ts: one Strapi and one product service
 * per run): fault proxies in front of its cms and pim, and a web server of their own behind the proxies, so a fault
 * reaches this server only and the site it serves has never read the product service when the first test starts.
 */
export async function setup(project: TestProject) {
  await setupSharedStack(project);
  const shared = project.getProvidedContext();
  const secrets = shared.stackSecrets;
  const cmsPort = Number(new URL(shared.cmsUrl).port);
  const pimPort = Number(new URL(shared.pimUrl).port);
  const cmsProxy = (await startFaultProxy(cmsPort)) as Proxy;
  const pimProxy = (await startFaultProxy(pimPort)) as Proxy;
  // Down from the start: the web server warms its sitemap index at start-up (server/warm-up.ts), which would read
  // every catalogue; the first test needs a site that has never reached the product service, and then lets it pass.
  pimProxy.down();
  proxies = [cmsProxy, pimProxy];
  const logDir = path.join(shared.logDir, 'outage');
  webDir = prepareWebInstance(`outage-${process.pid}`);
  stack = await startStack({
    mode: 'production',
    // The cms and pim ports are not used: the web server is pointed at the fault proxies.
    ports: { cms: cmsPort, pim: pimPort, web: await freePort() },
    services: ['web'],
    logDir,
    sharedEnv: { ...secrets, APP_ENV: 'test' },
    env: { webDir, web: { CMS_URL: cmsProxy.url, PIM_URL: pimProxy.url } },
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
  project.provide('outageCmsUrl', shared.cmsUrl);
  project.provide('outageSecrets', secrets);
  project.provide('outageAdmin', { email: shared.adminEmail, password: shared.adminPassword });
  project.provide('faultControlUrl', `http://127.0.0.1:${controlPort}`);
  project.provide('outageProxyUrls', { cms: cmsProxy.url, pim: pimProxy.url });
  project.provide('outageLogDir', logDir);
}

export async function teardown() {
  control?.close();
  await stack?.stopAll();
  for (const p of proxies) await p.close();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
  await teardownSharedStack();
}
