import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import type { ContentLanguage } from '@qilak/markets';
import { slicer, writeJsonInSlices } from '@/lib/framework/server';
import type { SearchDocument } from './documents';
import { BUILD_SLICE_MS, type SearchAnswer, type SearchRequest } from './engine';
import {
  IndexKeeper,
  type BuiltIndex,
  type FromWorker,
  type IndexPart,
  type IndexParts,
  type ToWorker,
} from './keeper';

/** Where the markets' indexes are built and searched: this thread, or the search worker process. */
export interface IndexHost {
  readonly kind: 'in-process' | 'worker';
  build(market: string, language: ContentLanguage, parts: IndexParts): Promise<BuiltIndex>;
  /** Undefined: no index for the market (yet, or any more after the worker was lost). */
  search(market: string, request: SearchRequest): Promise<SearchAnswer | undefined>;
  /** Lets the indexes go (the worker process ends; not a loss). */
  close(): Promise<void>;
}

export function inProcessHost(): IndexHost {
  const keeper = new IndexKeeper();
  return {
    kind: 'in-process',
    async build(market, language, parts) {
      // A part that is a generator is read in slices, as the worker host writes it.
      const read: IndexParts = {};
      for (const part of Object.keys(parts) as IndexPart[]) {
        const slices = slicer(BUILD_SLICE_MS);
        const list: (SearchDocument | string)[] = [];
        for (const entry of parts[part] ?? []) {
          list.push(entry);
          if (slices.due()) await slices.pause();
        }
        read[part] = list;
      }
      return keeper.build(market, language, read);
    },
    search: (market, request) => Promise.resolve(keeper.search(market, request)),
    close: () => Promise.resolve(),
  };
}

/**
 * A search the worker has not answered by then fails (the route answers 503), instead of hanging the request; a
 * build, by BUILD_TIMEOUT_MS (a market of the --scale catalogue takes seconds). Either means the worker's loop is
 * stuck: it is ended and replaced, as when it dies.
 */
const SEARCH_TIMEOUT_MS = 10_000;
const BUILD_TIMEOUT_MS = 120_000;

interface Pending {
  resolve: (message: FromWorker) => void;
  reject: (error: Error) => void;
}

/**
 * The command that starts the worker: this Node with this process's flags (the heap settings; not a debugger's port),
 * under `nice -n` on Linux, so that every thread of the worker, V8's collector helpers too, runs at that priority
 * from its first instruction (a nice value set from inside would reach its main thread only).
 */
function workerCommand(file: string, nice: number): [string, string[]] {
  const node = [...process.execArgv.filter((flag) => !flag.startsWith('--inspect')), file];
  return nice > 0 && process.platform === 'linux'
    ? ['nice', ['-n', String(nice), process.execPath, ...node]]
    : [process.execPath, node];
}

/**
 * The indexes in a worker process (`file`, the bundled server/search-worker.ts), spoken to over its IPC channel. It
 * starts on the first build; when it dies (out of memory, a bug, killed) every call waiting on it fails, `onLost`
 * tells the registry to rebuild every market, and the next build starts a new one. It ends with this process (its
 * channel closes).
 */
export function workerHost(
  file: string,
  options: {
    onLost?: (reason: string) => void;
    searchTimeoutMs?: number;
    buildTimeoutMs?: number;
    /** The worker process's nice value (default 0: the server's priority). */
    nice?: number;
  } = {},
): IndexHost {
  const searchTimeoutMs = options.searchTimeoutMs ?? SEARCH_TIMEOUT_MS;
  const buildTimeoutMs = options.buildTimeoutMs ?? BUILD_TIMEOUT_MS;
  let worker: ChildProcess | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const lose = (reason: string) => {
    worker = undefined;
    for (const call of pending.values()) call.reject(new Error(`the search worker stopped: ${reason}`));
    pending.clear();
    options.onLost?.(reason);
  };

  const started = (): ChildProcess => {
    if (worker) return worker;
    const [command, args] = workerCommand(file, options.nice ?? 0);
    // `advanced`: the JSON pieces of a build go as ArrayBuffers, not as text.
    const w = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    // The server's exit does not wait for it.
    w.unref();
    w.channel?.unref();
    w.on('message', (message: FromWorker) => {
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      call.resolve(message);
    });
    w.on('error', (error) => {
      if (worker === w) lose(error.message);
    });
    w.on('exit', (code, signal) => {
      if (worker === w) lose(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
    worker = w;
    return w;
  };

  const call = (w: ChildProcess, message: ToWorker & { id: number }, timeoutMs: number): Promise<FromWorker> =>
    new Promise<FromWorker>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(message.id);
        const reason = `it did not answer a ${message.op} within ${timeoutMs} ms`;
        reject(new Error(`the search worker stopped: ${reason}`));
        // Stuck: replaced like a worker that died (every market built again in a new one).
        if (worker === w) {
          lose(reason);
          w.kill('SIGKILL');
        }
      }, timeoutMs);
      timer.unref();
      pending.set(message.id, {
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      // A closed channel (the worker died between two messages) comes as its 'error' event: lost, as above. A
      // message that cannot be sent at all throws here, and only this call fails.
      try {
        w.send(message);
      } catch (error) {
        pending.get(message.id)?.reject(error as Error);
        pending.delete(message.id);
      }
    });

  const sendAndBuild = async (
    w: ChildProcess,
    market: string,
    language: ContentLanguage,
    parts: IndexParts,
  ): Promise<BuiltIndex> => {
    const names = Object.keys(parts) as IndexPart[];
    for (const part of names) {
      // Written as JSON a slice at a time on this thread, each slice's bytes sent as a message of its own: the IPC
      // channel serialises and copies a message on the sending thread in one piece, so a part sent whole (tens of
      // megabytes at the --scale catalogue) held this thread 55-71 ms on a core (issue 33). A piece is one slice's
      // worth. A small piece, which shares Node's buffer pool, is copied into a buffer of its own: only its bytes go.
      let first = true;
      await writeJsonInSlices(
        { documents: parts[part] ?? [] },
        (bytes) => {
          if (worker !== w) throw new Error('the search worker stopped while a build was sent');
          const piece =
            bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
              ? (bytes.buffer as ArrayBuffer)
              : new Uint8Array(bytes).buffer;
          w.send({ op: 'stage', market, part, piece, first } satisfies ToWorker);
          first = false;
        },
        // The server thread's own slice: requests wait on these writes, not on the worker's builds.
        slicer(),
      );
      if (worker !== w) throw new Error('the search worker stopped while a build was sent');
      w.send({ op: 'stage', market, part, end: true } satisfies ToWorker);
    }
    const answer = await call(w, { op: 'build', id: nextId++, market, language, parts: names }, buildTimeoutMs);
    if ('error' in answer) throw new Error(answer.error);
    if (!('built' in answer)) throw new Error('the search worker answered a build with something else');
    return answer.built;
  };

  return {
    kind: 'worker',
    build(market, language, parts) {
      return sendAndBuild(started(), market, language, parts);
    },
    async search(market, request) {
      if (!worker) return undefined;
      const answer = await call(worker, { op: 'search', id: nextId++, market, request }, searchTimeoutMs);
      if ('error' in answer) throw new Error(answer.error);
      if (!('answer' in answer)) throw new Error('the search worker answered a search with something else');
      return answer.answer ?? undefined;
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (!w || w.exitCode !== null || w.signalCode !== null) return;
      const exited = new Promise((resolve) => w.once('exit', resolve));
      w.kill();
      await exited;
    },
  };
}
