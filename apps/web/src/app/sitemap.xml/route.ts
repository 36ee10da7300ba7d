import { siteUrl } from '@/lib/config';
import { sitemapIndex, sitemapIndexXml } from '@/lib/seo/server';
import { logger } from '@/lib/log';

const log = logger('sitemap');

// Dynamic (a static route would be built at `next build`, which runs without the CMS); each market's part of the
// index is kept in memory, rebuilt behind the answer after a minute, and kept while an upstream is down.
export const dynamic = 'force-dynamic';

/** When a crawler should ask again for an index that has no market built yet. */
const RETRY_AFTER_SECONDS = 30;

/** The sitemap index: one sitemap per market (`/sitemaps/{market}/{part}.xml`), split past 50,000 URLs. */
export async function GET() {
  const answer = await sitemapIndex(siteUrl());
  if (answer.status === 503) {
    // Never an empty index: a crawler is told to come back (the markets' builds go on behind this answer).
    return new Response('sitemap temporarily unavailable\n', {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': String(RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-sitemap-index': 'unavailable',
      },
    });
  }
  const complete = answer.missing.length === 0;
  if (!complete) log.error(`index answered without ${answer.missing.join(', ')} (not built yet)`);
  return new Response(sitemapIndexXml(answer.files), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // A partial index (a market not built yet) is correct but must not be kept anywhere.
      'cache-control': complete ? 'public, max-age=0, s-maxage=600, stale-if-error=86400' : 'no-store',
      'x-sitemap-index': complete ? 'complete' : `partial; missing=${answer.missing.join(',')}`,
    },
  });
}
