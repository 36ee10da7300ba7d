export * from './next-protocol';
export { CHECKED_NEXT_VERSION, CHECKED_REACT_VERSION } from './versions';
