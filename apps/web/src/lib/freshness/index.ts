/** A fresh build for the visitor: the navigation progress, the page-shown event and the reload on a stale chunk. */
export { countFullLoad, reloadForChunkError } from './chunk-reload';
export {
  PAGE_SHOWN_EVENT,
  PROGRESS,
  RELOAD_GUARD_MS,
  allowReload,
  isChunkLoadError,
  isNavigationClick,
  isPageChange,
  type ChunkReloadDecision,
  type Place,
  type ProgressState,
} from './progress';
