import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { schemaOf } from '../schemas';
import { blockProblems, type BlockProblem } from './blocks';
import { INFORMATIVE_MEDIA, PORTRAIT_BLOCKS, altTextProblems } from './alt-texts';

export { IFRAME_HOSTS, allowedIframeUrl, blockProblems, type BlockProblem } from './blocks';
export { INFORMATIVE_MEDIA, PORTRAIT_BLOCKS, altTextProblems } from './alt-texts';

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

  // Publishing (or writing straight to published, as the seed does) an entry whose informative picture has no
  // alt text in that language is refused; a draft may be saved without one.
  strapi.documents.use(async (ctx, next) => {
    const uid = ctx.uid as string;
    const attributes = (ctx.contentType?.attributes ?? {}) as Record<string, { type: string; components?: string[] }>;
    const portraitZones = Object.entries(attributes)
      .filter(([, def]) => def.type === 'dynamiczone' && def.components?.some((c) => c in PORTRAIT_BLOCKS))
      .map(([name]) => name);
    if (!INFORMATIVE_MEDIA[uid] && portraitZones.length === 0) return next();
    const params = (ctx.params ?? {}) as {
      documentId?: string;
      locale?: unknown;
      status?: string;
      data?: Record<string, unknown>;
    };
    let problems: BlockProblem[] = [];
    if (ctx.action === 'publish' && params.documentId) {
      const populate: Record<string, unknown> = Object.fromEntries(
        (INFORMATIVE_MEDIA[uid] ?? []).map((f) => [f, true]),
      );
      for (const zone of portraitZones)
        populate[zone] = {
          on: Object.fromEntries(
            Object.entries(PORTRAIT_BLOCKS).map(([component, list]) => [
              component,
              { populate: { [list]: { populate: { image: true } } } },
            ]),
          ),
        };
      const draft = (await strapi.documents(uid as 'api::page.page').findOne({
        documentId: params.documentId,
        ...(typeof params.locale === 'string' ? { locale: params.locale } : {}),
        status: 'draft',
        populate: populate as never,
      })) as Record<string, unknown> | null;
      if (draft) problems = altTextProblems(uid, draft);
    } else if (WRITE_ACTIONS.has(ctx.action) && params.status === 'published' && params.data) {
      problems = altTextProblems(uid, params.data, ctx.action === 'update');
    }
    if (problems.length > 0)
      throw new errors.ValidationError(problems.map((p) => p.message).join(' '), {
        errors: problems.map((p) => ({ path: p.path.split(/[.[\]]+/).filter(Boolean), message: p.message })),
      });
    return next();
  });
}
