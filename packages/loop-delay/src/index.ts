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
  /** Stalls since the previous report that were not reported (at most one report a second). */
  skipped: number;
}

export interface LoopDelayOptions {
  /** The delay that counts as a stall for `reportStalls`: default 50 ms (the delay the site's target allows). */
  stallMs?: number;
  /** The least time between two reports (default a second). */
  reportEveryMs?: number;
}

/** A stall in a log line's words: `event loop stalled 62 ms (collector: scavenge 35 ms)`. */
export function describeStall(stall: Stall): string {
  const collections = stall.collections.map((gc) => `${gc.kind} ${gc.ms} ms`).join(', ');
  const more = stall.skipped > 0 ? `; ${stall.skipped} more since the last report` : '';
  return `event loop stalled ${stall.ms} ms (${collections ? `collector: ${collections}` : 'no collection in it'})${more}`;
}

/** A service's stall reports as warnings in its log (pino's `warn(fields, message)`), the same fields everywhere. */
export function warnOfStall(log: { warn(fields: Record<string, unknown>, message: string): void }) {
  return (stall: Stall): void =>
    log.warn({ stallMs: stall.ms, collections: stall.collections, skipped: stall.skipped }, describeStall(stall));
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
/** A report waits this long after its stall for Node to deliver the collections' entries (they come after it). */
const REPORT_AFTER_MS = 50;

/**
 * Reports stalls with the collections in them: a PerformanceObserver on `gc` entries keeps the last few seconds'.
 */
function stallReporter(reportEveryMs: number): {
  report(ms: number, start: number, end: number): void;
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
  let lastReport = -Infinity;
  let skipped = 0;
  const pending = new Set<NodeJS.Timeout>();
  return {
    reportTo(callback) {
      onStall = callback;
    },
    report(ms, start, end) {
      if (end - lastReport < reportEveryMs) {
        skipped++;
        return;
      }
      lastReport = end;
      const more = skipped;
      skipped = 0;
      const timer = setTimeout(() => {
        pending.delete(timer);
        const collections = recent
          .filter((gc) => gc.end > start && gc.start < end)
          .map((gc) => ({ kind: gc.kind, ms: Math.round((gc.end - gc.start) * 10) / 10 }));
        onStall({ ms: Math.round(ms), collections, skipped: more });
      }, REPORT_AFTER_MS);
      timer.unref();
      pending.add(timer);
    },
    /** A stall found before it is not reported, even one whose report was waiting for its collections. */
    restart() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      lastReport = -Infinity;
      skipped = 0;
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
    reporter?.restart();
  };
  setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - TICK_MS);
    last = now;
    delays.observe(late / 1000);
    if (late > longest) longest = late;
    if (reporter && late >= stallMs) reporter.report(late, now - late - TICK_MS, now);
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
     * every `reportEveryMs`, the stalls in between counted in the next report. Restarts the monitor.
     */
    reportStalls(onStall) {
      reporter ??= stallReporter(options.reportEveryMs ?? 1000);
      reporter.reportTo(onStall);
      restart();
    },
  };
}
