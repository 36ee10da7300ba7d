import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug } from '@/lib/cms';
import { buildMetadata } from '@/lib/seo/metadata';
import { pageSlugFromRoute, type ParsedRoute } from '@/lib/routing';
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

export async function contentPageMetadata(market: Market, route: ParsedRoute, fullPath: string): Promise<Metadata> {
  const [page, global] = await Promise.all([findPage(market, route), getGlobalConfig(market.code)]);
  return buildMetadata({
    market,
    global,
    title: page.seo.metaTitle ?? page.title,
    description: page.seo.metaDescription,
    path: pagePath(page.slug),
    localizations: page.localizations.map((l) => ({ marketCode: l.locale, path: pagePath(l.slug) })),
    image: page.seo.shareImage,
    noIndex: page.seo.noIndex,
  });
}

export interface ContentPageData {
  title: string;
  chrome: Chrome;
  blocks: PageBlock[];
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
  return { title: page.title, chrome, blocks };
}

export function ContentPageView({ data }: { data: ContentPageData }) {
  return (
    <SiteChrome chrome={data.chrome}>
      <h1 className="sr-only">{data.title}</h1>
      <BlockList blocks={data.blocks} />
    </SiteChrome>
  );
}
