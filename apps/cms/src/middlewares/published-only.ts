import type { Core } from '@strapi/strapi';
import { PREVIEW_TOKEN_NAME } from '../bootstrap/api-token';

interface Auth {
  strategy?: { name?: string };
  credentials?: { name?: string } | null;
}

// Strapi 5.54 names its API token strategy `content-api-token` (`api-token` before).
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

/** Only the site's preview token reads drafts; anyone else (public role, read-only token, users) gets published. */
export function mayReadDrafts(auth: Auth | undefined): boolean {
  return TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '') && auth?.credentials?.name === PREVIEW_TOKEN_NAME;
}

/**
 * Route middleware on every content read: Strapi 5 ties `status=draft` to the same `find` permission as
 * published reads, so the query's status is overridden here, after authentication, whatever the query says.
 */
export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => {
  return async (ctx: { query: Record<string, unknown>; state: { auth?: Auth } }, next: () => Promise<unknown>) => {
    if (!mayReadDrafts(ctx.state.auth)) {
      ctx.query.status = 'published';
      // Strapi 4's name for the same switch (v4 compatibility mode).
      delete ctx.query.publicationState;
    }
    await next();
  };
};
