// Strapi's generated types (types/generated/*.d.ts, committed): `node scripts/types.mjs` writes them, `--check`
// regenerates them into a temp dir and fails when the committed ones differ (run by `npm run typecheck`).
// Same generator and output as `strapi ts:generate-types` and `strapi develop`, but it neither needs a database nor
// touches dist/: config/ and src/ are transpiled (no type check, which is the typecheck's job) into a temp dir
// under .tmp/ (inside the app, so the compiled files still resolve the app's node_modules).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @type {{
 *   (id: 'typescript'): typeof import('typescript');
 *   (id: '@strapi/strapi'): typeof import('@strapi/strapi');
 *   (id: '@strapi/typescript-utils'): typeof import('@strapi/typescript-utils');
 * }}
 */
const require = createRequire(import.meta.url);
const ts = require('typescript');
const strapiModule = require('@strapi/strapi');
const tsUtils = require('@strapi/typescript-utils');

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPES_DIR = path.join(appDir, 'types', 'generated');
const FILES = ['components.d.ts', 'contentTypes.d.ts'];
const check = process.argv.includes('--check');

/**
 * config/ and src/ as CommonJS in `outDir`, with the schema JSON beside them (what Strapi loads at register).
 * @param {string} outDir
 */
function transpile(outDir) {
  const configFile = ts.getParsedCommandLineOfConfigFile(
    path.join(appDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!configFile) throw new Error('cannot read apps/cms/tsconfig.json');
  for (const file of configFile.fileNames) {
    const relative = path.relative(appDir, file);
    if (!/^(config|src)[/\\]/.test(relative) || file.endsWith('.d.ts')) continue;
    const target = path.join(outDir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    if (file.endsWith('.json')) {
      copyFileSync(file, target);
    } else if (file.endsWith('.ts')) {
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: configFile.options,
        fileName: file,
      });
      writeFileSync(target.replace(/\.ts$/, '.js'), outputText);
    }
  }
}

/**
 * Registers Strapi from `distDir` (no database: register only) and writes the types under `outRoot`/generated.
 * @param {string} distDir
 * @param {string} outRoot
 */
async function generate(distDir, outRoot) {
  const app = await strapiModule.createStrapi({ appDir, distDir }).register();
  try {
    await tsUtils.generators.generate({
      strapi: app,
      pwd: path.dirname(outRoot),
      rootDir: path.basename(outRoot),
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
  } finally {
    await app.destroy();
  }
  for (const name of FILES) {
    if (!existsSync(path.join(outRoot, 'generated', name))) throw new Error(`the generator wrote no ${name}`);
  }
}

/**
 * The first line where two texts differ, for the message.
 * @param {string} a
 * @param {string} b
 */
function firstDifference(a, b) {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, i) => text !== right[i]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(left[at] ?? '(end)')}, schemas give ${JSON.stringify(right[at] ?? '(end)')}`;
}

// Strapi resolves Prettier's config from the working directory when it formats the output; so does `strapi develop`.
process.chdir(appDir);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
mkdirSync(path.join(appDir, '.tmp'), { recursive: true });
const work = mkdtempSync(path.join(appDir, '.tmp', 'types-'));
/** @type {string[]} */
const stale = [];
try {
  transpile(path.join(work, 'dist'));
  await generate(path.join(work, 'dist'), path.join(work, 'types'));
  for (const name of FILES) {
    const fresh = readFileSync(path.join(work, 'types', 'generated', name), 'utf8');
    const committedFile = path.join(TYPES_DIR, name);
    const committed = existsSync(committedFile) ? readFileSync(committedFile, 'utf8') : null;
    if (committed === fresh) continue;
    if (check) {
      stale.push(
        `  ${path.relative(appDir, committedFile)}: ${committed === null ? 'missing' : firstDifference(committed, fresh)}`,
      );
    } else {
      mkdirSync(TYPES_DIR, { recursive: true });
      writeFileSync(committedFile, fresh);
      console.log(`types: wrote ${path.relative(appDir, committedFile)}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (stale.length) {
  console.error(
    `types: the committed Strapi types do not match the schemas:\n${stale.join('\n')}\n` +
      'Regenerate them with `npm run generate:types --prefix apps/cms` (or `strapi develop`) and commit types/generated.',
  );
  process.exit(1);
}
console.log(check ? 'types: types/generated matches the schemas' : 'types: types/generated is up to date');
// Strapi's register leaves handles open (its watchers, the logger); nothing else is left to do.
process.exit(0);
