import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { config } from '@/lib/config';
import { createAttemptLimiter } from '@/lib/security/attempts';
import { clientAddress } from '@/lib/security/client-address';
import { tagsForContentEvent, type ContentEvent } from '@/lib/cms/revalidation';
import { markRedirectsStale } from '@/lib/redirects/source';
import { edgePurger } from '@/lib/edge/purge';
import { clearLocalPageCache } from '@/lib/edge/local-cache';

export const dynamic = 'force-dynamic';

// Ten wrong secrets a minute per client, then 429 until the window passes.
const limiter = createAttemptLimiter({ max: 10, windowMs: 60_000 });

/** Instant publish: the CMS webhook names what changed; the matching cache tags are marked stale. */
export async function POST(request: Request) {
  const client = clientAddress(request.headers, config().trustedProxyHeader);
  if (limiter.blocked(client))
    return Response.json({ error: 'too many attempts' }, { status: 429, headers: { 'retry-after': '60' } });
  if (!secretMatches(request.headers.get('x-revalidate-secret'))) {
    limiter.fail(client);
    console.warn(`[revalidate] refused a request with a wrong or missing secret from ${client}`);
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  }
  let event: ContentEvent;
  try {
    event = (await request.json()) as ContentEvent;
  } catch {
    return Response.json({ error: 'body must be JSON' }, { status: 400 });
  }
  const tags = tagsForContentEvent(event);
  if (event.model === 'redirect') markRedirectsStale();
  for (const tag of tags) revalidateTag(tag, 'max');
  clearLocalPageCache();
  await edgePurger().purge(tags);
  console.log(
    `[revalidate] ${event.event ?? 'change'} ${event.model ?? '?'} ${event.locale ?? '*'}: ${tags.length} tags`,
  );
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
