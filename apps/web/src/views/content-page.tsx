import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug } from '@/lib/cms';
import { buildMetadata, organizationJsonLd, socialImageForMedia, webSiteJsonLd } from '@/lib/seo';
import { siteUrl } from '@/lib/config';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumbs, logoUrl } from './structured-data';
import { marketPath, pageSlugFromRoute, type ParsedRoute } from '@/lib/routing';
import { BlockList } from '@/blocks';
import { SiteChrome } from '@/components/site/SiteChrome';
import { missing } from './index';

interface Props {
  market: Market;
  route: ParsedRoute;
  fullPath: string;
}

async function load(market: Market, route: ParsedRoute) {
  const page = await getPageBySlug(market.code, pageSlugFromRoute(route));
  return page ?? missing();
}

/** A page is reachable under its navigation path and as /{slug}; the canonical is the short form everywhere. */
const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`);

export async function contentPageMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [page, global] = await Promise.all([load(market, route), getGlobalConfig(market.code)]);
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

export async function ContentPageView({ market, route }: Props) {
  const page = await load(market, route);
  const home = page.slug === 'home';
  const global = home ? await getGlobalConfig(market.code) : undefined;
  return (
    <SiteChrome market={market} currentPath={`/${route.slug.join('/')}`}>
      {global ? (
        <>
          <JsonLd
            data={organizationJsonLd({
              siteUrl: siteUrl(),
              name: global.siteName,
              description: global.description,
              logoUrl: logoUrl(),
              sameAs: global.socialLinks.map((l) => l.url),
            })}
          />
          <JsonLd
            data={webSiteJsonLd({
              siteUrl: siteUrl(),
              url: new URL(marketPath(market.code, '/'), `${siteUrl()}/`).href,
              name: global.siteName,
              description: global.description,
              inLanguage: market.language,
            })}
          />
        </>
      ) : (
        <Breadcrumbs
          market={market}
          context={route.slug.slice(0, -1)}
          current={[{ name: page.title, path: pagePath(page.slug) }]}
        />
      )}
      <h1 className="sr-only">{page.title}</h1>
      <BlockList blocks={page.blocks} market={market} currentPath={`/${route.slug.join('/')}`} />
    </SiteChrome>
  );
}
