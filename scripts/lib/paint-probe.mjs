#!/usr/bin/env node
// The paint probe (issue 30): a phone-like first visit in Playwright, without Lighthouse. Viewport 412×823 at
// DPR 1.75, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), 150 ms latency and 1.6 Mbit/s down
// (Network.emulateNetworkConditions). FCP and LCP come from a PerformanceObserver in the page, TBT is summed from
// its long tasks (each one's time past 50 ms, from the first contentful paint to the end of the window).
//
// Used by the bench (section 9, `BENCH_ONLY=paint`) and on its own, e.g. against static copies of a page:
//   node scripts/lib/paint-probe.mjs [--runs 4] [--browser all|debian|sparticuz] [--trace <dir>] name=url …
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiums } from './chromiums.mjs';

/** @param {string} text @returns {unknown} */
const parseJson = (text) => JSON.parse(text);

export const PROBE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  // 1.6 Mbit/s down and 750 kbit/s up, as Lighthouse's mobile profile counts them (kbit = 1,024 bit).
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  // After the load event, how long the window stays open for the late tasks (hydration, the consent banner's idle
  // start) and the last LCP candidate.
  settleMs: 4000,
};

/** What the page records from its first byte on (an init script: it runs before any of the page's own). */
const OBSERVER = `(() => {
  const paint = (window.__paintProbe = { fp: null, fcp: null, lcp: null, lcpElement: '', longTasks: [], cls: 0, shifted: '' });
  const describe = (el) => !el ? '' : el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
  const observe = (type, each) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true }); }
    catch { /* an entry type this browser does not know */ }
  };
  observe('paint', (e) => { if (e.name === 'first-paint') paint.fp = e.startTime; else paint.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { paint.lcp = e.startTime; paint.lcpElement = describe(e.element); });
  observe('longtask', (e) => paint.longTasks.push([e.startTime, e.duration]));
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    paint.cls += e.value;
    paint.shifted ||= (e.sources || []).map((s) => describe(s.node)).join(' ');
  });
})();`;

/**
 * `cls`: the layout shifts of the window without input, summed (the first shifted element in `shifted`).
 * @typedef {{ fp: number | null, fcp: number | null, lcp: number | null, lcpElement: string, tbt: number,
 *   cls: number, shifted: string, longTasks: number, responseEnd: number, load: number, loadAverage: number }} ProbeRun
 */

/**
 * One phone-like first visit (a fresh context: no cookies, an empty cache).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ traceFile?: string, locale?: string }} [options]
 * @returns {Promise<ProbeRun>}
 */
export async function probeOnce(browser, url, { traceFile, locale = 'da-DK' } = {}) {
  const context = await browser.newContext({
    viewport: PROBE.viewport,
    deviceScaleFactor: PROBE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROBE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROBE.latencyMs,
      downloadThroughput: PROBE.downloadBytesPerSecond,
      uploadThroughput: PROBE.uploadBytesPerSecond,
    });
    const loadAverage = os.loadavg()[0] ?? 0;
    if (traceFile) {
      mkdirSync(path.dirname(traceFile), { recursive: true });
      await browser.startTracing(page, {
        path: traceFile,
        screenshots: true,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'loading',
          'blink.user_timing',
          'v8.execute',
          'cc',
          'gpu',
          'viz',
          'benchmark',
        ],
      });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(PROBE.settleMs);
    if (traceFile) await browser.stopTracing();
    // Read as JSON text: the page's own record and its navigation timing.
    const text = String(
      await page.evaluate(`JSON.stringify((() => {
        const nav = performance.getEntriesByType('navigation')[0];
        return { ...window.__paintProbe, responseEnd: nav ? nav.responseEnd : null, load: nav ? nav.loadEventStart : null };
      })())`),
    );
    const result = /** @type {{ fp: number | null, fcp: number | null, lcp: number | null, lcpElement: string,
      longTasks: [number, number][], responseEnd: number | null, load: number | null, cls: number, shifted: string }} */ (
      parseJson(text)
    );
    const from = result.fcp ?? 0;
    // A task that straddles the first paint counts only its part after it, as Lighthouse's TBT does.
    const tbt = result.longTasks.reduce((sum, [start, duration]) => {
      const end = start + duration;
      if (end <= from) return sum;
      const counted = end - Math.max(start, from);
      return sum + Math.max(0, Math.min(counted, duration - 50));
    }, 0);
    return {
      fp: result.fp,
      fcp: result.fcp,
      lcp: result.lcp,
      lcpElement: result.lcpElement,
      tbt,
      cls: result.cls,
      shifted: result.shifted,
      longTasks: result.longTasks.length,
      responseEnd: result.responseEnd ?? NaN,
      load: result.load ?? NaN,
      loadAverage,
    };
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The medians of `runs` visits to each page on one Chromium.
 * @param {import('./chromiums.mjs').Chromium} chromium
 * @param {[string, string][]} pages name and URL
 * @param {{ runs?: number, traceDir?: string, onRun?: (name: string, run: ProbeRun) => void }} [options]
 */
export async function probePages(chromium, pages, { runs = 4, traceDir, onRun } = {}) {
  const { chromium: playwright } = await import('playwright-core');
  const browser = await playwright.launch({
    executablePath: chromium.path,
    args: [...chromium.flags, '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  /** @type {{ name: string, url: string, fcp: number, lcp: number, tbt: number, cls: number, shifted: string, fp: number, runs: ProbeRun[], lcpElement: string }[]} */
  const results = [];
  try {
    for (const [name, url] of pages) {
      /** @type {ProbeRun[]} */
      const done = [];
      for (let i = 0; i < runs; i++) {
        const traceFile = traceDir
          ? path.join(traceDir, `${chromium.name}-${name}-${i + 1}.trace.json`.replaceAll(/[^\w.-]+/g, '_'))
          : undefined;
        const locale = /en-GB/.test(url) || /en-GB/.test(name) ? 'en-GB' : 'da-DK';
        const run = await probeOnce(browser, url, { traceFile, locale });
        done.push(run);
        onRun?.(name, run);
      }
      const lcpElements = done.map((r) => r.lcpElement);
      results.push({
        name,
        url,
        fp: median(done.map((r) => r.fp ?? NaN)),
        fcp: median(done.map((r) => r.fcp ?? NaN)),
        lcp: median(done.map((r) => r.lcp ?? NaN)),
        tbt: median(done.map((r) => r.tbt)),
        cls: Math.max(...done.map((r) => r.cls)),
        // What moved in the run with the largest shift.
        shifted: done.reduce((a, r) => (r.cls > a.cls ? r : a), { cls: 0, shifted: '' }).shifted,
        lcpElement:
          lcpElements.sort(
            (a, b) => lcpElements.filter((x) => x === b).length - lcpElements.filter((x) => x === a).length,
          )[0] ?? '',
        runs: done,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function cli() {
  const args = process.argv.slice(2);
  let runs = 4;
  let which = 'all';
  /** @type {string | undefined} */
  let traceDir;
  /** @type {[string, string][]} */
  const pages = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--runs') runs = Number(args[++i]);
    else if (arg === '--browser') which = args[++i] ?? 'all';
    else if (arg === '--trace') traceDir = args[++i];
    else {
      const at = arg.indexOf('=');
      pages.push(at > 0 ? [arg.slice(0, at), arg.slice(at + 1)] : [arg, arg]);
    }
  }
  const { browsers, missing } = await chromiums();
  for (const m of missing) console.log(`missing: ${m}`);
  for (const chromium of browsers.filter((b) => which === 'all' || b.name.toLowerCase().includes(which))) {
    const results = await probePages(chromium, pages, {
      runs,
      traceDir,
      onRun: (name, r) =>
        console.log(
          `  ${chromium.name} | ${name} | fp ${r.fp?.toFixed(0)} fcp ${r.fcp?.toFixed(0)} lcp ${r.lcp?.toFixed(0)} (${r.lcpElement}) tbt ${r.tbt.toFixed(0)} (${r.longTasks} long) cls ${r.cls.toFixed(3)} ${r.shifted} response ${r.responseEnd.toFixed(0)} load ${r.load.toFixed(0)} | load avg ${r.loadAverage.toFixed(1)}`,
        ),
    });
    for (const r of results)
      console.log(
        `${chromium.name} (${chromium.version}) | ${r.name} | median FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s (${r.lcpElement}), TBT ${r.tbt.toFixed(0)} ms, CLS (worst run) ${r.cls.toFixed(3)}`,
      );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
