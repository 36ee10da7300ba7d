/**
 * Long synchronous work on the server's main thread, cut into slices: the work checks `due()` (cheap) as it goes and
 * awaits `pause()` when its slice is used up, so requests and timers run between slices (issue 33: no stall at the
 * --scale catalogue). A slice is about SLICE_MS of work; the whole job takes as long as before plus a little.
 * A request that arrives during a slice waits for the rest of it, plus any garbage collection and, on a busy
 * machine, the wait for a core. 5 ms rather than 10 shortens every such stall (bench section 7, issue 33); the
 * extra turns of the loop cost microseconds each.
 */
export const SLICE_MS = 5;

/**
 * Work waiting for its next slice, in the order it yielded. One slice runs per turn of the event loop, whoever's
 * it is: with a slice each per turn, four jobs at once (catalogue loads, a search build, the sitemap summaries)
 * would make every turn four slices long, and the loop's lag the sum of their budgets.
 */
const waiting: (() => void)[] = [];
let turnScheduled = false;

function nextTurn(): void {
  turnScheduled = false;
  const resume = waiting.shift();
  if (waiting.length > 0) scheduleTurn();
  resume?.();
}

function scheduleTurn(): void {
  if (turnScheduled) return;
  turnScheduled = true;
  setImmediate(nextTurn);
}

/**
 * Hands the event loop back: I/O callbacks and timers that are due run before the promise settles, and other
 * sliced work waiting before this one runs first (one slice per turn).
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    scheduleTurn();
  });
}

export interface Slicer {
  /** True when this slice has run SLICE_MS or longer, and at the first check (the first slice waits its turn). */
  due(): boolean;
  /**
   * Ends the slice if it is due (hands the loop back once); else undefined, with nothing to await. A hot loop writes
   * `if (slices.due()) await slices.pause()` or awaits only what it gets: an `await` per item costs two promises
   * and Node's promise hooks (the request context) a turn, which at the --scale catalogue was hundreds of megabytes
   * of garbage per warm-up on the thread that answers requests (issue 33).
   */
  pause(): Promise<void> | undefined;
}

export function slicer(sliceMs: number = SLICE_MS): Slicer {
  // The first slice waits its turn too: jobs started in one go (eleven markets' outlines after a catalogue change)
  // would otherwise each run a whole slice before their first pause, all in one turn of the loop, which at the
  // --scale catalogue was a stall of 60 to 70 ms (issue 33). So the first check finds the slice used up.
  let started = -Infinity;
  const due = () => performance.now() - started >= sliceMs;
  return {
    due,
    pause() {
      if (!due()) return undefined;
      return yieldToLoop().then(() => {
        started = performance.now();
      });
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
    if (index % every === 0 && slices.due()) await slices.pause();
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
    if (slices.due()) await slices.pause();
  }
}

/** Runs at most `n` of the given tasks at once, the rest in the order they came. */
export function limitConcurrency(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one, so `active` never passes n.
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * JSON.stringify(value) of a plain object as UTF-8 bytes, made a slice at a time: the long arrays among its own
 * properties are written an element at a time (a 20,000-variant catalogue is megabytes of JSON), the rest at once.
 * A property may also be a generator: written as the array of its items, each made as it is written, so that none
 * of them outlives its piece of JSON (the search documents of a --scale catalogue).
 * `chunk` sees the bytes as they are made (a hash, say). The bytes are those JSON.stringify would give.
 */
export async function stringifyInSlices(
  value: Record<string, unknown>,
  chunk: (bytes: Buffer) => void = () => {},
  slices: Slicer = slicer(),
): Promise<Buffer> {
  const buffers: Buffer[] = [];
  await writeJsonInSlices(
    value,
    (bytes) => {
      buffers.push(bytes);
      chunk(bytes);
    },
    slices,
  );
  return Buffer.concat(buffers);
}

/**
 * stringifyInSlices without the whole: the UTF-8 bytes go to `chunk` a slice's worth at a time (each piece whole
 * characters) and are not joined, for a reader that takes pieces (the search worker: no copy of megabytes here).
 */
export async function writeJsonInSlices(
  value: Record<string, unknown>,
  chunk: (bytes: Buffer) => void,
  slices: Slicer = slicer(),
): Promise<void> {
  let text = '';
  const flush = () => {
    if (text === '') return;
    chunk(Buffer.from(text, 'utf8'));
    text = '';
  };
  let first = true;
  text += '{';
  for (const [key, item] of Object.entries(value)) {
    // JSON.stringify leaves out properties whose value it cannot write.
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!isIterable(item)) {
      text += JSON.stringify(item);
      continue;
    }
    text += '[';
    let i = 0;
    for (const element of item) {
      text += (i > 0 ? ',' : '') + (JSON.stringify(element) ?? 'null');
      if (i % 64 === 63 && slices.due()) {
        flush();
        await slices.pause();
      }
      i++;
    }
    text += ']';
  }
  text += '}';
  flush();
}

/** An array, or an iterator (a generator): written element by element. A Set or a Map is written as JSON does. */
function isIterable(value: unknown): value is Iterable<unknown> {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const iterator = value as Partial<IterableIterator<unknown>>;
  return typeof iterator.next === 'function' && typeof iterator[Symbol.iterator] === 'function';
}
