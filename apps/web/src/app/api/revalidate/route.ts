import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { serverConfig } from '@/lib/config/server';
import { tagsForContentEvent, type ContentEvent } from '@/lib/cms/revalidation';

export const dynamic = 'force-dynamic';

/** Instant publish: the CMS webhook names what changed; the matching cache tags are marked stale. */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  }
  let event: ContentEvent;
  try {
    event = (await request.json()) as ContentEvent;
  } catch {
    return Response.json({ error: 'body must be JSON' }, { status: 400 });
  }
  const tags = tagsForContentEvent(event);
  for (const tag of tags) revalidateTag(tag, 'max');
  console.log(`[revalidate] ${event.event ?? 'change'} ${event.model ?? '?'} ${event.locale ?? '*'}: ${tags.length} tags`);
  return Response.json({ revalidated: tags });
}

// Constant-time comparison so the secret cannot be guessed byte by byte from response times.
function secretMatches(given: string | null): boolean {
  const expected = serverConfig.revalidateSecret;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
