import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { giveWay, serverPulse, LATE_MS } from './give-way';

/** Holds this thread as a long synchronous task would: no timer (no beat) runs meanwhile. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the search worker gives way to the server thread', () => {
  it('rests before a slice while the beat is late, up to its cap; not when the beat is fresh or let go', async () => {
    const pulse = serverPulse();
    const release = pulse.hold();
    const way = giveWay(pulse.share, { maxWaitMs: 30 });
    try {
      const rested = () => {
        const before = way.restedMs();
        way.gate();
        return way.restedMs() - before;
      };
      // Just beaten: no rest.
      expect(rested()).toBeLessThan(LATE_MS);
      // This thread late (it cannot beat while it waits here either): the whole cap, not less.
      busy(LATE_MS + 10);
      expect(rested()).toBeGreaterThanOrEqual(30);
      // The timers run again, the beat is fresh: no rest. On a loaded machine (CI runs suites side by side) this
      // thread can lose its core between a beat and the gate, and then the gate rightly finds the beat late; so the
      // gate is asked after each of a few pauses, and one of them must find it fresh (one that always rests fails).
      let restedWhenFresh = Infinity;
      for (let i = 0; i < 20 && restedWhenFresh >= LATE_MS; i++) {
        await sleep(10);
        restedWhenFresh = rested();
      }
      expect(restedWhenFresh).toBeLessThan(LATE_MS);
      // Let go (no build in flight): a late beat is no reason to rest.
      release();
      busy(LATE_MS + 10);
      expect(rested()).toBeLessThan(LATE_MS);
    } finally {
      release();
    }
  });

  it('beats until the last of several holds lets go', () => {
    const pulse = serverPulse();
    const way = giveWay(pulse.share, { maxWaitMs: 30 });
    const first = pulse.hold();
    const second = pulse.hold();
    first();
    first(); // letting go twice counts once
    busy(LATE_MS + 10);
    way.gate();
    expect(way.restedMs()).toBeGreaterThanOrEqual(30);
    second();
    busy(LATE_MS + 10);
    const before = way.restedMs();
    way.gate();
    expect(way.restedMs() - before).toBeLessThan(LATE_MS);
  });

  it("a resting worker thread goes on at the server thread's next beat, long before the cap", async () => {
    // A worker that waits for the word, then rests at its gate once and says how long.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const bundled = await build({
      stdin: {
        contents: `
          import { parentPort, workerData } from 'node:worker_threads';
          import { giveWay } from './give-way';
          const way = giveWay(workerData.share, { maxWaitMs: 5000 });
          const go = new Int32Array(workerData.go);
          Atomics.wait(go, 0, 0);
          way.gate();
          parentPort.postMessage(way.restedMs());`,
        resolveDir: here,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'warning',
    });
    const code = bundled.outputFiles[0]!.text;
    const pulse = serverPulse();
    const go = new SharedArrayBuffer(4);
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {
      workerData: { share: pulse.share, go },
    });
    try {
      await new Promise((resolve) => worker.once('online', resolve));
      const release = pulse.hold();
      // This thread busy (late) past LATE_MS; the worker then reaches its gate and rests; this thread goes on
      // 100 ms later, and its first beat wakes the worker.
      busy(LATE_MS + 5);
      Atomics.store(new Int32Array(go), 0, 1);
      Atomics.notify(new Int32Array(go), 0);
      busy(100);
      const rested = await new Promise<number>((resolve) => worker.once('message', resolve));
      release();
      expect(rested).toBeGreaterThan(20);
      expect(rested).toBeLessThan(2500);
    } finally {
      await worker.terminate();
    }
  });
});
