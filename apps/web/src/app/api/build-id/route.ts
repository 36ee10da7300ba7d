import { BUILD_ID } from '@/lib/config';

export const dynamic = 'force-dynamic';

/** The live build's id, polled by clients of older builds (FRESH-BUILD). */
export function GET() {
  return Response.json({ buildId: BUILD_ID }, { headers: { 'cache-control': 'no-store' } });
}
