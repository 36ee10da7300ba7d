/** The browser scheduling calls `afterFirstPaint` uses (passed in, so the order is testable with fake timers). */
export interface PaintScheduler {
  requestAnimationFrame: (callback: () => void) => number;
  cancelAnimationFrame: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `task` once the page has painted and the main thread is idle: a frame's animation callback, then a
 * macrotask (that frame has been painted by then), then an idle period (at most `idleTimeoutMs` later).
 * The consent banner starts here, so its library, texts and styles never delay the page's first paint or its
 * hydration. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void, scheduler: PaintScheduler, idleTimeoutMs = 2000): () => void {
  let cancel = () => {};
  const frame = scheduler.requestAnimationFrame(() => {
    const timer = scheduler.setTimeout(() => {
      const { requestIdleCallback, cancelIdleCallback } = scheduler;
      if (requestIdleCallback && cancelIdleCallback) {
        const idle = requestIdleCallback(task, { timeout: idleTimeoutMs });
        cancel = () => cancelIdleCallback(idle);
      } else {
        // Safari has no requestIdleCallback: the painted frame is the part that matters.
        const later = scheduler.setTimeout(task, 1);
        cancel = () => scheduler.clearTimeout(later);
      }
    }, 0);
    cancel = () => scheduler.clearTimeout(timer);
  });
  cancel = () => scheduler.cancelAnimationFrame(frame);
  return () => cancel();
}

/** The page's own scheduler (browser only). */
export function browserScheduler(): PaintScheduler {
  return {
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
    ...('requestIdleCallback' in window
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) =>
            window.requestIdleCallback(callback, options),
          cancelIdleCallback: (handle: number) => window.cancelIdleCallback(handle),
        }
      : {}),
  };
}
