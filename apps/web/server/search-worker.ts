/**
 * The search worker: the markets' indexes in a thread of their own (src/lib/search/host.ts starts it). Its heap
 * holds the indexes, so their garbage collection never pauses the server's requests; its builds and searches
 * take turns in slices as they did on the main thread.
 *
 * It runs at nice 10 (`SEARCH_WORKER_NICE`, Linux applies a thread id's nice value to that thread alone): on two
 * cores a first build would otherwise take equal turns with the thread that answers requests. An earlier try at
 * nice 10 starved the builds on a busy machine (a CI runner: a product-service change took 12 s to reach search
 * instead of 1.5 s), when every change rebuilt a market; a change now updates the index in place in milliseconds
 * (MarketIndex.update), and only first builds wait for the spare core.
 *
 * Nice 10 still let it keep a core while the server thread waited for the other (issue 33), so before each build
 * slice it also rests while the server thread's beat is late (src/lib/search/give-way.ts).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { beforeEachSlice } from '../src/lib/framework/server';
import { giveWay, serveKeeper, type ToWorker, type WorkerData } from '../src/lib/search';

if (!parentPort) throw new Error('search-worker runs as a worker thread (new Worker), not on its own');

// The nice value comes from the server's configuration (host.ts), checked there.
const { nice, pulse } = workerData as WorkerData;
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0 && nice > 0) setPriority(threadId, nice);
} catch {
  // Not Linux, or no /proc: the worker runs at the server's priority.
}

// Before each build slice, rest while the server thread is late (it may be waiting for the core this thread holds).
const gaveWay = giveWay(pulse);
beforeEachSlice(gaveWay.gate);

const port = parentPort;
const handle = serveKeeper((message) => port.postMessage(message), gaveWay.restedMs);
port.on('message', (message: ToWorker) => handle(message));
