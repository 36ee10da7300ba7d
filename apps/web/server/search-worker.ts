/**
 * The search worker: the markets' indexes in a thread of their own (src/lib/search/host.ts starts it). Its heap
 * holds the indexes, so their garbage collection never pauses the server's requests; its builds and searches
 * take turns in slices as they did on the main thread.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { serveKeeper, type ToWorker } from '../src/lib/search';

if (!parentPort) throw new Error('search-worker runs as a worker thread (new Worker), not on its own');

// A lower CPU priority for this thread (Linux applies a thread id's nice value to that thread alone): on a machine
// of two cores an index build would otherwise take equal turns with the thread that answers requests, and a request
// would wait for the scheduler however well the build is sliced. Nice 10 gives the server thread about nine tenths
// of a core they share, and still leaves the builds a share on a machine busy with other processes (19 would
// leave them next to nothing there, and a fresh instance would wait long for its first indexes).
const NICE = 10;
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, NICE);
} catch {
  // Not Linux, or no /proc: the worker runs at the server's priority.
}

const port = parentPort;
const handle = serveKeeper((message) => port.postMessage(message));
port.on('message', (message: ToWorker) => handle(message));
