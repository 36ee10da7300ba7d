// Strapi runs on React 18 and the site on React 19: apps/cms is installed on its own so the two never share
// one hoisted React. Runs after the root install (npm ci / npm install).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const cmsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'cms');
if (!existsSync(path.join(cmsDir, 'package.json'))) process.exit(0);
if (process.env.QILAK_SKIP_CMS_INSTALL === '1') process.exit(0);
// `npm install` rather than `npm ci`: this registry lacks some platform builds that Strapi's tree lists as
// optional (e.g. @swc/core-darwin-*), so the lock cannot name them and `npm ci` refuses it. The lock still
// pins every version that is installed here.
const args = ['install'];
console.log(`[install-cms] npm ${args.join(' ')} in apps/cms`);
const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: cmsDir, stdio: 'inherit' });
process.exit(result.status ?? 1);
