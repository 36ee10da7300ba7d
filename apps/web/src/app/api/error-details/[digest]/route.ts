import { isProduction } from '@/lib/config';
import { findError } from '@/lib/errors';

export const dynamic = 'force-dynamic';

/** Non-production only: the message and stack behind a digest shown on the 500 page. */
export async function GET(_request: Request, { params }: { params: Promise<{ digest: string }> }) {
  if (isProduction()) return new Response(null, { status: 404 });
  const found = findError((await params).digest);
  if (!found)
    return Response.json({ error: 'unknown digest' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return Response.json({ message: found.message, stack: found.stack }, { headers: { 'cache-control': 'no-store' } });
}
