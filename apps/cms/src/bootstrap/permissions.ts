import type { Core, UID } from '@strapi/strapi';

/** Content types the site reads; the public role gets find/findOne on them and nothing else of ours. */
export const PUBLIC_READ_TYPES = [
  'api::page.page',
  'api::news-article.news-article',
  'api::recipe.recipe',
  'api::navigation.navigation',
  'api::global-config.global-config',
  'api::market.market',
  'api::redirect.redirect',
] as const satisfies readonly UID.ContentType[];

const WRITE_ACTIONS = ['create', 'update', 'delete'];

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const roleQuery = strapi.db.query('plugin::users-permissions.role');
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');
  const role = (await roleQuery.findOne({ where: { type: 'public' } })) as { id: number } | null;
  if (!role) throw new Error('bootstrap: users-permissions public role not found');

  const wanted = PUBLIC_READ_TYPES.flatMap((uid) => {
    const isSingle = strapi.contentType(uid).kind === 'singleType';
    return isSingle ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`];
  });
  const current = (await permissionQuery.findMany({ where: { role: role.id } })) as { id: number; action: string }[];
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) await permissionQuery.create({ data: { action, role: role.id } });
  }
  // Someone may have ticked a write box for our types in the admin: the public role must stay read-only.
  const writes = current.filter(
    (p) => p.action.startsWith('api::') && WRITE_ACTIONS.includes(p.action.split('.').pop()!),
  );
  for (const p of writes) await permissionQuery.delete({ where: { id: p.id } });
}
