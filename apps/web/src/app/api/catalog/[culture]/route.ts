import { isMarketCode } from '@qilak/markets';
import { etagMatches, getCatalogBody } from '@/lib/pim';
import { logger } from '@/lib/log';

const log = logger('api/catalog');

// Answers depend on If-None-Match and Accept-Encoding; the catalogue itself is cached in memory per culture.
export const dynamic = 'force-dynamic';

/**
 * The derived catalogue of a market, for the browser's product cache. The product service (and its function
 * key) is called server-side only. `?v=<LastChanged>` names the version the browser was told about, so a
 * catalogue older than that is fetched again instead of being served from memory.
 */
export async function GET(request: Request, { params }: { params: Promise<{ culture: string }> }) {
  const { culture } = await params;
  if (!isMarketCode(culture)) return Response.json({ error: `unknown market ${culture}` }, { status: 404 });
  const v = new URL(request.url).searchParams.get('v');
  const atLeast = v && !Number.isNaN(Date.parse(v)) ? v : undefined;
  let body;
  try {
    body = await getCatalogBody(culture, atLeast);
  } catch (error) {
    log.error(`${culture}: ${(error as Error).message}`);
    return Response.json(
      { error: 'product service unavailable' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
  const headers = new Headers({
    etag: body.etag,
    // The browser may keep it but asks again each time (cheap: 304 on an unchanged ETag).
    'cache-control': 'public, max-age=0, must-revalidate',
    'x-catalog-last-changed': body.lastChanged,
    'x-cache-tag': body.tag,
    vary: 'accept-encoding',
  });
  if (etagMatches(request.headers.get('if-none-match'), body.etag)) return new Response(null, { status: 304, headers });
  headers.set('content-type', 'application/json; charset=utf-8');
  // Compression is the server's (gzip, 2.5 MB -> ~130 kB): Next drops a route handler's own Content-Encoding.
  return new Response(new Uint8Array(body.json), { status: 200, headers });
}
