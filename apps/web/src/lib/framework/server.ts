/** The framework door's server-only part (Node built-ins). */
export { captureServerContext, runDetached } from './detached';
export {
  SLICE_MS,
  forEachInSlices,
  limitConcurrency,
  runInSlices,
  slicer,
  stringifyInSlices,
  writeJsonInSlices,
  yieldToLoop,
  type Slicer,
} from './slices';
