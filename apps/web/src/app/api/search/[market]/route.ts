import { getMarket } from '@qilak/markets';
import { createAttemptLimiter, clientAddress } from '@/lib/security';
import { SearchUnavailable, emptyAnswer, parseSearchParams, searchEngine } from '@/lib/search/server';
import { logger } from '@/lib/log';

const log = logger('search');

export const dynamic = 'force-dynamic';

// Per connecting address: a buyer typing asks once per pause, far below this (an office behind one address has
// room for several); a scraper is slowed down.
const limiter = createAttemptLimiter({ max: 300, windowMs: 60_000 });

/** Edge caches may keep an answer briefly: the same query from many visitors is one search, and a publish shows within seconds. */
const CACHEABLE = 'public, max-age=10, s-maxage=30, stale-while-revalidate=30';
const PER_GROUP_DEFAULT = 5;

/**
 * JSON whose text can never be read as markup: `<`, `>` and `&` are escaped, so a query echoed back stays inert
 * even where a client put the body into HTML by mistake.
 */
function json(body: unknown, status: number, headers: Record<string, string>): Response {
  const text = JSON.stringify(body).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return new Response(text, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/**
 * The site search for the header box's suggestions (and anyone else): `?q=&type=&page=&limit=`. Wrong input is a
 * 400 that says which parameter is wrong; an empty query an empty result; no index yet (an upstream down since
 * start) a 503 with Retry-After.
 */
export async function GET(request: Request, { params }: { params: Promise<{ market: string }> }) {
  const client = clientAddress(request.headers);
  if (limiter.blocked(client))
    return json({ error: 'too many searches, try again in a minute' }, 429, {
      'retry-after': '60',
      'cache-control': 'no-store',
    });
  limiter.fail(client);

  const { market: code } = await params;
  const market = getMarket(code);
  if (!market) return json({ error: 'unknown market' }, 400, { 'cache-control': 'no-store' });
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return json({ error: parsed.message }, 400, { 'cache-control': 'no-store' });
  const { q, type, page, limit } = parsed.value;
  const engine = searchEngine();
  if (q.trim() === '') {
    // Nothing asked; the warm-up at start comes this way: the indexes start building.
    engine.warm();
    return json(emptyAnswer('', type), 200, { 'cache-control': CACHEABLE });
  }
  try {
    const answer = await engine.search(market.code, {
      q,
      type,
      page,
      perGroup: limit ?? PER_GROUP_DEFAULT,
      pageSize: 20,
    });
    return json(answer, 200, { 'cache-control': CACHEABLE });
  } catch (error) {
    if (error instanceof SearchUnavailable) {
      return json({ error: 'search is starting, try again shortly' }, 503, {
        'retry-after': '10',
        'cache-control': 'no-store',
      });
    }
    log.error(`${market.code}: ${(error as Error).message}`);
    return json({ error: 'search failed' }, 503, { 'retry-after': '10', 'cache-control': 'no-store' });
  }
}
