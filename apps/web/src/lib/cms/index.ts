export { getPageBySlug } from './pages';
export { getGlobalConfig, type GlobalConfig } from './global';
export { cmsTags, pimTag } from './tags';
export type * from './types';
