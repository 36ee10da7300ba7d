// The revalidation client: header and body, coalescing within the window, never throwing, off without a URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRevalidator, type RevalidateBody } from '../src/revalidate/revalidator';
import { startReceiver } from './helpers/receiver';

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

  it("does not send a body the site's schema (packages/content-events) refuses, and says which field", async () => {
    receiver.calls.length = 0;
    const warn = vi.fn();
    const r = createRevalidator({ url: receiver.url, secret: 's3cret', log: { warn } });
    r.notify(body({ documentId: '' }));
    await r.flush();
    expect(receiver.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not sent.*documentId/));
  });

  it('sends the JSON body with the shared secret header', async () => {
    receiver.calls.length = 0;
    const r = createRevalidator({ url: receiver.url, secret: 's3cret', windowMs: 20, log: { warn: vi.fn() } });
    r.notify(body());
    await new Promise((res) => setTimeout(res, 40));
    await r.flush();
    expect(receiver.calls).toHaveLength(1);
    expect(receiver.calls[0]!.secret).toBe('s3cret');
    expect(receiver.calls[0]!.body).toEqual(body());
  });

  it('coalesces a burst: duplicates once, distinct events each', async () => {
    receiver.calls.length = 0;
    const r = createRevalidator({ url: receiver.url, secret: 's', windowMs: 200, log: { warn: vi.fn() } });
    for (let i = 0; i < 5; i++) r.notify(body());
    r.notify(body({ event: 'entry.update' }));
    r.notify(body({ locale: 'da-GL' }));
    expect(receiver.calls).toHaveLength(0);
    await new Promise((res) => setTimeout(res, 300));
    await r.flush();
    expect(receiver.calls).toHaveLength(3);
  });

  it('makes no call without a URL and while muted', async () => {
    const fetchImpl = vi.fn();
    const off = createRevalidator({ url: undefined, secret: 's', windowMs: 1, log: { warn: vi.fn() }, fetchImpl });
    off.notify(body());
    await off.flush();
    const muted = createRevalidator({
      url: 'http://127.0.0.1:9/x',
      secret: 's',
      windowMs: 1,
      log: { warn: vi.fn() },
      fetchImpl,
    });
    muted.setMuted(true);
    muted.notify(body());
    await muted.flush();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(off.enabled).toBe(false);
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
