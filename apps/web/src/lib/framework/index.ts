export * from './next-protocol';
export { CHECKED_NEXT_VERSION, CHECKED_REACT_VERSION } from './versions';
export { NEXT_FLIGHT_SCRIPT, NEXT_ROUTE_CACHE_PATH } from './next-internals';
