import { openSync, readSync } from 'node:fs';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { Gauge, Histogram, type Registry } from 'prom-client';

/**
 * The monitor's timer: each tick records how much later than due it ran. A stall that begins just after a tick
 * shows up to one interval shorter than it was (the next tick was due that much into it): 5 ms keeps that error
 * small, for 200 cheap callbacks a second.
 */
const TICK_MS = 5;
/** From a scheduler hiccup to a server that answers nothing for a second. */
const DELAY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** A stall of the event loop, and the garbage collections within it: what an operator needs to tell them apart. */
export interface Stall {
  /** How late the timer ran, in milliseconds (the loop answered nothing that long). */
  ms: number;
  /** The collector's pauses within the stall (kind, milliseconds), oldest first; none: the thread ran code or waited for a core. */
  collections: { kind: string; ms: number }[];
  /**
   * Other stalls since the previous report, not reported: at most one report a second, so the stalls that follow a
   * report within its second are held and the longest of them is reported when the second is over.
   */
  skipped: number;
  /**
   * The thread's time on a core and waiting in the run queue for one, in milliseconds, from the tick before the
   * stall to the tick that found it (Linux; absent elsewhere). On a core most of it: code (or the collector) ran
   * that long. Waiting most of it: the machine's cores were busy with other threads. Neither: the thread was
   * blocked (a synchronous call into the system, a lock).
   */
  thread?: { ranMs: number; waitedMs: number };
}

export interface LoopDelayOptions {
  /** The delay that counts as a stall for `reportStalls`: default 50 ms (the delay the site's target allows). */
  stallMs?: number;
  /** The least time between two reports (default a second). */
  reportEveryMs?: number;
}

/**
 * A stall in a log line's words:
 * `event loop stalled 62 ms (collector: scavenge 35 ms; the thread on a core 40 ms, waiting for one 21 ms)`.
 */
export function describeStall(stall: Stall): string {
  const collections = stall.collections.map((gc) => `${gc.kind} ${gc.ms} ms`).join(', ');
  const thread = stall.thread
    ? `; the thread on a core ${stall.thread.ranMs} ms, waiting for one ${stall.thread.waitedMs} ms`
    : '';
  const more = stall.skipped > 0 ? `; ${stall.skipped} more since the last report` : '';
  return `event loop stalled ${stall.ms} ms (${collections ? `collector: ${collections}` : 'no collection in it'}${thread})${more}`;
}

/** A service's stall reports as warnings in its log (pino's `warn(fields, message)`), the same fields everywhere. */
export function warnOfStall(log: { warn(fields: Record<string, unknown>, message: string): void }) {
  return (stall: Stall): void =>
    log.warn(
      {
        stallMs: stall.ms,
        collections: stall.collections,
        skipped: stall.skipped,
        ...(stall.thread ? { ranMs: stall.thread.ranMs, waitedMs: stall.thread.waitedMs } : {}),
      },
      describeStall(stall),
    );
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
interface ThreadTimes {
  ranMs: number;
  waitedMs: number;
}

/**
 * The calling thread's time on a core and waiting for one so far (Linux's `/proc/thread-self/schedstat`, read
 * again from its start at each call: a few microseconds), or undefined where there is no such file.
 */
function threadClock(): (() => ThreadTimes) | undefined {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return undefined;
  }
  const buffer = Buffer.alloc(96);
  return () => {
    const text = buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0));
    const [ran, waited] = text.split(' ');
    return { ranMs: Number(ran) / 1e6, waitedMs: Number(waited) / 1e6 };
  };
}

/** A report waits this long after its stall for Node to deliver the collections' entries (they come after it). */
const REPORT_AFTER_MS = 50;

/**
 * Reports stalls with the collections in them: a PerformanceObserver on `gc` entries keeps the last few seconds'.
 */
function stallReporter(reportEveryMs: number): {
  report(ms: number, start: number, end: number, thread?: ThreadTimes): void;
  restart(): void;
  /** Where the reports go from now on. */
  reportTo(onStall: (stall: Stall) => void): void;
} {
  let onStall: (stall: Stall) => void = () => undefined;
  const recent: { start: number; end: number; kind: string }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      recent.push({
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        kind: GC_KINDS[kind ?? -1] ?? 'other',
      });
    }
    const since = performance.now() - 5000;
    while (recent.length > 0 && recent[0]!.end < since) recent.shift();
  }).observe({ entryTypes: ['gc'] });
  interface Found {
    ms: number;
    start: number;
    end: number;
    thread: ThreadTimes | undefined;
  }
  let lastReport = -Infinity;
  // The stalls found since the last report, held until a second after it: the longest is reported then.
  let held: Found | undefined;
  let heldCount = 0;
  let flush: NodeJS.Timeout | undefined;
  const pending = new Set<NodeJS.Timeout>();
  const send = (found: Found, skipped: number, afterMs: number) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      const collections = recent
        .filter((gc) => gc.end > found.start && gc.start < found.end)
        .map((gc) => ({ kind: gc.kind, ms: Math.round((gc.end - gc.start) * 10) / 10 }));
      const { thread } = found;
      onStall({
        ms: Math.round(found.ms),
        collections,
        skipped,
        ...(thread ? { thread: { ranMs: Math.round(thread.ranMs), waitedMs: Math.round(thread.waitedMs) } } : {}),
      });
    }, afterMs);
    timer.unref();
    pending.add(timer);
  };
  const sendHeld = () => {
    flush = undefined;
    if (!held) return;
    lastReport = performance.now();
    send(held, heldCount - 1, Math.max(0, held.end + REPORT_AFTER_MS - lastReport));
    held = undefined;
    heldCount = 0;
  };
  return {
    reportTo(callback) {
      onStall = callback;
    },
    report(ms, start, end, thread) {
      if (end - lastReport >= reportEveryMs) {
        lastReport = end;
        send({ ms, start, end, thread }, 0, REPORT_AFTER_MS);
        return;
      }
      // Within a second of the last report: held, the longest kept; reported when the second is over.
      heldCount++;
      if (!held || ms > held.ms) held = { ms, start, end, thread };
      if (!flush) {
        flush = setTimeout(sendHeld, lastReport + reportEveryMs - performance.now());
        flush.unref();
      }
    },
    /** A stall found before it is not reported, even one whose report was waiting for its collections. */
    restart() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      clearTimeout(flush);
      flush = undefined;
      held = undefined;
      heldCount = 0;
      lastReport = -Infinity;
    },
  };
}

/**
 * The event loop's delay as the service's requests meet it: a 5 ms timer's lateness, into a histogram (cumulative,
 * right for any number of scrapers and for rates over time) and into the longest delay since the previous scrape,
 * as `<service>_eventloop_delay_seconds` and `<service>_eventloop_delay_max_seconds` (the web server's `web_…`,
 * the product service's `pim_…`).
 *
 * Why not prom-client's `nodejs_eventloop_lag_max_seconds` alone: it reads Node's `monitorEventLoopDelay`, which
 * forgets its previous tick when reset at every scrape, so a stall that begins before the first tick after a scrape
 * is never recorded (2026-11-27: a 71 ms stall seen by a 5 ms watchdog in the web server, absent from every scrape;
 * `index.test.ts` shows the case). Its figures also hold its 10 ms interval (a quiet loop reports 10 ms). This
 * timer keeps its last tick across scrapes, so every stall lands in the scrape after it ends, and its figures are
 * the lateness alone.
 */
export function monitorLoopDelay(
  registers: Registry[],
  service: string,
  options: LoopDelayOptions = {},
): { restart(): void; reportStalls(onStall: (stall: Stall) => void): void } {
  const stallMs = options.stallMs ?? 50;
  let reporter: ReturnType<typeof stallReporter> | undefined;
  // Read at each tick once stalls are reported, on the thread the monitor was made on (the event loop's).
  let clock: (() => ThreadTimes) | undefined;
  let lastTimes: ThreadTimes | undefined;
  let last = performance.now();
  let longest = 0;
  const delays = new Histogram({
    name: `${service}_eventloop_delay_seconds`,
    help: 'How late a 5 ms timer ran on the event loop (a tick every 5 ms)',
    buckets: DELAY_BUCKETS,
    registers,
  });
  new Gauge({
    name: `${service}_eventloop_delay_max_seconds`,
    help: `The longest event-loop delay since the previous scrape (the 5 ms timer of ${service}_eventloop_delay_seconds)`,
    registers,
    collect() {
      this.set(longest / 1000);
      longest = 0;
    },
  });
  const restart = () => {
    last = performance.now();
    longest = 0;
    lastTimes = clock?.();
    reporter?.restart();
  };
  setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - TICK_MS);
    last = now;
    delays.observe(late / 1000);
    if (late > longest) longest = late;
    if (!reporter) return;
    const times = clock?.();
    if (late >= stallMs) {
      const spent =
        times && lastTimes
          ? { ranMs: times.ranMs - lastTimes.ranMs, waitedMs: times.waitedMs - lastTimes.waitedMs }
          : undefined;
      reporter.report(late, now - late - TICK_MS, now, spent);
    }
    lastTimes = times;
  }, TICK_MS).unref();
  return {
    /**
     * Starts over: the longest delay, the stall reports (none held back, none counted as skipped), and the timer's
     * last tick, so that a stall that began before the restart is not reported after it.
     */
    restart,
    /**
     * Reports each stall of `stallMs` or more from now on (a service calls it when its port opens: before, its
     * start-up holds the loop by design), a moment after it (once the collector's entries for it are in), at most once
     * every `reportEveryMs`: the stalls within that time after a report are held, and the longest of them is
     * reported when it is over, the others counted in its `skipped`. Restarts the monitor.
     */
    reportStalls(onStall) {
      reporter ??= stallReporter(options.reportEveryMs ?? 1000);
      clock ??= threadClock();
      reporter.reportTo(onStall);
      restart();
    },
  };
}
