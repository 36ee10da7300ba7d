import type { BlockContext } from '../types';
import type { NewsAndHighlightsData } from './schema';
import { getNewsList, type NewsTeaser } from '@/lib/cms/server';
import { articlePath, marketPath } from '@/lib/routing';
import { withUi, type UiTranslator } from '../_shared/translations';
import { categoryLabel } from '@/i18n/ui';
import { Card } from '../_shared/Card';
import { BlockHeading, Container } from '../_shared/layout';
import { formatDate } from '../_shared/format';

type Loaded = NewsAndHighlightsData & { t: UiTranslator; news: NewsTeaser[] };

/** The market's latest news (newsCount of them; a failing CMS read fails the block). */
export async function loadNewsAndHighlights(data: NewsAndHighlightsData, context: BlockContext): Promise<Loaded> {
  const [withT, news] = await Promise.all([
    withUi(data),
    data.newsCount > 0 ? getNewsList(context.market.code) : Promise.resolve([]),
  ]);
  return { ...withT, news: news.slice(0, data.newsCount) };
}

/** Editorial highlights beside the market's latest news. */
export function NewsAndHighlightsBlock({ data, context }: { data: Loaded; context: BlockContext }) {
  const { t, news } = data;
  return (
    <Container>
      <BlockHeading heading={data.heading} />
      <div className={`grid gap-8 ${news.length > 0 ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}>
        {data.highlights.length > 0 && (
          <ul
            className={`grid gap-6 ${data.highlights.length >= 3 ? 'sm:grid-cols-2 xl:grid-cols-3' : 'sm:grid-cols-2'}`}
          >
            {data.highlights.map((item, i) => (
              <li key={`${item.title}-${i}`}>
                <Card
                  card={item}
                  market={context.market.code}
                  sizes="(min-width: 1280px) 22vw, (min-width: 640px) 50vw, 100vw"
                  newTabLabel={t('opensInNewTab')}
                />
              </li>
            ))}
          </ul>
        )}
        {news.length > 0 && (
          <aside
            aria-labelledby={`latest-news-${context.market.code}`}
            className="rounded-[var(--radius-card)] border border-line bg-white p-6 text-ink shadow-[var(--shadow-card)] sm:p-8"
          >
            <h3
              id={`latest-news-${context.market.code}`}
              className="text-sm font-semibold uppercase tracking-[0.14em] text-copper"
            >
              {t('latestNews')}
            </h3>
            <ol className="mt-4 divide-y divide-line">
              {news.map((item) => (
                <li key={item.slug} className="py-5 first:pt-2">
                  <p className="text-sm text-muted">
                    <time dateTime={item.date}>{formatDate(item.date, context.market)}</time>
                    {item.category && <> · {categoryLabel(t, item.category)}</>}
                  </p>
                  <a
                    href={marketPath(context.market.code, articlePath(item.slug))}
                    className="mt-1 block font-display text-xl font-semibold leading-snug text-primary hover:underline"
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ol>
          </aside>
        )}
      </div>
    </Container>
  );
}
