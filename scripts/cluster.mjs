#!/usr/bin/env node
// `npm run start:cluster`: PostgreSQL, Redis, Strapi, the product service, two web instances and Varnish on this
// machine; prints the URLs; Ctrl-C stops all of it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSecrets } from './lib/secrets.mjs';
import { ROOT, StackError, ensureBuilt, staleBuilds } from './lib/stack.mjs';
import { ensurePrometheusPackage, startCluster } from './lib/cluster.mjs';

async function main() {
  const secrets = ensureSecrets(path.join(ROOT, '.local', 'secrets.env'));
  const stale = staleBuilds(['pim', 'cmsServer', 'web']);
  if (stale.length) ensureBuilt(stale, { force: true });
  ensurePrometheusPackage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qilak-cluster-'));
  const cluster = await startCluster({
    dir,
    logDir: path.join(dir, 'logs'),
    sharedEnv: {
      ...secrets,
      SERVE_ADMIN: 'false',
      PIM_DB_FILE: path.join(dir, 'pim.db'),
      PUBLIC_DIR: path.join(dir, 'cms-public'),
      APP_ENV: process.env.APP_ENV ?? 'development',
    },
  });
  const stop = async () => {
    console.log('[cluster] stopping…');
    await cluster.stopAll();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  console.log(
    `\n  Qilak Seafood cluster:\n    through Varnish  ${cluster.urls.varnish}\n    web instance 1   ${cluster.urls.web1}\n    web instance 2   ${cluster.urls.web2}\n    CMS (PostgreSQL) ${cluster.urls.cms}\n    product service  ${cluster.urls.pim}\n    PostgreSQL       ${cluster.urls.postgres}\n    Redis            ${cluster.urls.redis}\n    metrics          ${cluster.urls.metrics.web1} ${cluster.urls.metrics.web2} ${cluster.urls.metrics.pim}\n    Prometheus       ${cluster.urls.prometheus ?? '(not installed)'}\n  Logs in ${dir}/logs. Ctrl-C stops all.\n`,
  );
}

main().catch((/** @type {unknown} */ error) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[cluster] ${error instanceof StackError ? error.message : text}`);
  process.exit(1);
});
