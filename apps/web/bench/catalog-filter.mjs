#!/usr/bin/env node
// Benchmark: filtering 10,000 variants per keystroke in Chromium (Debian's /usr/bin/chromium through
// playwright-core), with the site's own filter code bundled by esbuild. Not a test: it prints numbers.
// usage: node apps/web/bench/catalog-filter.mjs [--variants 10000]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const variantsArg = process.argv.indexOf('--variants');
const variants = variantsArg > 0 ? Number(process.argv[variantsArg + 1]) : 10_000;
const BUDGET_MS = 16;

const bundle = await build({
  entryPoints: [path.join(here, 'catalog-filter.entry.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'catalogBench',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'error',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>catalog filter bench</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const result = await page.evaluate((n) => globalThis.catalogBench.run(n), variants);
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(`Chromium ${browser.version()}: ${result.variants} variants, index built in ${ms(result.indexMs)}, first (cold) filter ${ms(result.coldMs)}`);
  for (const [name, s] of Object.entries(result.perScenario)) {
    console.log(`  ${name.padEnd(32)} median ${ms(s.median)}  p95 ${ms(s.p95)}  max ${ms(s.max)}  (${s.keystrokes} keystrokes)`);
  }
  const o = result.overall;
  console.log(`per keystroke: mean ${ms(o.mean)}  median ${ms(o.median)}  p95 ${ms(o.p95)}  max ${ms(o.max)}  budget ${BUDGET_MS} ms -> ${o.max < BUDGET_MS ? 'within' : o.p95 < BUDGET_MS ? 'p95 within, max over' : 'OVER'}`);
} finally {
  await browser.close();
}
