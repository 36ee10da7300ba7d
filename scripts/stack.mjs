#!/usr/bin/env node
// `npm start` / `npm run dev` / `npm run build`: one command for the whole site on seeded data.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { ensureSecrets, parseEnvFile } from './lib/secrets.mjs';
import { ROOT, StackError, assertPortFree, ensureBuilt, startStack } from './lib/stack.mjs';

const command = process.argv[2] ?? 'start';

/** @returns {Record<string, string>} */
function loadEnv() {
  const secrets = ensureSecrets(path.join(ROOT, '.local', 'secrets.env'));
  const dotenv = existsSync(path.join(ROOT, '.env')) ? parseEnvFile(readFileSync(path.join(ROOT, '.env'), 'utf8')) : {};
  // Precedence: the shell's env, then .env, then generated local secrets.
  return {
    ...secrets,
    ...dotenv,
    ...Object.fromEntries(
      Object.entries(process.env).filter(/** @returns {e is [string, string]} */ (e) => e[1] !== undefined),
    ),
  };
}

async function main() {
  const env = loadEnv();
  const ports = {
    cms: Number(env.CMS_PORT ?? 1337),
    pim: Number(env.PIM_PORT ?? 7071),
    web: Number(env.WEB_PORT ?? 3000),
  };
  const serveAdmin = env.SERVE_ADMIN !== 'false';

  if (command === 'build') {
    /** @type {import('./lib/stack.mjs').BuildName[]} */
    const names = ['pim', 'cmsServer', ...(serveAdmin ? /** @type {const} */ (['cmsAdmin']) : []), 'web'];
    // A full rebuild: the admin panel too, refreshing its cached copy.
    ensureBuilt(names, { force: true, useCache: false, env });
    return;
  }

  for (const [name, port] of Object.entries(ports)) await assertPortFree(port, name);
  const mode = command === 'dev' ? 'dev' : 'production';
  // The server part first: an admin panel restored from the build cache brings no compiled server.
  /** @type {import('./lib/stack.mjs').BuildName[]} */
  const needed = ['pim', 'cmsServer', ...(serveAdmin ? /** @type {const} */ (['cmsAdmin']) : []), 'web'];
  if (mode === 'production') ensureBuilt(needed, { env });

  // The local SMTP peer: maildev keeps every mail the CMS sends (inquiries) and shows it in a browser. An SMTP_HOST
  // of your own (.env) replaces it.
  const mailPorts = { smtp: Number(env.MAILDEV_SMTP_PORT ?? 1025), web: Number(env.MAILDEV_WEB_PORT ?? 1080) };
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let maildev;
  if (!env.SMTP_HOST) {
    await assertPortFree(mailPorts.smtp, 'maildev smtp');
    await assertPortFree(mailPorts.web, 'maildev web');
    maildev = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--smtp',
        String(mailPorts.smtp),
        '--web',
        String(mailPorts.web),
        '--silent',
      ],
      { stdio: 'ignore' },
    );
  }

  const sharedEnv = {
    ...env,
    ...(maildev ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailPorts.smtp) } : {}),
    SITE_URL: env.SITE_URL ?? `http://localhost:${ports.web}`,
    // The admin as the printed URL opens it: the site lets it frame previews (CSP frame-ancestors).
    CMS_ADMIN_URL: env.CMS_ADMIN_URL ?? `http://localhost:${ports.cms}`,
    DATABASE_FILENAME: env.DATABASE_FILENAME ?? path.join(ROOT, 'apps', 'cms', '.tmp', 'data.db'),
    PIM_DB_FILE: env.PIM_DB_FILE ?? path.join(ROOT, 'apps', 'pim', 'var', 'pim.db'),
    SERVE_ADMIN: serveAdmin ? 'true' : 'false',
    // In watch mode Strapi and next dev compile on first use: give the site's upstream calls time (2.5 s otherwise).
    ...(mode === 'dev' ? { UPSTREAM_TIMEOUT_MS: env.UPSTREAM_TIMEOUT_MS ?? '15000' } : {}),
  };

  /** @type {import('./lib/stack.mjs').Stack | undefined} */
  let stack;
  /** @type {Promise<import('./lib/stack.mjs').Stack> | undefined} */
  let starting;
  let shuttingDown = false;
  const shutdown = async (/** @type {number} */ code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log('[stack] stopping…');
    // A stop during the start waits for it to settle: when a service dies before all are ready, startStack stops the
    // ones it started (the others were left running before, their parent gone).
    const started = stack ?? (await starting?.catch(() => undefined));
    await started?.stopAll();
    maildev?.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  console.log(`[stack] starting cms :${ports.cms}, pim :${ports.pim}, web :${ports.web} (${mode})`);
  starting = startStack({
    mode,
    ports,
    sharedEnv,
    // WEB_DIR and CMS_DIR (dev only): run `next dev` and `strapi develop` on copies of apps/web and apps/cms; the dev
    // smoke test edits the one and keeps the tree's CMS build untouched with the other.
    env: {
      siteUrl: sharedEnv.SITE_URL,
      webDir: mode === 'dev' ? env.WEB_DIR : undefined,
      cmsDir: mode === 'dev' ? env.CMS_DIR : undefined,
    },
    onExit: (name, code, signal) => {
      console.error(`[stack] ${name} died (exit ${code ?? signal}); stopping the others`);
      void shutdown(1);
    },
  });
  stack = await starting.catch((/** @type {unknown} */ error) => {
    maildev?.kill('SIGTERM');
    throw error;
  });
  console.log(
    [
      '',
      '  Qilak Seafood is running:',
      `    site           ${stack.urls.web.replace('127.0.0.1', 'localhost')}   (Danish market: /da-DK)`,
      `    CMS admin      ${stack.urls.cms.replace('127.0.0.1', 'localhost')}/admin${serveAdmin ? '' : ' (disabled: SERVE_ADMIN=false)'}`,
      `    product service ${stack.urls.pim.replace('127.0.0.1', 'localhost')}/api/GetProductData?culture=da-DK&code=<PIM_FUNCTION_KEY>`,
      ...(maildev
        ? [
            `    mail (maildev)  http://localhost:${mailPorts.web}   (the CMS sends to SMTP localhost:${mailPorts.smtp})`,
          ]
        : []),
      '  Ctrl-C stops them all.',
      '',
    ].join('\n'),
  );
}

main().catch((/** @type {unknown} */ error) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[stack] ${error instanceof StackError ? error.message : text}`);
  process.exit(1);
});
