export * from './constants';
export * from './common';
export * from './attributes';
export * from './category';
export * from './product';
export * from './secret';
export * from './update-status';
export * from './error';
