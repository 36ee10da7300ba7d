import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getNewsArticle, getNewsList, type NewsArticle, type NewsTeaser } from '@/lib/cms/server';
import { buildMetadata, newsArticleJsonLd, socialImageForMedia } from '@/lib/seo';
import { siteUrl } from '@/lib/config';
import { StructuredData, loadBreadcrumbs, logoUrl } from './structured-data';
import { articlePath, marketPath, type ParsedRoute } from '@/lib/routing';
import { BlockList, loadPageBlocks, type PageBlock } from '@/blocks';
import { Card } from '@/blocks/_shared/Card';
import { formatDate } from '@/blocks/_shared/format';
import { CmsImage } from '@/components/ui/CmsImage';
import { categoryLabel } from '@/i18n/ui';
import { loadUiMessages, type UiTranslator } from '@/i18n/translators';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';
import { missing } from './missing';
import type { RouteOptions } from './options';

async function findArticle(market: Market, route: ParsedRoute) {
  const article = route.id ? await getNewsArticle(market.code, route.id) : null;
  return article ?? missing();
}

export async function articleMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [article, global] = await Promise.all([findArticle(market, route), getGlobalConfig(market.code)]);
  return buildMetadata({
    market,
    global,
    title: article.seo.metaTitle ?? article.title,
    description: article.seo.metaDescription ?? article.teaser,
    path: articlePath(article.slug),
    query,
    localizations: article.localizations.map((l) => ({ marketCode: l.locale, path: articlePath(l.slug) })),
    image: socialImageForMedia(article.seo.shareImage ?? article.cover),
    noIndex: article.seo.noIndex,
    type: 'article',
    publishedTime: article.date,
    modifiedTime: article.updatedAt,
  });
}

export interface ArticleData {
  market: Market;
  article: NewsArticle;
  /** The news list the article was reached from (`/news/a/...`), for the back link. */
  contextPath: string | undefined;
  more: NewsTeaser[];
  chrome: Chrome;
  blocks: PageBlock[];
  t: UiTranslator;
  structuredData: unknown[];
}

export async function loadArticle(
  market: Market,
  route: ParsedRoute,
  fullPath: string,
  options: RouteOptions = {},
): Promise<ArticleData> {
  const contextPath = route.slug.length > 0 ? `/${route.slug.join('/')}` : undefined;
  const article = await findArticle(market, route);
  const [news, chrome, blocks, t, global, breadcrumbs] = await Promise.all([
    getNewsList(market.code),
    loadChrome(market, contextPath),
    loadPageBlocks(article.blocks, { market, currentPath: fullPath }, options),
    loadUiMessages(),
    getGlobalConfig(market.code),
    loadBreadcrumbs(market, route.slug, [{ name: article.title, path: articlePath(article.slug) }]),
  ]);
  const more = news.filter((n) => n.slug !== article.slug).slice(0, 3);
  const site = siteUrl();
  const images = [socialImageForMedia(article.seo.shareImage ?? article.cover)?.url, article.cover?.url]
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u, `${site}/`).href);
  const structuredData = [
    newsArticleJsonLd({
      siteUrl: site,
      url: new URL(marketPath(market.code, articlePath(article.slug)), `${site}/`).href,
      headline: article.title,
      description: article.teaser,
      images,
      datePublished: article.date,
      dateModified: article.updatedAt,
      inLanguage: market.language,
      publisherName: global.siteName,
      logoUrl: logoUrl(),
    }),
    breadcrumbs,
  ];
  return { market, article, contextPath, more, chrome, blocks, t, structuredData };
}

/** The news article page (`/a/{newsSlug}`, also under a context path): header, cover, its blocks, more news. */
export function ArticleView({ data }: { data: ArticleData }) {
  const { market, article, contextPath, more, chrome, blocks, t } = data;
  return (
    <SiteChrome chrome={chrome}>
      <StructuredData items={data.structuredData} />
      <article>
        <header className="bg-sand bg-graphic-waves">
          <div className="mx-auto max-w-4xl px-5 pb-12 pt-14 sm:px-8 sm:pt-20">
            {contextPath && (
              <p className="mb-6">
                <a
                  href={marketPath(market.code, contextPath)}
                  className="inline-flex items-center gap-2 text-sm font-semibold text-rg-blue hover:underline"
                >
                  <span aria-hidden="true">←</span> {t('backToNews')}
                </a>
              </p>
            )}
            <p className="flex flex-wrap items-center gap-3 text-sm font-medium text-muted">
              {article.category && (
                <span className="rounded-full bg-white px-3 py-1 font-semibold text-copper">
                  {categoryLabel(t, article.category)}
                </span>
              )}
              <span>
                {t('published')} <time dateTime={article.date}>{formatDate(article.date, market)}</time>
              </span>
            </p>
            <h1 className="mt-5 font-display text-5xl font-semibold tracking-tight text-balance text-primary">
              {article.title}
            </h1>
            {article.teaser && <p className="mt-6 text-xl leading-8 text-ink/85">{article.teaser}</p>}
          </div>
        </header>
        {article.cover && (
          <div className="mx-auto -mt-2 max-w-6xl px-5 sm:px-8">
            <div
              className="relative -mb-2 mt-10 overflow-hidden rounded-[var(--radius-card)] bg-fjord shadow-[var(--shadow-card)]"
              style={{ aspectRatio: 16 / 9 }}
            >
              <CmsImage
                media={article.cover}
                sizes="(min-width: 1200px) 1136px, 100vw"
                aspect={16 / 9}
                priority
                className="size-full object-cover"
              />
            </div>
          </div>
        )}
        <div className="mt-[var(--block-space)]">
          <BlockList blocks={blocks} />
        </div>
      </article>
      {more.length > 0 && (
        <aside aria-labelledby="more-news" className="bg-ice py-[var(--block-space)]">
          <div className="mx-auto max-w-7xl px-5 sm:px-8">
            <h2 id="more-news" className="mb-10 font-display text-4xl font-semibold tracking-tight text-primary">
              {t('latestNews')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {more.map((item) => (
                <li key={item.slug}>
                  <Card
                    market={market.code}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    aspect={16 / 10}
                    card={{
                      title: item.title,
                      text: item.teaser,
                      image: item.cover,
                      meta: formatDate(item.date, market),
                      link: { label: t('readMore'), url: articlePath(item.slug), openInNewTab: false },
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </SiteChrome>
  );
}
