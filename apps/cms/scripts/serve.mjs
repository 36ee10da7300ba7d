// Starts Strapi from the compiled dist/ (run build or build:server first); same as `strapi start`,
// but independent of the process cwd, so the root scripts can start it from anywhere.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {(id: '@strapi/strapi') => typeof import('@strapi/strapi')} */
const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');
if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
  console.error('serve: apps/cms/dist is missing; run `npm run build:server --prefix apps/cms` first');
  process.exit(1);
}
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const { createStrapi } = require('@strapi/strapi');
await createStrapi({ appDir, distDir }).start();
