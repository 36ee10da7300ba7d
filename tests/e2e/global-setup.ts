import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper without types
import { startStack, freePort, prepareWebInstance } from '../../scripts/lib/stack.mjs';
// @ts-expect-error plain ESM helper without types
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site with APP_ENV=test (non-production). */
    webUrl: string;
    /** The same build and upstreams with APP_ENV=production (geo redirect, consent banner, tag manager). */
    prodWebUrl: string;
    cmsUrl: string;
    pimUrl: string;
    cmsApiToken: string;
    pimFunctionKey: string;
    revalidateSecret: string;
    adminEmail: string;
    adminPassword: string;
    pimDbFile: string;
    logDir: string;
  }
}

interface StackHandle {
  urls: { web: string; cms: string; pim: string };
  stopAll(): Promise<void>;
}

/** The tag-manager id the production instance runs with (valid: GTM- and uppercase letters and digits). */
export const TEST_GTM_ID = 'GTM-QILAK01';

const stacks: StackHandle[] = [];
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-e2e-'));
  const secrets = ephemeralSecrets() as Record<string, string>;
  const ports = { cms: await freePort(), pim: await freePort(), web: await freePort() };
  const logDir = path.join(dataDir, 'logs');
  const admin = { email: 'editor@qilakseafood.example', password: 'Editor-Password-1' };
  const sharedEnv = {
    ...secrets,
    APP_ENV: 'test',
    SERVE_ADMIN: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_FILENAME: path.join(dataDir, 'cms.db'),
    PIM_DB_FILE: path.join(dataDir, 'pim.db'),
  };
  const main = (await startStack({ mode: 'production', ports, logDir, sharedEnv, env: { webDir: prepareWebInstance('e2e') } })) as StackHandle;
  stacks.push(main);
  // A second web server on the same build and upstreams, in production mode, with its own page cache.
  const prodPort = await freePort();
  const prod = (await startStack({
    mode: 'production',
    ports: { ...ports, web: prodPort },
    services: ['web'],
    logDir: path.join(logDir, 'prod'),
    sharedEnv: { ...sharedEnv, APP_ENV: 'production', GTM_ID: TEST_GTM_ID },
    env: { webDir: prepareWebInstance('e2e-prod') },
  })) as StackHandle;
  stacks.push(prod);

  project.provide('webUrl', main.urls.web);
  project.provide('prodWebUrl', prod.urls.web);
  project.provide('cmsUrl', main.urls.cms);
  project.provide('pimUrl', main.urls.pim);
  project.provide('cmsApiToken', secrets.CMS_API_TOKEN!);
  project.provide('pimFunctionKey', secrets.PIM_FUNCTION_KEY!);
  project.provide('revalidateSecret', secrets.REVALIDATE_SECRET!);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  project.provide('pimDbFile', sharedEnv.PIM_DB_FILE);
  project.provide('logDir', logDir);
}

export async function teardown() {
  for (const stack of stacks.reverse()) await stack.stopAll();
  if (dataDir && !process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
}
