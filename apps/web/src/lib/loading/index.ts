/** The loading counter (SHELL-LOADING-COUNTER): the full-page overlay shows while it is at least 1. */
export { loadingCount, startLoading, subscribeLoading, trackLoading, type LoadingKind } from './store';
export { useLoadingWhile } from './use-loading';
