import { draftMode } from 'next/headers';
import { config } from '@/lib/config';
import { PREVIEW_CACHE_CONTROL, previewTarget, secretMatches } from '@/lib/preview';
import { createAttemptLimiter, clientAddress } from '@/lib/security';
import { logger } from '@/lib/log';

const log = logger('preview');

export const dynamic = 'force-dynamic';

// Ten wrong secrets a minute per client, then 429 until the window passes.
const limiter = createAttemptLimiter({ max: 10, windowMs: 60_000 });

const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'cache-control': PREVIEW_CACHE_CONTROL } });

/**
 * Strapi's Preview button: `/api/preview?secret=…&path=/da-DK/om-os` turns on Next's draft mode (a cookie) and
 * redirects to the path, a path on this site only. Without the preview secret and token configured, no preview.
 */
export async function GET(request: Request) {
  const { previewSecret, cmsPreviewToken } = config();
  const client = clientAddress(request.headers);
  if (limiter.blocked(client)) return refuse(429, 'too many attempts');
  const params = new URL(request.url).searchParams;
  if (!cmsPreviewToken || !secretMatches(params.get('secret'), previewSecret)) {
    limiter.fail(client);
    log.warn(`refused a request with a wrong or missing secret from ${client}`);
    return refuse(401, 'invalid secret');
  }
  const target = previewTarget(params.get('path'));
  if (!target) return refuse(400, 'path must be a path on this site');
  (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    headers: { location: target, 'cache-control': PREVIEW_CACHE_CONTROL },
  });
}
