#!/usr/bin/env node
// Benchmark: filtering 10,000 variants per keystroke, and filling the browser cache (IndexedDB) with 1,200 and
// 20,000 variants, in Chromium (Debian's /usr/bin/chromium through playwright-core), with the site's own filter
// and cache code bundled by esbuild. With WEB_URL it also fills the cache from that site's catalogue API.
// Not a test: it prints numbers. usage: [WEB_URL=http://…] node apps/web/bench/catalog-filter.mjs [--variants 10000]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
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
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--js-flags=--expose-gc',
  ],
});
// IndexedDB needs a real origin: the site's (its CSP would refuse the injected bench script, so it is bypassed
// for this page only), or a blank page from a local server.
// SCALE_CATALOG_JSON: the browser's projection of the pim --scale catalogue (catalog-payload.ts --out), served at
// /scale.json for the worker fill.
const scaleJson = process.env.SCALE_CATALOG_JSON ? readFileSync(process.env.SCALE_CATALOG_JSON) : null;
const blank = createServer((req, res) => {
  if (req.url === '/scale.json' && scaleJson)
    return res.writeHead(200, { 'content-type': 'application/json' }).end(scaleJson);
  res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>catalog bench</title>');
});
await new Promise((resolve) => blank.listen(0, '127.0.0.1', resolve));
const site = process.env.WEB_URL;
try {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(site ? `${site}/robots.txt` : `http://127.0.0.1:${blank.address().port}/`);
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  for (const n of [1200, 20_000]) {
    const f = await page.evaluate((count) => globalThis.catalogBench.fill(count), n);
    console.log(
      `cache fill, ${f.variants} variants (${f.jsonKb} kB JSON): ${f.totalMs} ms (parse ${f.parseMs} ms, IndexedDB write ${f.writeMs} ms); read back ${f.readMs} ms`,
    );
  }
  if (site) {
    const f = await page.evaluate(() => globalThis.catalogBench.fillFromSite('en-GLOBAL'));
    console.log(
      `cache fill from the site's /api/catalog/en-GLOBAL, ${f.variants} variants: ${f.totalMs} ms (fetch + parse ${f.fetchMs} ms, IndexedDB write ${f.writeMs} ms)`,
    );
  }
  if (scaleJson) {
    // A page of the blank origin: the worker fetches /scale.json from it.
    const scalePage = await context.newPage();
    await scalePage.goto(`http://127.0.0.1:${blank.address().port}/`);
    await scalePage.addScriptTag({ content: bundle.outputFiles[0].text });
    const s = await scalePage.evaluate(
      ([code, url]) => globalThis.catalogBench.scaleRun(code, url),
      [bundle.outputFiles[0].text, '/scale.json'],
    );
    console.log(
      `scale fill in a worker, ${s.first.variants} variants (${(scaleJson.length / 1048576).toFixed(1)} MB JSON): first filter result ${s.first.firstMs} ms after the fetch started (fetch + parse ${s.first.fetchParseMs} ms), IndexedDB filled at ${s.filled.filledMs} ms; main thread: ${s.longTasks} long tasks, longest ${s.maxLongTaskMs} ms`,
    );
    console.log(`RESULT ${JSON.stringify({ scale: s })}`);
  }
  const result = await page.evaluate((n) => globalThis.catalogBench.run(n), variants);
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(
    `Chromium ${browser.version()}: ${result.variants} variants, index built in ${ms(result.indexMs)}, first (cold) filter ${ms(result.coldMs)}`,
  );
  for (const [name, s] of Object.entries(result.perScenario)) {
    console.log(
      `  ${name.padEnd(32)} median ${ms(s.median)}  p95 ${ms(s.p95)}  max ${ms(s.max)}  (${s.keystrokes} keystrokes)`,
    );
  }
  const o = result.overall;
  console.log(
    `per keystroke: mean ${ms(o.mean)}  median ${ms(o.median)}  p95 ${ms(o.p95)}  max ${ms(o.max)}  budget ${BUDGET_MS} ms -> ${o.max < BUDGET_MS ? 'within' : o.p95 < BUDGET_MS ? 'p95 within, max over' : 'OVER'}`,
  );
} finally {
  await browser.close();
  blank.close();
}
