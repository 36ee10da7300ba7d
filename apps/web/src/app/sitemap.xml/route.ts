import { siteUrl } from '@/lib/config';
import { sitemapFiles, sitemapIndexXml } from '@/lib/seo/server';

// Dynamic (a static route would be built at `next build`, which runs without the CMS); the index is small and
// kept in memory for a minute, with the last good one answered while an upstream is down.
export const dynamic = 'force-dynamic';

/** The sitemap index: one sitemap per market (`/sitemaps/{market}/{part}.xml`), split past 50,000 URLs. */
export async function GET() {
  try {
    const xml = sitemapIndexXml(await sitemapFiles(siteUrl()));
    return new Response(xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=600, stale-if-error=86400',
      },
    });
  } catch (error) {
    console.error(`[sitemap] no sitemap index yet: ${(error as Error).message}`);
    return unavailable();
  }
}

function unavailable() {
  return new Response('sitemap temporarily unavailable', {
    status: 503,
    headers: { 'retry-after': '60', 'cache-control': 'no-store' },
  });
}
