import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug } from '@/lib/cms';
import { buildMetadata } from '@/lib/seo/metadata';
import { pageSlugFromRoute, type ParsedRoute } from '@/lib/routing';
import { BlockList } from '@/blocks';
import { SiteChrome } from '@/components/site/SiteChrome';
import { missing } from './index';

interface Props {
  market: Market;
  route: ParsedRoute;
  fullPath: string;
}

async function load(market: Market, route: ParsedRoute, _fullPath: string) {
  const page = await getPageBySlug(market.code, pageSlugFromRoute(route));
  return page ?? missing();
}

/** A page is reachable under its navigation path and as /{slug}; the canonical is the short form everywhere. */
const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`);

export async function contentPageMetadata(market: Market, route: ParsedRoute, fullPath: string): Promise<Metadata> {
  const [page, global] = await Promise.all([load(market, route, fullPath), getGlobalConfig(market.code)]);
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

export async function ContentPageView({ market, route, fullPath }: Props) {
  const page = await load(market, route, fullPath);
  return (
    <SiteChrome market={market} currentPath={`/${route.slug.join('/')}`}>
      <h1 className="sr-only">{page.title}</h1>
      <BlockList blocks={page.blocks} market={market} currentPath={`/${route.slug.join('/')}`} />
    </SiteChrome>
  );
}
