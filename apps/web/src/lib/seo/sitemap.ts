import 'server-only';
import { z } from 'zod';
import { MARKETS, type MarketCode } from '@qilak/markets';
import { cmsGet } from '@/lib/cms/client';
import { cmsTags } from '@/lib/cache-tags';
import { hreflangAlternates, marketPath } from '@/lib/routing';

const entrySchema = z.object({
  slug: z.string(),
  updatedAt: z.string().nullish(),
  seo: z.object({ noIndex: z.boolean().nullish() }).nullish(),
  localizations: z.array(z.object({ locale: z.string(), slug: z.string().nullish() })).nullish(),
});
const listSchema = z.object({ data: z.array(entrySchema) });

type Collection = 'pages' | 'news-articles' | 'recipes';
const PATHS: Record<Collection, (slug: string) => string> = {
  pages: (slug) => (slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`),
  'news-articles': (slug) => `/a/${encodeURIComponent(slug)}`,
  recipes: (slug) => `/r/${encodeURIComponent(slug)}`,
};
const TAGS: Record<Collection, (locale: string) => string> = {
  pages: cmsTags.page,
  'news-articles': cmsTags.news,
  recipes: cmsTags.recipe,
};

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
}

/** Every indexable page, article and recipe of every market, with its alternates in the other markets. */
export async function sitemapUrls(site: string): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const market of MARKETS) {
    for (const collection of Object.keys(PATHS) as Collection[]) {
      const raw = await cmsGet(
        collection,
        { locale: market.code, fields: ['slug', 'updatedAt'], pagination: { pageSize: 500 } },
        [TAGS[collection](market.code)],
      );
      for (const entry of listSchema.parse(raw).data) {
        if (entry.seo?.noIndex) continue;
        const toPath = PATHS[collection];
        const localized = [
          { marketCode: market.code as MarketCode, path: toPath(entry.slug) },
          ...(entry.localizations ?? []).flatMap((l) =>
            l.slug ? [{ marketCode: l.locale, path: toPath(l.slug) }] : [],
          ),
        ];
        urls.push({
          loc: new URL(marketPath(market.code, toPath(entry.slug)), site).href,
          lastmod: entry.updatedAt ?? undefined,
          alternates: hreflangAlternates(site, localized),
        });
      }
    }
  }
  return urls;
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const body = urls
    .map(
      (u) =>
        `  <url>\n    <loc>${esc(u.loc)}</loc>\n${u.lastmod ? `    <lastmod>${esc(u.lastmod)}</lastmod>\n` : ''}${u.alternates
          .map((a) => `    <xhtml:link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(a.href)}"/>\n`)
          .join('')}  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}
