/**
 * The search worker: the markets' indexes in a thread of their own (src/lib/search/host.ts starts it). Its heap
 * holds the indexes, so their garbage collection never pauses the server's requests; its builds and searches
 * take turns in slices as they did on the main thread.
 *
 * Its thread yields the cores to the server thread (Linux applies a thread id's priority to that thread alone):
 * - It asks for the SCHED_IDLE policy (`SEARCH_WORKER_IDLE`, default on, through util-linux's `chrt`): it then
 *   runs only on a core no thread of normal priority wants, and a server thread that wakes takes the core from it
 *   at once. At nice 10 alone, the `--scale` bench (2026-11-27, schedstat) showed it running half a core through
 *   the start while the server thread waited a quarter of the time for one; under SCHED_IDLE that wait fell by a
 *   quarter, in start and catalogue change alike, and search found a change about as soon.
 * - It runs at nice 10 (`SEARCH_WORKER_NICE`), which is what stands where `chrt` is missing or refused.
 * An earlier try at nice 10 starved the builds on a busy machine (a CI runner: a product-service change took 12 s
 * to reach search instead of 1.5 s), when every change rebuilt a market; a change now updates the index in place
 * in milliseconds (MarketIndex.update), and only first builds wait for a spare core.
 */
import { spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { serveKeeper, type ToWorker, type WorkerData, type WorkerNotice } from '../src/lib/search';

if (!parentPort) throw new Error('search-worker runs as a worker thread (new Worker), not on its own');

// The priority comes from the server's configuration (host.ts), checked there.
const { nice, idle = false } = (workerData ?? { nice: 0 }) as WorkerData;
let threadId: number | undefined;
try {
  threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
} catch {
  // Not Linux, or no /proc: the worker runs at the server's priority.
}
if (threadId !== undefined && Number.isInteger(threadId) && threadId > 0) {
  if (nice > 0) setPriority(threadId, nice);
  if (idle) {
    // Once, at the worker's start (blocking this thread only); a policy the kernel or the container refuses
    // leaves the nice value in force.
    const asked = spawnSync('chrt', ['--idle', '--pid', '0', String(threadId)], { encoding: 'utf8', timeout: 5000 });
    if (asked.status !== 0) {
      const reason = asked.error?.message ?? asked.stderr.trim();
      parentPort.postMessage({
        notice: `the search worker thread stays at nice ${nice}: chrt --idle failed (${reason})`,
      } satisfies WorkerNotice);
    }
  }
}

const port = parentPort;
const handle = serveKeeper((message) => port.postMessage(message));
port.on('message', (message: ToWorker) => handle(message));
