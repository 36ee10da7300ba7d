import { siteUrl } from '@/lib/config';
import { sitemapUrls, sitemapXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

/** sitemap.xml of all markets with hreflang alternates; CMS reads are tag-cached, so this stays cheap. */
export async function GET() {
  try {
    const xml = sitemapXml(await sitemapUrls(siteUrl()));
    return new Response(xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=3600, stale-if-error=86400',
      },
    });
  } catch (error) {
    console.error(`[sitemap] ${(error as Error).message}`);
    return new Response('sitemap temporarily unavailable', {
      status: 503,
      headers: { 'retry-after': '60', 'cache-control': 'no-store' },
    });
  }
}
