import { getMarket } from '@qilak/markets';
import { parseFilters } from '@/features/catalog/query';
import { queryCatalogOnServer } from '@/lib/pim';
import { logger } from '@/lib/log';

const log = logger('api/catalog/query');

export const dynamic = 'force-dynamic';

/** The catalogue block shows at most this many cards or rows a page; a larger `size` gets the default. */
const MAX_PAGE_SIZE = 96;
const DEFAULT_PAGE_SIZE = 24;

/**
 * One page of catalogue results for the filters in the query string (the catalogue URL's own parameters, plus
 * `size`): the catalogue browser asks here while its worker is still loading the market's catalogue, so a
 * first-visit filter answers at once instead of after the download. The market's language decides the title order.
 */
export async function GET(request: Request, { params }: { params: Promise<{ culture: string }> }) {
  const { culture } = await params;
  const market = getMarket(culture);
  if (!market) return Response.json({ error: `unknown market ${culture}` }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const size = Number(search.get('size'));
  const pageSize = Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE;
  try {
    const { page, lastChanged } = await queryCatalogOnServer(culture, market.language, parseFilters(search), pageSize);
    return Response.json(page, {
      // Only the first seconds of a visit ask, each with its own filters: not worth keeping anywhere.
      headers: { 'cache-control': 'no-store', 'x-catalog-last-changed': lastChanged },
    });
  } catch (error) {
    log.error(`${culture}: ${(error as Error).message}`);
    return Response.json(
      { error: 'product service unavailable' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}
