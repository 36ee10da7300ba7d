/** The loading counter of spec section 2: the full-page overlay shows while it is at least 1. */
export { loadingCount, startLoading, subscribeLoading, trackLoading, type LoadingKind } from './store';
export { useLoadingWhile } from './use-loading';
