// Fast build: compiles config/ and src/ (TS + content-type/component JSON) into dist/ without the admin panel.
// This is the TS step of `strapi build`, which otherwise also bundles the admin (minutes on 2 cores).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {(id: '@strapi/typescript-utils') => typeof import('@strapi/typescript-utils')} */
const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsUtils = require('@strapi/typescript-utils');

const started = Date.now();
try {
  await tsUtils.compile(appDir, { configOptions: { ignoreDiagnostics: false } });
} catch (error) {
  console.error(`build:server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(
  `build:server: compiled into ${path.join(appDir, 'dist')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
