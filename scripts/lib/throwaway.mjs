// A stack on fresh data for one run of a script (bench, chaos, load): builds what is stale, generates secrets,
// picks free ports, keeps every file in a temp dir and its own copy of the web build.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ephemeralSecrets } from './secrets.mjs';
import { ensureBuilt, freePort, prepareWebInstance, staleBuilds, startStack } from './stack.mjs';

/**
 * @param {string} name
 * @param {Record<string, string>} [extraEnv]
 */
export async function startThrowawayStack(name, extraEnv = {}) {
  const stale = staleBuilds(['pim', 'cmsServer', 'web']);
  if (stale.length) ensureBuilt(stale, { force: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `qilak-${name}-`));
  const secrets = ephemeralSecrets();
  const ports = { cms: await freePort(), pim: await freePort(), web: await freePort() };
  const stack = await startStack({
    mode: 'production',
    ports,
    env: { webDir: prepareWebInstance(name) },
    logDir: path.join(dataDir, 'logs'),
    sharedEnv: {
      ...secrets,
      APP_ENV: 'test',
      SERVE_ADMIN: 'false',
      DATABASE_FILENAME: path.join(dataDir, 'cms.db'),
      PIM_DB_FILE: path.join(dataDir, 'pim.db'),
      PUBLIC_DIR: path.join(dataDir, 'cms-public'),
      // What the CMS requires in production (APP_ENV=production, the bench): where the site is, and an SMTP host
      // for the inquiry outbox (a port nothing listens on: these runs send no inquiries).
      WEB_URL: `http://127.0.0.1:${ports.web}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
      SMTP_FROM: 'bench@qilakseafood.example',
      ...extraEnv,
    },
  });
  return {
    stack,
    dataDir,
    secrets,
    ports,
    async stop({ keepData = false } = {}) {
      await stack.stopAll();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
