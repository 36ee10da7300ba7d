#!/usr/bin/env node
// `npm run load`: 100 connections for 60 s over mixed pages (wrk); no request may fail, and the web server's
// memory after the run must stay within 10 % of its memory after warm-up (a leak check).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startThrowawayStack } from './lib/throwaway.mjs';

const SECONDS = process.env.LOAD_SECONDS ?? '60';
const CONNECTIONS = process.env.LOAD_CONNECTIONS ?? '100';
const PAGES = ['/', '/about', '/news', '/products/catalogue', '/p/P-1001', '/p/P-1007', '/r/seared-scallops', '/da-DK', '/da-DK/om-os', '/de-DE/produkte', '/sv-SE/recept', '/fr-FR/actualites', '/kl-GL', '/en-US/p/P-1002'];

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq wrk'], { stdio: 'inherit' });
  const run = await startThrowawayStack('load');
  const { stack, dataDir } = run;
  try {
    const web = stack.urls.web;
    const pid = stack.children.get('web').pid;
    // Warm-up: every page rendered and cached, then a short run so the server reaches its working set.
    for (const p of PAGES) await fetch(web + p).then((r) => r.arrayBuffer());
    const script = path.join(dataDir, 'mixed.lua');
    writeFileSync(script, `local paths = {${PAGES.map((p) => JSON.stringify(p)).join(', ')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`);
    spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, '-d10s', '-s', script, web], { encoding: 'utf8' });
    global.gc?.();
    const warm = rssMiB(pid);
    const out = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-s', script, web], { encoding: 'utf8' }).stdout;
    await new Promise((r) => setTimeout(r, 3000));
    const after = rssMiB(pid);
    const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const socketErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
    const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1];
    const growth = (after - warm) / warm;
    console.log(`\n| connections | seconds | requests | req/s | p99 | failed | RSS after warm-up | RSS after run | growth |`);
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(`| ${CONNECTIONS} | ${SECONDS} | ${total} | ${rps} | ${p99} | ${non2xx + socketErrors} | ${warm.toFixed(0)} MiB | ${after.toFixed(0)} MiB | ${(growth * 100).toFixed(1)} % |`);
    const ok = non2xx + socketErrors === 0 && growth <= 0.1;
    console.log(`\n${ok ? 'PASS' : 'FAIL'}: ${non2xx + socketErrors} failed requests, memory growth ${(growth * 100).toFixed(1)} % (limit 10 %)`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await run.stop();
  }
}

main().catch((error) => {
  console.error(`[load] ${error.stack ?? error}`);
  process.exit(1);
});
