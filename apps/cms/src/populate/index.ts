import type { Core } from '@strapi/strapi';
import { schemaOf } from '../schemas';
import { buildDeepPopulate, type GetSchema, type PopulateObject } from './deep';

export { buildDeepPopulate } from './deep';
export { mergePopulate } from './merge';
export type { PopulateObject, PopulateValue } from './deep';

const cache = new Map<string, PopulateObject>();

/** Deep populate of a content type, computed once per process from the loaded schemas. */
export function deepPopulateFor(strapi: Core.Strapi, uid: string): PopulateObject {
  let value = cache.get(uid);
  if (!value) {
    const getSchema: GetSchema = (u) => schemaOf(strapi, u);
    value = buildDeepPopulate(uid, getSchema);
    cache.set(uid, value);
  }
  return value;
}
