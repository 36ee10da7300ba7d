import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cmsGet } from './client';
import { reshapeMedia } from './media';
import { reshapeSeo } from './pages';
import { listSchema, localizationSchema, mediaSchema, rawBlockSchema, seoSchema } from './schemas';
import { cmsTags } from '@/lib/cache-tags';
import type { NewsArticle, NewsTeaser } from './types';

export const newsSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  teaser: z.string().nullish(),
  category: z.string().nullish(),
  locale: z.string(),
  updatedAt: z.string().nullish(),
  cover: mediaSchema.nullish(),
  coverAlt: z.string().nullish(),
  seo: seoSchema,
  blocks: z.array(rawBlockSchema).nullish(),
  localizations: z.array(localizationSchema).nullish(),
});
const newsList = listSchema(newsSchema);

/** Every published news article of a market, newest first (the news overview block pages through them). */
export const getNewsList = cache(async (locale: string, category?: string): Promise<NewsTeaser[]> => {
  const raw = await cmsGet(
    'news-articles',
    {
      locale,
      sort: ['date:desc', 'id:desc'],
      filters: category ? { category: { $eq: category } } : undefined,
      pagination: { page: 1, pageSize: 100 },
    },
    [cmsTags.news(locale)],
  );
  return newsList.parse(raw).data.map(reshapeTeaser);
});

/** The news article with this slug in the market's locale, or null when there is none. */
export const getNewsArticle = cache(async (locale: string, slug: string): Promise<NewsArticle | null> => {
  const raw = await cmsGet('news-articles', { locale, filters: { slug: { $eqi: slug } } }, [cmsTags.news(locale)]);
  const first = newsList.parse(raw).data[0];
  if (!first) return null;
  return reshapeArticle(first);
});

/** A news entry with its body (the article page's shape). */
export function reshapeArticle(first: z.infer<typeof newsSchema>): NewsArticle {
  return {
    ...reshapeTeaser(first),
    documentId: first.documentId,
    locale: first.locale,
    updatedAt: first.updatedAt ?? undefined,
    seo: reshapeSeo(first.seo),
    blocks: (first.blocks ?? []).map((b) => ({ ...b })),
    localizations: (first.localizations ?? []).flatMap((l) => (l.slug ? [{ locale: l.locale, slug: l.slug }] : [])),
  };
}

function reshapeTeaser(raw: z.infer<typeof newsSchema>): NewsTeaser {
  return {
    slug: raw.slug,
    title: raw.title,
    date: raw.date,
    teaser: raw.teaser ?? undefined,
    category: raw.category ?? undefined,
    cover: reshapeMedia(raw.cover, raw.coverAlt),
  };
}
