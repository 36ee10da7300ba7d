import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintScheduler } from './after-paint';

/** A frame clock on fake timers: animation callbacks run at the next 16 ms tick, idle callbacks when asked. */
function fakeScheduler(withIdle: boolean) {
  const frames = new Map<number, () => void>();
  const idle = new Map<number, () => void>();
  let next = 1;
  const scheduler: PaintScheduler = {
    requestAnimationFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle) => void frames.delete(handle),
    setTimeout: (callback, ms) => Number(setTimeout(callback, ms)),
    clearTimeout: (handle) => clearTimeout(handle),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            const handle = next++;
            idle.set(handle, callback);
            // The browser's own deadline: at the latest after the timeout.
            setTimeout(() => idle.get(handle)?.(), options.timeout);
            return handle;
          },
          cancelIdleCallback: (handle: number) => void idle.delete(handle),
        }
      : {}),
  };
  return {
    scheduler,
    paintFrame: () => {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
    goIdle: () => {
      const due = [...idle.values()];
      idle.clear();
      for (const callback of due) callback();
    },
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a painted frame and then an idle main thread', () => {
    const clock = fakeScheduler(true);
    const task = vi.fn();
    afterFirstPaint(task, clock.scheduler);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled(); // no frame yet: nothing painted, nothing starts
    clock.paintFrame();
    expect(task).not.toHaveBeenCalled(); // the animation callback runs before that frame's paint
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled(); // painted, but the main thread is still busy
    clock.goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts at the idle timeout when the main thread never goes idle', () => {
    const clock = fakeScheduler(true);
    const task = vi.fn();
    afterFirstPaint(task, clock.scheduler, 2000);
    clock.paintFrame();
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the painted frame where the browser has no idle callbacks (Safari)', () => {
    const clock = fakeScheduler(false);
    const task = vi.fn();
    afterFirstPaint(task, clock.scheduler);
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    clock.paintFrame();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, at any stage', () => {
    for (const stage of ['before the frame', 'after the frame', 'waiting for idle'] as const) {
      const clock = fakeScheduler(true);
      const task = vi.fn();
      const cancel = afterFirstPaint(task, clock.scheduler);
      if (stage !== 'before the frame') clock.paintFrame();
      if (stage === 'waiting for idle') vi.advanceTimersByTime(0);
      cancel();
      clock.paintFrame();
      vi.advanceTimersByTime(5000);
      clock.goIdle();
      expect(task, stage).not.toHaveBeenCalled();
    }
  });
});
