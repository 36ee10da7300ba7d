import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper without types
import { startStack, freePort } from '../../scripts/lib/stack.mjs';
// @ts-expect-error plain ESM helper without types
import { ephemeralSecrets } from '../../scripts/lib/secrets.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    cmsUrl: string;
    pimUrl: string;
    cmsApiToken: string;
    pimFunctionKey: string;
    revalidateSecret: string;
    logDir: string;
  }
}

interface StackHandle {
  urls: { web: string; cms: string; pim: string };
  stopAll(): Promise<void>;
}

let stack: StackHandle | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'qilak-e2e-'));
  const secrets = ephemeralSecrets() as Record<string, string>;
  const ports = { cms: await freePort(), pim: await freePort(), web: await freePort() };
  const logDir = path.join(dataDir, 'logs');
  stack = (await startStack({
    mode: 'production',
    ports,
    logDir,
    sharedEnv: {
      ...secrets,
      APP_ENV: 'test',
      SERVE_ADMIN: 'false',
      DATABASE_FILENAME: path.join(dataDir, 'cms.db'),
      PIM_DB_FILE: path.join(dataDir, 'pim.db'),
    },
    env: {},
  })) as StackHandle;
  project.provide('webUrl', stack.urls.web);
  project.provide('cmsUrl', stack.urls.cms);
  project.provide('pimUrl', stack.urls.pim);
  project.provide('cmsApiToken', secrets.CMS_API_TOKEN!);
  project.provide('pimFunctionKey', secrets.PIM_FUNCTION_KEY!);
  project.provide('revalidateSecret', secrets.REVALIDATE_SECRET!);
  project.provide('logDir', logDir);
}

export async function teardown() {
  await stack?.stopAll();
  if (dataDir && !process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
}
