/**
 * The search worker: the markets' indexes in a thread of their own (src/lib/search/host.ts starts it). Its heap
 * holds the indexes, so their garbage collection never pauses the server's requests; its builds and searches
 * take turns in slices as they did on the main thread.
 *
 * It runs at the server's CPU priority. A lower one (nice 10 on its thread id) made no difference to the server
 * thread's lag in the bench, and on a machine busy with other processes (a CI runner) it starved the builds: a
 * product-service change took 12 s to reach search instead of 1.5 s.
 */
import { parentPort } from 'node:worker_threads';
import { serveKeeper, type ToWorker } from '../src/lib/search';

if (!parentPort) throw new Error('search-worker runs as a worker thread (new Worker), not on its own');

const port = parentPort;
const handle = serveKeeper((message) => port.postMessage(message));
port.on('message', (message: ToWorker) => handle(message));
