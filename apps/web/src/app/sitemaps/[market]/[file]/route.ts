import { siteUrl } from '@/lib/config';
import { sitemapPart, parseSitemapPart, sitemapXml } from '@/lib/seo/server';

// Built on first request and cached like the pages it lists: its CMS reads carry the cms:* tags of the market
// and the catalogue read the pim:* tags, so a revalidation rebuilds it in the background. A build that throws
// (an upstream down) leaves the last good copy in the cache; nothing is cached before a first good build.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ market: string; file: string }> }) {
  const { market, file } = await params;
  const parsed = parseSitemapPart(market, file);
  if (!parsed) return new Response('no such sitemap', { status: 404 });
  const urls = await sitemapPart(siteUrl(), parsed.market, parsed.part);
  if (!urls) return new Response('no such sitemap', { status: 404 });
  return new Response(sitemapXml(urls), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=600, stale-if-error=86400',
    },
  });
}
