import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { captureServerContext, runDetached } from './detached';

describe('runDetached', () => {
  it("runs work a request sets off in the server's own context, not the request's", async () => {
    const requestStore = new AsyncLocalStorage<string>();
    captureServerContext(); // at start, outside every request
    const seen = await requestStore.run('a page render', async () => {
      const inside = requestStore.getStore();
      const detached = await new Promise<string | undefined>((resolve) =>
        setTimeout(() => runDetached(() => resolve(requestStore.getStore())), 0),
      );
      return { inside, detached };
    });
    expect(seen).toEqual({ inside: 'a page render', detached: undefined });
  });
});
