import type { Core } from '@strapi/strapi';

export const API_TOKEN_NAME = 'qilak-web';

interface TokenService {
  hash(accessKey: string): string;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
}

/**
 * A read-only token whose access key is CMS_API_TOKEN, so the site and the CMS share one secret.
 * Strapi generates keys itself, so the row is created by the service and its key replaced by ours
 * (stored as the HMAC-SHA512 hash Strapi checks, plus the encrypted copy the admin shows).
 */
export async function ensureApiToken(strapi: Core.Strapi): Promise<void> {
  const accessKey = process.env.CMS_API_TOKEN;
  if (!accessKey) {
    strapi.log.warn('bootstrap: CMS_API_TOKEN is not set, no API token for the site is provisioned');
    return;
  }
  const service = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const query = strapi.db.query('admin::api-token');
  const hashed = service.hash(accessKey);
  let row = (await query.findOne({ where: { name: API_TOKEN_NAME } })) as { id: number; accessKey: string } | null;
  if (!row) {
    row = (await service.create({
      name: API_TOKEN_NAME,
      description: 'Read-only token of the Qilak website (key from CMS_API_TOKEN)',
      type: 'read-only',
      lifespan: null,
    })) as { id: number; accessKey: string };
    strapi.log.info(`bootstrap: API token ${API_TOKEN_NAME} created`);
  }
  const current = (await query.findOne({ where: { id: row.id }, select: ['id', 'accessKey', 'type'] })) as {
    accessKey: string;
    type: string;
  };
  if (current.accessKey !== hashed || current.type !== 'read-only') {
    const encryption = strapi.service('admin::encryption') as unknown as { encrypt(v: string): string | null };
    await query.update({
      where: { id: row.id },
      data: { accessKey: hashed, encryptedKey: encryption.encrypt(accessKey), type: 'read-only' },
    });
    strapi.log.info(`bootstrap: API token ${API_TOKEN_NAME} set to the key from CMS_API_TOKEN`);
  }
}
