/**
 * The search worker gives way to the server thread (issue 33). On two cores, while eleven markets' first indexes
 * are built at start, the worker thread keeps one core while the server thread waits for the other behind the
 * product service and V8's helpers: its requests then wait too, although the worker runs at nice 10. So the server
 * thread beats, every BEAT_MS, into memory the two threads share while a build is in flight; before each of its
 * build slices the worker reads the last beat, and when it is LATE_MS or more old (the server thread is busy, or
 * waiting for a core) the worker sleeps until the next beat, up to MAX_WAIT_MS, leaving its core to the server.
 * The cap keeps a build moving on a server that is busy for long: at most MAX_WAIT_MS of rest per slice.
 *
 * The memory: three int32 cells. The beat's time is milliseconds since a base both threads agree on (the worker is
 * given it), kept modulo 2^32; differences below 2^31 ms (24 days) come out right across the wrap.
 */

const AT = 0;
const COUNT = 1;
const HELD = 2;

/** The server thread beats this often while a build is in flight. */
export const BEAT_MS = 4;
/** A beat this old: the server thread has not run its timers for a while. */
export const LATE_MS = 10;
/** The longest the worker rests before one slice. */
export const MAX_WAIT_MS = 20;

/** What the worker is given: the shared cells and the base of the beat's clock. */
export interface PulseShare {
  buffer: SharedArrayBuffer;
  base: number;
}

/** The time since the epoch, in milliseconds, as both threads read it (each thread's timeOrigin is its own). */
const epochMs = () => performance.timeOrigin + performance.now();

/** The server thread's side: beats while at least one build holds it. */
export interface ServerPulse {
  readonly share: PulseShare;
  /** Starts beating (if it was not); the function returned lets go (the last one stops the beats). */
  hold(): () => void;
}

export function serverPulse(beatMs: number = BEAT_MS): ServerPulse {
  const buffer = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const cells = new Int32Array(buffer);
  const base = Math.floor(epochMs());
  let holders = 0;
  let timer: NodeJS.Timeout | undefined;
  // A worker resting on COUNT goes on.
  const wake = () => {
    Atomics.add(cells, COUNT, 1);
    Atomics.notify(cells, COUNT);
  };
  const beat = () => {
    Atomics.store(cells, AT, Math.round(epochMs() - base) | 0);
    wake();
  };
  return {
    share: { buffer, base },
    hold() {
      holders++;
      if (!timer) {
        beat();
        Atomics.store(cells, HELD, 1);
        timer = setInterval(beat, beatMs);
        timer.unref();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
        if (holders > 0 || !timer) return;
        clearInterval(timer);
        timer = undefined;
        Atomics.store(cells, HELD, 0);
        wake();
      };
    },
  };
}

/** The worker's side: a gate to call before each slice; `restedMs` is the time it has rested so far. */
export interface GiveWay {
  gate: () => void;
  restedMs: () => number;
}

export function giveWay(share: PulseShare, options: { lateMs?: number; maxWaitMs?: number } = {}): GiveWay {
  const lateMs = options.lateMs ?? LATE_MS;
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const cells = new Int32Array(share.buffer);
  let rested = 0;
  const late = () => (((Math.round(epochMs() - share.base) | 0) - Atomics.load(cells, AT)) | 0) >= lateMs;
  return {
    gate: () => {
      const start = performance.now();
      for (;;) {
        if (Atomics.load(cells, HELD) === 0) break;
        const count = Atomics.load(cells, COUNT);
        if (!late()) break;
        const left = maxWaitMs - (performance.now() - start);
        if (left <= 0) break;
        // Woken by the next beat (the server thread ran its timers) or the end of the hold.
        Atomics.wait(cells, COUNT, count, left);
      }
      rested += performance.now() - start;
    },
    restedMs: () => rested,
  };
}
