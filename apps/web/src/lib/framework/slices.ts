/**
 * Long synchronous work on the server's main thread, cut into slices: the work checks `due()` (cheap) as it goes and
 * awaits `pause()` when its slice is used up, so requests and timers run between slices (issue 33: no stall at the
 * --scale catalogue). A slice is about SLICE_MS of work; the whole job takes as long as before plus a little.
 */
export const SLICE_MS = 10;

/** The event loop's turn: I/O callbacks and timers that are due run before the promise settles. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface Slicer {
  /** True when this slice has run SLICE_MS or longer. */
  due(): boolean;
  /** Ends the slice if it is due (hands the loop back once), else resolves at once. */
  pause(): Promise<void>;
}

export function slicer(sliceMs: number = SLICE_MS): Slicer {
  let started = performance.now();
  const due = () => performance.now() - started >= sliceMs;
  return {
    due,
    async pause() {
      if (!due()) return;
      await yieldToLoop();
      started = performance.now();
    },
  };
}

/** Calls `each` for every item, handing the loop back every SLICE_MS; checks the clock every `every` items. */
export async function forEachInSlices<T>(
  items: Iterable<T>,
  each: (item: T, index: number) => void,
  options: { slicer?: Slicer; every?: number } = {},
): Promise<void> {
  const slices = options.slicer ?? slicer();
  const every = options.every ?? 16;
  let index = 0;
  for (const item of items) {
    each(item, index);
    index++;
    if (index % every === 0) await slices.pause();
  }
}

/**
 * Runs work written as a generator (it yields wherever it may be cut: features/catalog/query's Steps) to its end,
 * handing the loop back whenever a slice is used up. Returns what the generator returns.
 */
export async function runInSlices<T>(steps: Generator<void, T, void>, slices: Slicer = slicer()): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await slices.pause();
  }
}
