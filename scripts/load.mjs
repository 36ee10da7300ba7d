#!/usr/bin/env node
// `npm run load`: 100 connections for 60 s over mixed pages (wrk); no request may fail, and the web server's
// memory after the run must stay within 10 % of its memory after warm-up (a leak check).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startThrowawayStack } from './lib/throwaway.mjs';

const SECONDS = process.env.LOAD_SECONDS ?? '60';
const CONNECTIONS = process.env.LOAD_CONNECTIONS ?? '100';
const WARMUP_SECONDS = process.env.LOAD_WARMUP_SECONDS ?? '30';
const PAGES = [
  '/',
  '/about',
  '/news',
  '/products/catalogue',
  '/p/P-1001',
  '/p/P-1007',
  '/r/seared-scallops',
  '/da-DK',
  '/da-DK/om-os',
  '/de-DE/produkte',
  '/sv-SE/recept',
  '/fr-FR/actualites',
  '/kl-GL',
  '/en-US/p/P-1002',
];

/** @param {number} pid */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0)
    spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq wrk'], { stdio: 'inherit' });
  const run = await startThrowawayStack('load');
  const { stack, dataDir } = run;
  try {
    const web = stack.urls.web;
    const pid = Number(stack.children.get('web')?.pid);
    // Warm-up: every page rendered and cached, then the same traffic for WARMUP_SECONDS (30 by default) so the
    // server reaches its working set: V8 grows its heap to the allocation rate it sees and keeps the pages it got,
    // so a short warm-up at a lower rate than the run would bill that growth to a leak. Both memory readings are
    // taken the same way, 3 s after the traffic stops.
    for (const p of PAGES) await fetch(web + p).then((r) => r.arrayBuffer());
    const script = path.join(dataDir, 'mixed.lua');
    // Rotates over the pages; counts failing statuses per thread and prints them at the end (wrk itself only
    // says how many were non-2xx/3xx).
    writeFileSync(
      script,
      `local paths = {${PAGES.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) failures = {} end
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
function response(status, headers, body)
  if status >= 400 then failures[status] = (failures[status] or 0) + 1 end
end
function done(summary, latency, requests)
  local all = {}
  for _, t in ipairs(threads) do
    for status, n in pairs(t:get("failures")) do all[status] = (all[status] or 0) + n end
  end
  for status, n in pairs(all) do io.write(string.format("status %d: %d\\n", status, n)) end
end
`,
    );
    spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${WARMUP_SECONDS}s`, '-s', script, web], { encoding: 'utf8' });
    await new Promise((r) => setTimeout(r, 3000));
    const warm = rssMiB(pid);
    const out = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-s', script, web], {
      encoding: 'utf8',
    }).stdout;
    await new Promise((r) => setTimeout(r, 3000));
    const after = rssMiB(pid);
    const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const socketErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
    const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1];
    const statuses = [...out.matchAll(/^status (\d+): (\d+)$/gm)].map((m) => `${m[2]}× ${m[1]}`);
    const breakdown = [
      ...statuses,
      sock ? `connect ${sock[1]}, read ${sock[2]}, write ${sock[3]}, timeout ${sock[4]}` : 'no socket errors',
    ].join('; ');
    const growth = (after - warm) / warm;
    console.log(
      `\n| connections | seconds | requests | req/s | p99 | failed | RSS after warm-up | RSS after run | growth |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${CONNECTIONS} | ${SECONDS} | ${total} | ${rps} | ${p99} | ${non2xx + socketErrors} | ${warm.toFixed(0)} MiB | ${after.toFixed(0)} MiB | ${(growth * 100).toFixed(1)} % |`,
    );
    const ok = non2xx + socketErrors === 0 && growth <= 0.1;
    console.log(
      `\n${ok ? 'PASS' : 'FAIL'}: ${non2xx + socketErrors} failed requests (${breakdown}), memory growth ${(growth * 100).toFixed(1)} % (limit 10 %)`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await run.stop();
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(`[load] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
