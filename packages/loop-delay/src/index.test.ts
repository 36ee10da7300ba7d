import { existsSync } from 'node:fs';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { describeStall, monitorLoopDelay, type Stall } from '.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy for `ms`, as a long synchronous task does. */
function block(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Keeps the event loop busy for `ms` making garbage, so that the collector pauses within it. */
function blockAllocating(ms: number) {
  const end = performance.now() + ms;
  // At least 64 MB in all, more than the young generation holds, so that a scavenge falls inside the block however
  // little of a core the thread gets meanwhile: on a loaded machine 90 ms of small arrays could allocate too little
  // for one (CI with the unit suite a file per core, 2026-12-08).
  let allocated = 0;
  let held: number[][] = [];
  while (performance.now() < end || allocated < 64 * 2 ** 20) {
    held.push(new Array<number>(1024).fill(0));
    allocated += 4096;
    if (held.length > 256) held = [];
  }
}

/** The value of the exposition's first line that starts with `series` (a name, or a name and its labels). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(series));
  return Number(line?.split(' ').pop());
}

async function longestSeconds(registry: Registry): Promise<number> {
  return value(await registry.metrics(), 'web_eventloop_delay_max_seconds');
}

// OPS-METRICS: the event-loop delay an operator and the bench read (the web server's; the product service's alike).
describe('event-loop delay', () => {
  it('reports a stall that begins right after a scrape in the next scrape', async () => {
    const registry = new Registry();
    monitorLoopDelay([registry], 'web');
    await sleep(50);
    await longestSeconds(registry);
    block(80);
    await sleep(30);
    expect(await longestSeconds(registry)).toBeGreaterThanOrEqual(0.07);
    // Read once, the longest starts over: the scrape right after it does not report the stall again.
    expect(await longestSeconds(registry)).toBeLessThan(0.07);
  });

  it('counts each tick in the histogram, a stalled one above the stall', async () => {
    const registry = new Registry();
    monitorLoopDelay([registry], 'web');
    await sleep(50);
    block(120);
    await sleep(30);
    const text = await registry.metrics();
    const count = (le: string) => value(text, `web_eventloop_delay_seconds_bucket{le="${le}"}`);
    expect(count('+Inf')).toBeGreaterThanOrEqual(4);
    expect(count('+Inf') - count('0.1')).toBeGreaterThanOrEqual(1);
  });

  it("names its series after the service it runs in, beside another service's in one registry", async () => {
    const registry = new Registry();
    monitorLoopDelay([registry], 'web');
    monitorLoopDelay([registry], 'pim');
    await sleep(30);
    const text = await registry.metrics();
    for (const service of ['web', 'pim']) {
      expect(value(text, `${service}_eventloop_delay_seconds_count`)).toBeGreaterThan(0);
      expect(value(text, `${service}_eventloop_delay_max_seconds`)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('stall reports', () => {
  it('report a stall of 50 ms or more with the collections in it, a moment after it', async () => {
    const stalls: Stall[] = [];
    // Every stall reported, so that one of a loaded machine's own after it does not hide the one made here.
    const monitor = monitorLoopDelay([new Registry()], 'web', { reportEveryMs: 0 });
    monitor.reportStalls((stall) => stalls.push(stall));
    await sleep(30);
    // A loaded machine's own stall in the sleep (its report still to come) would be the first found: none counts
    // from before the block (2026-12-07: one without a collection in it failed this test in CI).
    monitor.restart();
    blockAllocating(90);
    const made = () => stalls.find((stall) => stall.ms >= 80);
    expect(made()).toBeUndefined();
    await sleep(150);
    expect(made()?.collections.some((gc) => gc.kind === 'scavenge' && gc.ms > 0)).toBe(true);
    expect(describeStall(made()!)).toMatch(/^event loop stalled \d+ ms \(collector: scavenge [\d.]+ ms/);
  });

  it('report at most once a second: the longest of the stalls held in that second when it is over', async () => {
    const stalls: Stall[] = [];
    // 150 ms: longer than a loaded machine's own stalls.
    monitorLoopDelay([new Registry()], 'web', { stallMs: 150 }).reportStalls((stall) => stalls.push(stall));
    await sleep(30);
    block(170);
    await sleep(100);
    // Two more within the second: held, not lost; the longer one is reported once the second is over.
    block(260);
    await sleep(20);
    block(170);
    await sleep(60);
    expect(stalls.map((s) => s.skipped)).toEqual([0]);
    await sleep(1000);
    expect(stalls.map((s) => s.skipped)).toEqual([0, 1]);
    expect(stalls[1]!.ms).toBeGreaterThanOrEqual(250);
    expect(describeStall(stalls[1]!)).toMatch(/; 1 more since the last report$/);
    // Quiet for over a second: the next stall is reported at once again.
    await sleep(1100);
    block(170);
    await sleep(100);
    expect(stalls.map((s) => s.skipped)).toEqual([0, 1, 0]);
  });

  it('start over with restart: a report right after it, with nothing counted from before', async () => {
    const stalls: Stall[] = [];
    const monitor = monitorLoopDelay([new Registry()], 'web', { stallMs: 150 });
    monitor.reportStalls((stall) => stalls.push(stall));
    await sleep(30);
    block(170);
    await sleep(100);
    block(170);
    await sleep(100);
    monitor.restart();
    await sleep(30);
    block(170);
    await sleep(100);
    expect(stalls.map((s) => s.skipped)).toEqual([0, 0]);
    // A stall found just before a restart (its report still waiting for the collector's entries) is not reported.
    monitor.restart();
    block(170);
    await sleep(10);
    monitor.restart();
    await sleep(100);
    expect(stalls).toHaveLength(2);
  });

  it('say when no collection was in a stall', () => {
    expect(describeStall({ ms: 85, collections: [], skipped: 0 })).toBe(
      'event loop stalled 85 ms (no collection in it)',
    );
  });

  it.runIf(existsSync('/proc/thread-self/schedstat'))(
    'tell a thread that ran (or waited for a core) from one that was blocked',
    async () => {
      const stalls: Stall[] = [];
      monitorLoopDelay([new Registry()], 'web', { reportEveryMs: 0 }).reportStalls((stall) => stalls.push(stall));
      await sleep(30);
      // Code running 90 ms: on a core, or waiting for one on a loaded machine, all of it.
      block(90);
      await sleep(100);
      // Blocked 90 ms (a synchronous wait): neither.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 90);
      await sleep(100);
      const [ran, blocked] = stalls.filter((stall) => stall.ms >= 80);
      expect(ran!.thread!.ranMs + ran!.thread!.waitedMs).toBeGreaterThanOrEqual(80);
      expect(ran!.thread!.ranMs).toBeGreaterThan(0);
      expect(blocked!.thread!.ranMs + blocked!.thread!.waitedMs).toBeLessThan(40);
      expect(describeStall(ran!)).toMatch(/; the thread on a core \d+ ms, waiting for one \d+ ms\)$/);
    },
  );
});
