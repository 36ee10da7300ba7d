import type { CatalogAnswer, CatalogRequest, WorkerMessage } from './protocol';

/**
 * The main thread's side of the catalogue worker: one worker per page, shared by every block that needs the
 * catalogue. Where no worker can start or it fails to load, the same engine runs on the main thread instead
 * (loaded on demand), so the catalogue still works, only less smoothly.
 */
interface Pending {
  request: CatalogRequest;
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function onMainThread<R extends CatalogRequest>(request: R): Promise<CatalogAnswer<R>> {
  return import('./engine').then(({ handle }) => handle(request));
}

/** The worker did not start or died: whatever it still owed is answered on the main thread. */
function giveUpWorker(reason: unknown) {
  console.error('[catalog] the catalogue worker failed, working on the main thread:', reason);
  worker?.terminate();
  worker = null;
  const owed = [...pending.values()];
  pending.clear();
  for (const p of owed)
    onMainThread(p.request).then(
      (answer) => p.resolve(answer),
      (error: Error) => p.reject(error),
    );
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    // The bundler turns this into a worker entry of its own (a same-origin script, allowed by script-src 'self').
    const started = new Worker(new URL('./catalog.worker.ts', import.meta.url), { name: 'catalog' });
    started.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if ('error' in message) p.reject(new Error(message.error));
      else p.resolve(message.answer);
    };
    started.onerror = (event) => {
      event.preventDefault();
      giveUpWorker(event.message || 'worker error');
    };
    worker = started;
  } catch (error) {
    console.error('[catalog] no catalogue worker:', error);
    worker = null;
  }
  return worker;
}

export function askCatalog<R extends CatalogRequest>(request: R): Promise<CatalogAnswer<R>> {
  const w = startWorker();
  if (!w) return onMainThread(request);
  const id = nextId++;
  return new Promise<CatalogAnswer<R>>((resolve, reject) => {
    pending.set(id, { request, resolve, reject });
    w.postMessage({ id, request });
  });
}
