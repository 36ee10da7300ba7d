import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { schemaOf } from '../schemas';
import { blockProblems } from './blocks';

export { IFRAME_HOSTS, allowedIframeUrl, blockProblems, type BlockProblem } from './blocks';

const WRITE_ACTIONS = new Set(['create', 'update']);

/**
 * Document service middleware: a create or update whose blocks the site would drop is refused with a message
 * naming the block and what to fix (shown by the admin under "Save"), for drafts and published entries alike.
 */
export function registerBlockValidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (!WRITE_ACTIONS.has(ctx.action)) return next();
    const data = (ctx.params as { data?: Record<string, unknown> } | undefined)?.data;
    const attributes = (ctx.contentType?.attributes ?? {}) as Record<string, { type: string }>;
    if (data) {
      const problems = Object.entries(attributes)
        .filter(([name, def]) => def.type === 'dynamiczone' && Array.isArray(data[name]))
        .flatMap(([name]) => blockProblems(name, data[name] as unknown[], (uid) => schemaOf(strapi, uid)));
      if (problems.length > 0)
        throw new errors.ValidationError(problems.map((p) => p.message).join(' '), {
          errors: problems.map((p) => ({ path: p.path.split(/[.[\]]+/).filter(Boolean), message: p.message })),
        });
    }
    return next();
  });
}
