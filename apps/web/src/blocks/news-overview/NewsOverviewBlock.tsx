import type { BlockContext } from '../types';
import type { NewsOverviewData } from './schema';
import { getNewsList, type NewsTeaser } from '@/lib/cms/server';
import { articlePath } from '@/lib/routing';
import { withUi, type UiTranslator } from '../_shared/translations';
import { categoryLabel } from '@/i18n/ui';
import { Card } from '../_shared/Card';
import { BlockHeading, Container } from '../_shared/layout';
import { formatDate } from '../_shared/format';
import { Pager } from './Pager';

/** The market's news, newest first, pageSize per page. */
type Loaded = NewsOverviewData & { t: UiTranslator; news: NewsTeaser[] };

/** The news list of the market (of one category if set); a failing CMS read fails the block. */
export async function loadNewsOverview(data: NewsOverviewData, context: BlockContext): Promise<Loaded> {
  const [withT, news] = await Promise.all([withUi(data), getNewsList(context.market.code, data.category)]);
  return { ...withT, news };
}

export function NewsOverviewBlock({ data, context }: { data: Loaded; context: BlockContext }) {
  const { t, news } = data;
  const pages: NewsTeaser[][] = [];
  for (let i = 0; i < news.length; i += data.pageSize) pages.push(news.slice(i, i + data.pageSize));
  return (
    <Container>
      <BlockHeading heading={data.heading} />
      {pages.length === 0 ? (
        <p className="text-lg text-muted">{t('noNews')}</p>
      ) : (
        <Pager labels={{ pagination: t('pagination'), previous: t('previous'), next: t('next'), page: t('page') }}>
          {pages.map((page, index) => (
            <ul key={index} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.map((item) => (
                <li key={item.slug} data-date={item.date}>
                  <Card
                    market={context.market.code}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    aspect={16 / 10}
                    card={{
                      title: item.title,
                      text: item.teaser,
                      image: item.cover,
                      meta: [
                        formatDate(item.date, context.market),
                        item.category ? categoryLabel(t, item.category) : undefined,
                      ]
                        .filter(Boolean)
                        .join(' · '),
                      link: { label: t('readMore'), url: articlePath(item.slug), openInNewTab: false },
                    }}
                  />
                </li>
              ))}
            </ul>
          ))}
        </Pager>
      )}
    </Container>
  );
}
