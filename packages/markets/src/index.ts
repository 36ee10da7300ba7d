export * from './markets';
export * from './lookup';
