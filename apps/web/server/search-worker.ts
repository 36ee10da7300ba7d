/**
 * The search worker: the markets' indexes in a process of their own (src/lib/search/host.ts starts it, talking over
 * its IPC channel). Its heap holds the indexes (1–2 GB at the --scale catalogue), so their garbage collection never
 * pauses the server's requests; its builds and searches take turns in slices as they did on the server.
 *
 * A process, not a worker thread (issue 33): a thread's heap is collected by V8's helper threads of the whole
 * process, at the server's priority, the same helpers that do the server thread's own collections. At start, while
 * they marked and swept this heap, the server thread waited behind them for a core (docs/MEASUREMENTS.md,
 * twenty-seventh stop). Started under `nice -n 10` (`SEARCH_WORKER_NICE`), every thread of this process, its
 * collector's helpers too, runs at that priority: its first builds at start take the cores the server and the
 * product service leave. A change updates an index in place in milliseconds (MarketIndex.update), so only first
 * builds wait for a spare core.
 */
import { serveKeeper, type ToWorker } from '../src/lib/search';

const send = process.send?.bind(process);
if (!send) throw new Error('search-worker runs as a child process with an IPC channel (src/lib/search/host.ts)');

const handle = serveKeeper((message) => send(message));
process.on('message', (message: ToWorker) => handle(message));
// The server is gone (stopped, or killed): so are its indexes.
process.on('disconnect', () => process.exit(0));
