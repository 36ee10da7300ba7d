import { isProduction, siteUrl } from '@/lib/config';

export const dynamic = 'force-dynamic';

/** Outside production nothing may be indexed; production allows all and names the sitemap. */
export function GET() {
  const body = isProduction()
    ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n\nSitemap: ${siteUrl()}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
