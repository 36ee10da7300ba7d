import { draftMode } from 'next/headers';
import { PREVIEW_CACHE_CONTROL, previewTarget } from '@/lib/preview';

export const dynamic = 'force-dynamic';

/** The preview bar's exit link: draft mode off, back to the same page as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const target = previewTarget(new URL(request.url).searchParams.get('path')) ?? '/';
  return new Response(null, {
    status: 307,
    headers: { location: target, 'cache-control': PREVIEW_CACHE_CONTROL },
  });
}
