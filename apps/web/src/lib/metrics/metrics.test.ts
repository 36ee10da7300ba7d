import { describe, expect, it, vi } from 'vitest';
import { consoleLogger } from '@/lib/log/fixtures';
import { exposition, metrics, recordIndexBuild, recordUpstreamCall, restartLagWindow } from './metrics';

vi.mock('@/lib/log', async (original) => ({ ...(await original()), logger: consoleLogger }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Keeps the event loop busy for `ms`. */
function block(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

// OPS-METRICS
describe('metrics', () => {
  it('counts index builds by kind and market and observes their duration', async () => {
    recordIndexBuild('search', 'da-DK', 120);
    recordIndexBuild('search', 'da-DK', 80);
    const { body } = await exposition();
    expect(body).toMatch(/web_index_builds_total\{kind="search",market="da-DK",service="web"\} 2/);
    expect(body).toMatch(/web_index_build_duration_seconds_count\{service="web",kind="search"\} 2/);
  });

  it('counts upstream calls by service and outcome', async () => {
    recordUpstreamCall('pim', 'timeout', 2500);
    const { body } = await exposition();
    expect(body).toMatch(/web_upstream_requests_total\{upstream="pim",outcome="timeout",service="web"\} 1/);
  });

  it('is one registry for every copy of the module in the process', () => {
    expect(metrics()).toBe(metrics());
    expect(metrics().registry.getSingleMetric('nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(metrics().registry.getSingleMetric('nodejs_heap_size_used_bytes')).toBeDefined();
  });

  it('logs a stall of 50 ms or more as a warning once the public port is open, not during the start before it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stalls = () => warn.mock.calls.filter(([line]) => String(line).startsWith('[event-loop] event loop stalled'));
    metrics();
    await sleep(20);
    block(120);
    await sleep(150);
    expect(stalls()).toEqual([]);
    // The port opens (server/index.ts): reports start over, the stall before it neither holds this one back nor is
    // counted in it.
    await restartLagWindow();
    await sleep(50);
    block(120);
    await sleep(150);
    // At least this one (a loaded machine may add its own, and one report a second may hold ours back).
    expect(stalls().length).toBeGreaterThanOrEqual(1);
    expect(stalls()[0]![0]).toMatch(/^\[event-loop\] event loop stalled \d+ ms \(/);
    expect(stalls()[0]![1]).toMatchObject({
      skipped: 0,
      stallMs: expect.any(Number) as number,
      collections: expect.any(Array) as unknown[],
    });
    warn.mockRestore();
  });
});
