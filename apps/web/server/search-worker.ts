/**
 * The search worker: the markets' indexes in a thread of their own (src/lib/search/host.ts starts it). Its heap
 * holds the indexes, so their garbage collection never pauses the server's requests; its builds and searches
 * take turns in slices as they did on the main thread.
 *
 * It runs at the server's CPU priority. A lower one (nice 10 on its thread id) starved the builds on a machine busy
 * with other processes (a CI runner): a product-service change took 12 s to reach search instead of 1.5 s. It did
 * leave the server thread more of the cores in the --scale bench (longest lag during a catalogue change 79–116 ms
 * at nice 10, 72–198 ms at this priority; README, section 7): freshness was chosen over that.
 */
import { parentPort } from 'node:worker_threads';
import { serveKeeper, type ToWorker } from '../src/lib/search';

if (!parentPort) throw new Error('search-worker runs as a worker thread (new Worker), not on its own');

const port = parentPort;
const handle = serveKeeper((message) => port.postMessage(message));
port.on('message', (message: ToWorker) => handle(message));
