import type { Core } from '@strapi/strapi';
import { deepPopulateFor, mergePopulate } from '../populate';

interface Config {
  uid: string;
}

/** Route middleware: gives read requests the deep populate of their content type (STYLE: populate in one place). */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: { query: Record<string, unknown> }, next: () => Promise<unknown>) => {
    // Mutating the parsed query keeps nested objects and booleans (assigning ctx.query would re-serialise).
    ctx.query.populate = mergePopulate(deepPopulateFor(strapi, config.uid), ctx.query.populate);
    await next();
  };
};
