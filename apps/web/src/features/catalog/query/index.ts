/** The product catalogue's domain: pure derivations from the product service's data, labels, filtering. */
export type * from './types';
export { FACET_LISTS } from './types';
export * from './derive';
export { indexLabels, labelFor, type LabelIndex } from './labels';
export * from './filter';
export * from './my-catalog';
export * from './cards';
export { absoluteUrl, jsonForScript } from './json-ld';
export * from './product-cards';
export * from './browser-catalog';
export * from './query';
export { STEP, mapSteps, runSteps, type Steps } from './steps';
