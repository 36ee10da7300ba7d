import type { Core } from '@strapi/strapi';

/** The site's read-only token: published content only (src/middlewares/published-only.ts). */
export const API_TOKEN_NAME = 'qilak-web';
/** The site's preview token: the only credential that may read drafts (`status=draft`). */
export const PREVIEW_TOKEN_NAME = 'qilak-web-preview';
/** The site's inquiry token: may create inquiries and nothing else (it cannot read them back). */
export const INQUIRY_TOKEN_NAME = 'qilak-web-inquiry';
export const INQUIRY_TOKEN_PERMISSIONS = ['api::inquiry.inquiry.create'];

interface TokenService {
  hash(accessKey: string): string;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  getById(id: number): Promise<{ permissions?: string[] } | null>;
}

interface TokenSpec {
  name: string;
  /** The environment variable holding the access key the site sends. */
  envVar: string;
  description: string;
  /** read-only (default), or custom with exactly these permissions. */
  permissions?: readonly string[];
}

export const SITE_TOKENS: readonly TokenSpec[] = [
  {
    name: API_TOKEN_NAME,
    envVar: 'CMS_API_TOKEN',
    description: 'Read-only token of the Qilak website, published content only (key from CMS_API_TOKEN)',
  },
  {
    name: PREVIEW_TOKEN_NAME,
    envVar: 'CMS_PREVIEW_TOKEN',
    description: 'Preview token of the Qilak website, the only one that reads drafts (key from CMS_PREVIEW_TOKEN)',
  },
  {
    name: INQUIRY_TOKEN_NAME,
    envVar: 'CMS_INQUIRY_TOKEN',
    description: 'Inquiry token of the Qilak website: creates inquiries, reads nothing (key from CMS_INQUIRY_TOKEN)',
    permissions: INQUIRY_TOKEN_PERMISSIONS,
  },
];

export async function ensureApiTokens(strapi: Core.Strapi): Promise<void> {
  // One key for both would make every read-only request a preview request.
  if (process.env.CMS_PREVIEW_TOKEN && process.env.CMS_PREVIEW_TOKEN === process.env.CMS_API_TOKEN)
    throw new Error('bootstrap: CMS_PREVIEW_TOKEN must differ from CMS_API_TOKEN');
  const keys = SITE_TOKENS.map((spec) => process.env[spec.envVar]).filter(Boolean);
  if (new Set(keys).size !== keys.length) throw new Error('bootstrap: the site tokens need different keys');
  for (const spec of SITE_TOKENS) await ensureApiToken(strapi, spec);
}

/**
 * A read-only token whose access key comes from the environment, so the site and the CMS share one secret.
 * Strapi generates keys itself, so the row is created by the service and its key replaced by ours
 * (stored as the HMAC-SHA512 hash Strapi checks, plus the encrypted copy the admin shows).
 */
async function ensureApiToken(
  strapi: Core.Strapi,
  { name, envVar, description, permissions }: TokenSpec,
): Promise<void> {
  const accessKey = process.env[envVar];
  if (!accessKey) {
    strapi.log.warn(`bootstrap: ${envVar} is not set, no API token ${name} is provisioned`);
    return;
  }
  const service = strapi.service('admin::api-token-content-api') as TokenService;
  const query = strapi.db.query('admin::api-token');
  const hashed = service.hash(accessKey);
  const type = permissions ? 'custom' : 'read-only';
  let row = (await query.findOne({ where: { name } })) as { id: number; accessKey: string } | null;
  if (!row) {
    row = (await service.create({
      name,
      description,
      type,
      lifespan: null,
      ...(permissions ? { permissions } : {}),
    })) as {
      id: number;
      accessKey: string;
    };
    strapi.log.info(`bootstrap: API token ${name} created`);
  }
  const current = (await query.findOne({ where: { id: row.id }, select: ['id', 'accessKey', 'type'] })) as {
    accessKey: string;
    type: string;
  };
  if (permissions) {
    // Someone may have widened the token in the admin: it gets back exactly its permissions.
    const have = [...((await service.getById(row.id))?.permissions ?? [])].sort();
    if (current.type !== type || have.join() !== [...permissions].sort().join())
      await service.update(row.id, { type, permissions: [...permissions] });
  }
  if (current.accessKey !== hashed || current.type !== type) {
    const encryption = strapi.service('admin::encryption') as { encrypt(v: string): string | null };
    await query.update({
      where: { id: row.id },
      data: { accessKey: hashed, encryptedKey: encryption.encrypt(accessKey), type },
    });
    strapi.log.info(`bootstrap: API token ${name} set to the key from ${envVar}`);
  }
}
