import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug } from '@/lib/cms/server';
import { buildMetadata, organizationJsonLd, socialImageForMedia, webSiteJsonLd } from '@/lib/seo';
import { siteUrl } from '@/lib/config';
import { StructuredData, loadBreadcrumbs, logoUrl } from './structured-data';
import { marketPath, pageSlugFromRoute, type ParsedRoute } from '@/lib/routing';
import { BlockList, loadPageBlocks, type PageBlock } from '@/blocks';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';
import { missing } from './missing';
import type { RouteOptions } from './options';

async function findPage(market: Market, route: ParsedRoute) {
  const page = await getPageBySlug(market.code, pageSlugFromRoute(route));
  return page ?? missing();
}

/** A page is reachable under its navigation path and as /{slug}; the canonical is the short form everywhere. */
const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`);

export async function contentPageMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [page, global] = await Promise.all([findPage(market, route), getGlobalConfig(market.code)]);
  return buildMetadata({
    market,
    global,
    title: page.seo.metaTitle ?? page.title,
    description: page.seo.metaDescription,
    path: pagePath(page.slug),
    query,
    localizations: page.localizations.map((l) => ({ marketCode: l.locale, path: pagePath(l.slug) })),
    image: socialImageForMedia(page.seo.shareImage),
    noIndex: page.seo.noIndex,
  });
}

export interface ContentPageData {
  title: string;
  chrome: Chrome;
  blocks: PageBlock[];
  structuredData: unknown[];
}

export async function loadContentPage(
  market: Market,
  route: ParsedRoute,
  options: RouteOptions = {},
): Promise<ContentPageData> {
  const currentPath = `/${route.slug.join('/')}`;
  const page = await findPage(market, route);
  const [chrome, blocks] = await Promise.all([
    loadChrome(market, currentPath),
    loadPageBlocks(page.blocks, { market, currentPath }, options),
  ]);
  return { title: page.title, chrome, blocks, structuredData: await structuredDataOf(market, route, page) };
}

/** Organization and WebSite on the home page; every page below it has its breadcrumbs. */
async function structuredDataOf(
  market: Market,
  route: ParsedRoute,
  page: { slug: string; title: string },
): Promise<unknown[]> {
  if (page.slug !== 'home') {
    return [await loadBreadcrumbs(market, route.slug.slice(0, -1), [{ name: page.title, path: pagePath(page.slug) }])];
  }
  const global = await getGlobalConfig(market.code);
  const site = siteUrl();
  return [
    organizationJsonLd({
      siteUrl: site,
      name: global.siteName,
      description: global.description,
      logoUrl: logoUrl(),
      sameAs: global.socialLinks.map((l) => l.url),
    }),
    webSiteJsonLd({
      siteUrl: site,
      url: new URL(marketPath(market.code, '/'), `${site}/`).href,
      name: global.siteName,
      description: global.description,
      inLanguage: market.language,
    }),
  ];
}

export function ContentPageView({ data }: { data: ContentPageData }) {
  return (
    <SiteChrome chrome={data.chrome}>
      <StructuredData items={data.structuredData} />
      <h1 className="sr-only">{data.title}</h1>
      <BlockList blocks={data.blocks} />
    </SiteChrome>
  );
}
