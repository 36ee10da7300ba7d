#!/usr/bin/env node
// `npm run chaos`: mixed traffic over pages of every kind in several markets while the CMS and then the product
// service are stopped and restarted. Prints served, failed, stale and the worst latency per phase.
// Target: no 5xx for pages that were cached before the outage.
import { startThrowawayStack } from './lib/throwaway.mjs';

const PHASE_SECONDS = Number(process.env.CHAOS_PHASE_SECONDS ?? 12);
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 16);

/** Pages of all kinds in several markets; warmed (cached) before any outage. */
const CACHED = [
  '/',
  '/about',
  '/news',
  '/recipes',
  '/products/catalogue',
  '/p/P-1001',
  '/p/P-1002',
  '/r/prawn-open-sandwich',
  '/da-DK',
  '/da-DK/om-os',
  '/da-DK/nyheder',
  '/da-DK/p/P-1003',
  '/de-DE',
  '/de-DE/ueber-uns',
  '/sv-SE',
  '/fr-FR',
  '/kl-GL',
  '/en-US/p/P-1004',
  '/this-does-not-exist',
];
/** Never requested before the outage: these need the upstream and may fail while it is down (500 within 3 s). */
const UNCACHED = ['/en-GB/about', '/en-JP/news', '/da-GL/om-os', '/en-CN/p/P-1005', '/sv-SE/om-oss', '/fr-FR/a-propos'];

async function main() {
  console.log('[chaos] starting the stack…');
  const run = await startThrowawayStack('chaos');
  const { stack, secrets } = run;
  const web = stack.urls.web;
  /** @type {{ phase: string, served: number, failed: number, failedCached: number, stale: number, worstMs: number, uncachedTried: number, uncachedFailed: number }[]} */
  const results = [];
  try {
    for (const p of CACHED) await fetch(web + p).then((r) => r.arrayBuffer());

    /**
     * @param {string} name
     * @param {() => unknown} [action]
     */
    const phase = async (name, action) => {
      await action?.();
      const stats = {
        phase: name,
        served: 0,
        failed: 0,
        failedCached: 0,
        stale: 0,
        worstMs: 0,
        uncachedTried: 0,
        uncachedFailed: 0,
      };
      const until = Date.now() + PHASE_SECONDS * 1000;
      let i = 0;
      const worker = async () => {
        while (Date.now() < until) {
          const uncached = i++ % 10 === 9;
          const list = uncached ? UNCACHED : CACHED;
          const p = list[Math.floor(Math.random() * list.length)];
          const started = performance.now();
          let status = 0;
          try {
            const response = await fetch(web + p, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
            await response.arrayBuffer();
            status = response.status;
          } catch {
            status = 0;
          }
          const ms = performance.now() - started;
          stats.worstMs = Math.max(stats.worstMs, ms);
          const failed = status === 0 || status >= 500;
          if (uncached) {
            stats.uncachedTried++;
            if (failed) stats.uncachedFailed++;
          }
          if (failed) {
            stats.failed++;
            if (!uncached) stats.failedCached++;
          } else {
            stats.served++;
            if (name.includes('down') && !uncached) stats.stale++;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      results.push(stats);
      console.log(
        `[chaos] ${name}: served ${stats.served}, failed ${stats.failed} (cached pages ${stats.failedCached}), worst ${stats.worstMs.toFixed(0)} ms`,
      );
    };

    const revalidateAll = () =>
      fetch(`${web}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secrets.REVALIDATE_SECRET },
        body: JSON.stringify({ event: 'entry.update', model: 'page', locale: null }),
      });

    await phase('baseline');
    // The CMS goes away and an editor's publish arrives: cached pages must keep being served while revalidation fails.
    await phase('cms down', async () => {
      await stack.stop('cms');
      await revalidateAll();
    });
    await phase('cms back', () => stack.start('cms'));
    await phase('pim down', () => stack.stop('pim'));
    await phase('pim back', () => stack.start('pim'));
  } finally {
    await run.stop();
  }

  console.log(
    '\n| phase | served | failed | failed (cached pages) | stale served | uncached failed/tried | worst latency |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.phase} | ${r.served} | ${r.failed} | ${r.failedCached} | ${r.stale} | ${r.uncachedFailed}/${r.uncachedTried} | ${r.worstMs.toFixed(0)} ms |`,
    );
  }
  const ok = results.every((r) => r.failedCached === 0);
  console.log(`\n${ok ? 'PASS' : 'FAIL'}: ${ok ? 'no 5xx' : 'some 5xx'} for pages cached before the outage`);
  process.exit(ok ? 0 : 1);
}

main().catch((/** @type {unknown} */ error) => {
  console.error(`[chaos] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
