// The catalogue worker: Dexie, the catalogue JSON, the index and every filter query live here, off the main thread.
import { handle } from './engine';
import type { CatalogRequest, WorkerMessage } from './protocol';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; request: CatalogRequest }>) => void) | null;
  postMessage(message: WorkerMessage): void;
};

scope.onmessage = (event) => {
  const { id, request } = event.data;
  handle(request).then(
    (answer) => scope.postMessage({ id, answer }),
    (error: unknown) => {
      console.error('[catalog-worker]', error);
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    },
  );
};
