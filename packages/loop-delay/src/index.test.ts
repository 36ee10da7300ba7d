import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { monitorLoopDelay } from '.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy for `ms`, as a long synchronous task does. */
function block(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
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
