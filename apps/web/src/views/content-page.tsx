import type { Metadata } from 'next';
import { getMarket, type Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug, getPagePaths } from '@/lib/cms/server';
import { buildMetadata, organizationJsonLd, socialImageForMedia, webSiteJsonLd } from '@/lib/seo';
import { siteUrl } from '@/lib/config';
import { StructuredData, loadBreadcrumbs, logoUrl } from './structured-data';
import { marketPath, pagePath, pageSlugFromRoute, type ParsedRoute } from '@/lib/routing';
import { BlockList, loadPageBlocks, type PageBlock } from '@/blocks';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';
import { missing } from './missing';
import type { RouteOptions } from './options';

async function findPage(market: Market, route: ParsedRoute) {
  const page = await getPageBySlug(market.code, pageSlugFromRoute(route));
  return page ?? missing();
}

/**
 * A page answers under every path that ends in its slug (the last-segment rule); its one URL, the canonical
 * everywhere, is its place in the market's navigation, else /{slug} (lib/routing pagePath; README "One URL per page").
 */
async function onePath(marketCode: string, slug: string): Promise<string> {
  return pagePath(slug, slug === 'home' ? new Map() : await getPagePaths(marketCode));
}

export async function contentPageMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [page, global] = await Promise.all([findPage(market, route), getGlobalConfig(market.code)]);
  const localizations = page.localizations.filter((l) => getMarket(l.locale));
  const [path, ...paths] = await Promise.all([
    onePath(market.code, page.slug),
    ...localizations.map((l) => onePath(l.locale, l.slug)),
  ]);
  return buildMetadata({
    market,
    global,
    title: page.seo.metaTitle ?? page.title,
    description: page.seo.metaDescription,
    path,
    query,
    localizations: localizations.map((l, i) => ({ marketCode: l.locale, path: paths[i]! })),
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
    // The trail of the page's one URL, whatever path it was asked under.
    const path = await onePath(market.code, page.slug);
    const context = path.split('/').slice(1, -1).map(decodeURIComponent);
    return [await loadBreadcrumbs(market, context, [{ name: page.title, path }])];
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
