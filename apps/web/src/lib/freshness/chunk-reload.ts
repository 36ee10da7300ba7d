import { allowReload, isChunkLoadError, type ChunkReloadDecision } from './progress';

/**
 * ERR-CHUNK-RELOAD: a chunk that fails to load (an older build's file, gone after a deploy) reloads the page, at
 * most once per path per 10 s. Called from the shell's error listeners and from the error pages (React catches
 * errors of a render). The decision is written to `<html data-chunk-reload>` so it can be observed.
 */
export function reloadForChunkError(reason: unknown): ChunkReloadDecision | undefined {
  if (typeof window === 'undefined' || !isChunkLoadError(reason)) return undefined;
  const decision: ChunkReloadDecision = allowReload(window.sessionStorage, window.location.pathname, Date.now())
    ? 'reloading'
    : 'refused';
  document.documentElement.dataset.chunkReload = decision;
  if (decision === 'reloading') window.location.reload();
  else
    console.warn(`[freshness] chunk failed to load again within 10 s; no second reload of ${window.location.pathname}`);
  return decision;
}

/**
 * Next's router answers a client navigation whose payload or chunks fail to load with a full load of its target
 * (fetch-server-response's "Falling back to browser navigation"). That load is the reload of ERR-CHUNK-RELOAD, so it
 * counts against the target's guard: the new document does not reload a second time for the same missing chunk.
 */
export function countFullLoad(path: string): void {
  if (typeof window === 'undefined') return;
  allowReload(window.sessionStorage, path, Date.now());
}
