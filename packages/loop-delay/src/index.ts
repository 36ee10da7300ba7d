import { Gauge, Histogram, type Registry } from 'prom-client';

/**
 * The monitor's timer: each tick records how much later than due it ran. A stall that begins just after a tick
 * shows up to one interval shorter than it was (the next tick was due that much into it): 5 ms keeps that error
 * small, for 200 cheap callbacks a second.
 */
const TICK_MS = 5;
/** From a scheduler hiccup to a server that answers nothing for a second. */
const DELAY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

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
export function monitorLoopDelay(registers: Registry[], service: string): { restart(): void } {
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
  setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - TICK_MS);
    last = now;
    delays.observe(late / 1000);
    if (late > longest) longest = late;
  }, TICK_MS).unref();
  return {
    restart() {
      longest = 0;
    },
  };
}
