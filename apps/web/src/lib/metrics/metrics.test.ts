import { describe, expect, it } from 'vitest';
import { exposition, metrics, recordIndexBuild, recordUpstreamCall } from './metrics';

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
});
