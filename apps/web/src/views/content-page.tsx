import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getPageBySlug } from '@/lib/cms';
import { pageSlugFromRoute, type ParsedRoute } from '@/lib/routing';
import { BlockList } from '@/blocks';
import { SiteChrome } from '@/components/site/SiteChrome';
import { missing } from './index';

interface Props {
  market: Market;
  route: ParsedRoute;
  fullPath: string;
}

async function load(market: Market, route: ParsedRoute, fullPath: string) {
  const page = await getPageBySlug(market.code, pageSlugFromRoute(route));
  return page ?? missing(fullPath);
}

export async function contentPageMetadata(market: Market, route: ParsedRoute, fullPath: string): Promise<Metadata> {
  const page = await load(market, route, fullPath);
  return { title: page.seo.metaTitle ?? page.title, description: page.seo.metaDescription };
}

export async function ContentPageView({ market, route, fullPath }: Props) {
  const page = await load(market, route, fullPath);
  return (
    <SiteChrome market={market}>
      <h1 className="sr-only">{page.title}</h1>
      <BlockList blocks={page.blocks} market={market} />
    </SiteChrome>
  );
}
