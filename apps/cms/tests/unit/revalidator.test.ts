// The revalidation client: header and body, coalescing within the window, never throwing, off without a URL.
// The window is timing logic: it runs on fake timers (only setTimeout/clearTimeout, so the calls themselves still
// go over real HTTP to a local receiver); what the test observes is each call's start, through a spy around fetch.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRevalidator, type RevalidateBody } from '../../src/revalidate/revalidator';
import { startReceiver } from '../helpers/receiver';

const body = (over: Partial<RevalidateBody> = {}): RevalidateBody => ({
  event: 'entry.publish',
  model: 'page',
  uid: 'api::page.page',
  locale: 'da-DK',
  documentId: 'doc1',
  slug: 'om-os',
  ...over,
});

describe('revalidator', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => (receiver = await startReceiver()));
  afterAll(() => receiver.close());
  afterEach(() => {
    vi.useRealTimers();
    receiver.calls.length = 0;
  });

  it("does not send a body the site's schema (packages/content-events) refuses, and says which field", async () => {
    const warn = vi.fn();
    const r = createRevalidator({ url: receiver.url, secret: 's3cret', log: { warn } });
    r.notify(body({ documentId: '' }));
    await r.flush();
    expect(receiver.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not sent.*documentId/));
  });

  it('sends the JSON body with the shared secret header', async () => {
    const r = createRevalidator({ url: receiver.url, secret: 's3cret', windowMs: 20, log: { warn: vi.fn() } });
    r.notify(body());
    await r.flush();
    expect(receiver.calls).toHaveLength(1);
    expect(receiver.calls[0].path).toBe('/api/revalidate');
    expect(receiver.calls[0].secret).toBe('s3cret');
    expect(receiver.calls[0].body).toEqual(body());
  });

  it('sends a burst when its window closes, without a flush: duplicates once, distinct events each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.fn(fetch);
    const r = createRevalidator({
      url: receiver.url,
      secret: 's',
      windowMs: 200,
      log: { warn: vi.fn() },
      fetchImpl: fetchSpy,
    });
    for (let i = 0; i < 5; i++) r.notify(body());
    r.notify(body({ event: 'entry.update' }));
    r.notify(body({ locale: 'da-GL' }));

    await vi.advanceTimersByTimeAsync(199);
    expect(fetchSpy).not.toHaveBeenCalled();
    r.notify(body()); // a duplicate within the window is still one call

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(receiver.calls).toHaveLength(3));
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(receiver.calls.map((c) => c.body)).toEqual(
      expect.arrayContaining([body(), body({ event: 'entry.update' }), body({ locale: 'da-GL' })]),
    );
  });

  it('opens a new window for an event after the last one was sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.fn(fetch);
    const r = createRevalidator({
      url: receiver.url,
      secret: 's',
      windowMs: 50,
      log: { warn: vi.fn() },
      fetchImpl: fetchSpy,
    });
    r.notify(body());
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(receiver.calls).toHaveLength(1));
    r.notify(body());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(receiver.calls).toHaveLength(2));
  });

  it('makes no call without a URL and while muted', async () => {
    const fetchImpl = vi.fn(fetch);
    const off = createRevalidator({ url: undefined, secret: 's', windowMs: 1, log: { warn: vi.fn() }, fetchImpl });
    off.notify(body());
    await off.flush();
    const muted = createRevalidator({ url: receiver.url, secret: 's', windowMs: 1, log: { warn: vi.fn() }, fetchImpl });
    muted.setMuted(true);
    muted.notify(body());
    await muted.flush();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(receiver.calls).toHaveLength(0);
    expect(off.enabled).toBe(false);
    // Unmuted, the same client does call: the silence above came from muting, not from a broken client.
    muted.setMuted(false);
    muted.notify(body());
    await muted.flush();
    expect(receiver.calls).toHaveLength(1);
  });

  it('logs and continues when the site is down or answers an error', async () => {
    const warn = vi.fn();
    const down = createRevalidator({
      url: 'http://127.0.0.1:9/api/revalidate',
      secret: 's',
      windowMs: 1,
      timeoutMs: 1000,
      log: { warn },
    });
    down.notify(body());
    await expect(down.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed'));

    const failing = await startReceiver(500);
    const warn2 = vi.fn();
    const r = createRevalidator({ url: failing.url, secret: 's', windowMs: 1, log: { warn: warn2 } });
    r.notify(body());
    await r.flush();
    expect(warn2).toHaveBeenCalledWith(expect.stringContaining('500'));
    await failing.close();
  });
});
