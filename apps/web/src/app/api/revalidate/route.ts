import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { config } from '@/lib/config';
import { createAttemptLimiter, clientAddress } from '@/lib/security';
import { CatalogChangeEventSchema, type CatalogChangeEvent } from '@qilak/pim-contract';
import { isMarketCode } from '@qilak/markets';
import { contentEventSchema, pimTag, tagsForContentEvent } from '@/lib/cache-tags';
import { reloadCatalogNow } from '@/lib/pim';
import { markRedirectsStale } from '@/lib/redirects';
import { edgePurger, clearLocalPageCache } from '@/lib/edge/server';
import { markSearchStale } from '@/lib/search/server';
import { logger } from '@/lib/log';
import { recordRevalidation } from '@/lib/metrics';

const log = logger('revalidate');

export const dynamic = 'force-dynamic';

// Ten wrong secrets a minute per client, then 429 until the window passes.
const limiter = createAttemptLimiter({ max: 10, windowMs: 60_000 });

/** Instant publish: the CMS webhook names what changed; the matching cache tags are marked stale. */
export async function POST(request: Request) {
  const client = clientAddress(request.headers);
  if (limiter.blocked(client))
    return Response.json({ error: 'too many attempts' }, { status: 429, headers: { 'retry-after': '60' } });
  if (!secretMatches(request.headers.get('x-revalidate-secret'))) {
    limiter.fail(client);
    recordRevalidation('refused');
    log.warn(`refused a request with a wrong or missing secret from ${client}`);
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: 'body must be JSON' }, { status: 400 });
  }
  // The shape the CMS's revalidator sends (packages/content-events); anything else revalidates nothing.
  const parsed = contentEventSchema.safeParse(body);
  const catalogChange = parsed.success ? undefined : CatalogChangeEventSchema.safeParse(body);
  if (catalogChange?.success) return catalogChanged(catalogChange.data);
  if (!parsed.success) {
    const issues = z.prettifyError(parsed.error);
    recordRevalidation('refused');
    log.warn(`refused a body that is not a content event: ${issues.replace(/\n/g, '; ')}`);
    return Response.json({ error: 'not a content event', issues }, { status: 400 });
  }
  const event = parsed.data;
  const tags = tagsForContentEvent(event);
  if (event.model === 'redirect') markRedirectsStale();
  for (const tag of tags) revalidateTag(tag, 'max');
  // The search indexes of the markets concerned read their part again (the other instances notice through the shared cache).
  markSearchStale(tags);
  clearLocalPageCache();
  await edgePurger().purge(tags);
  recordRevalidation('revalidated', tags.length);
  log.info(`${event.event} ${event.model} ${event.locale ?? '*'}: ${tags.length} tags`);
  return Response.json({ revalidated: tags });
}

/**
 * PIM-FRESH: the product service's webhook names the cultures whose catalogue changed. Each is loaded first (and
 * announced to the other instances), then its pim:<culture> tag is revalidated, so no page or search index is
 * rebuilt from the older catalogue; the search indexes follow through the store's change listener.
 */
async function catalogChanged(event: CatalogChangeEvent): Promise<Response> {
  const cultures = event.cultures.filter((c) => isMarketCode(c.culture));
  const loaded = await Promise.allSettled(
    cultures.map((c) => reloadCatalogNow(c.culture, c.lastChanged, 'product service webhook')),
  );
  loaded.forEach((result, i) => {
    if (result.status === 'rejected')
      log.error(`${cultures[i]!.culture}: the changed catalogue did not load: ${(result.reason as Error).message}`);
  });
  const tags = cultures.map((c) => pimTag(c.culture));
  // The search indexes were marked stale by the store's change listener when the new catalogue replaced the old.
  for (const tag of tags) revalidateTag(tag, 'max');
  clearLocalPageCache();
  await edgePurger().purge(tags);
  recordRevalidation('revalidated', tags.length);
  log.info(`catalog.changed ${cultures.map((c) => c.culture).join(',') || '(no market)'}: ${tags.length} tags`);
  return Response.json({ revalidated: tags });
}

// Constant-time comparison so the secret cannot be guessed byte by byte from response times.
function secretMatches(given: string | null): boolean {
  const expected = config().revalidateSecret;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
