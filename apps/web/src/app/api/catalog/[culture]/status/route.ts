import { isMarketCode } from '@qilak/markets';
import { getUpdateStatus } from '@/lib/pim';
import { logger } from '@/lib/log';

const log = logger('api/catalog/status');

export const dynamic = 'force-dynamic';

/** The product service's last-change time for the market's products: the browser cache's reload signal. */
export async function GET(_request: Request, { params }: { params: Promise<{ culture: string }> }) {
  const { culture } = await params;
  if (!isMarketCode(culture)) return Response.json({ error: `unknown market ${culture}` }, { status: 404 });
  try {
    const lastChanged = await getUpdateStatus(culture);
    return Response.json({ culture, lastChanged }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    log.error(`${culture}: ${(error as Error).message}`);
    return Response.json(
      { error: 'product service unavailable' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}
