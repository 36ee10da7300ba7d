import 'server-only';
import { z } from 'zod';
import { cmsGet } from './client';
import { newsSchema, reshapeArticle } from './news';
import { reshapePage } from './pages';
import { recipeSchema, reshapeRecipe } from './recipes';
import { pageSchema } from './schemas';
import { cmsTags } from '@/lib/cache-tags';
import type { NewsArticle, Page, Recipe } from './types';

/**
 * Every published entry of a collection in a market, whole (blocks and all), through the same schemas and
 * reshaping as the single-entry readers the pages use: for background work that reads a whole market (the
 * search index). `fresh` reads past Next's data cache; `timeoutMs` gives background work more time.
 */
export interface ListOptions {
  fresh?: boolean;
  timeoutMs?: number;
}

const PAGE_SIZE = 100;

function pagedList<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ pagination: z.object({ pageCount: z.number() }).partial().nullish() }).nullish(),
  });
}

async function listAll<T extends z.ZodTypeAny>(
  collection: string,
  item: T,
  locale: string,
  tag: string,
  options: ListOptions,
): Promise<z.infer<T>[]> {
  const schema = pagedList(item);
  const out: z.infer<T>[] = [];
  for (let page = 1; ; page++) {
    const raw = schema.parse(
      await cmsGet(collection, { locale, sort: ['id:asc'], pagination: { page, pageSize: PAGE_SIZE } }, [tag], options),
    );
    out.push(...(raw.data as z.infer<T>[]));
    if (page >= (raw.meta?.pagination?.pageCount ?? 1)) return out;
  }
}

export async function listPages(locale: string, options: ListOptions = {}): Promise<Page[]> {
  return (await listAll('pages', pageSchema, locale, cmsTags.page(locale), options)).map(reshapePage);
}

export async function listNewsArticles(locale: string, options: ListOptions = {}): Promise<NewsArticle[]> {
  return (await listAll('news-articles', newsSchema, locale, cmsTags.news(locale), options)).map(reshapeArticle);
}

export async function listRecipes(locale: string, options: ListOptions = {}): Promise<Recipe[]> {
  return (await listAll('recipes', recipeSchema, locale, cmsTags.recipe(locale), options)).map(reshapeRecipe);
}

/**
 * A cheap version of the market's CMS content: per collection (pages, news, recipes) its count and latest change,
 * read through Next's data cache under the collection's tag, so it moves once a publish or an unpublish has
 * revalidated the tag (here, or on another instance through the shared cache). What search and the sitemap
 * summaries compare to notice a change.
 */
export async function contentVersion(market: string, options: { timeoutMs?: number } = {}): Promise<string> {
  const collections = [
    ['pages', cmsTags.page(market)],
    ['news-articles', cmsTags.news(market)],
    ['recipes', cmsTags.recipe(market)],
  ] as const;
  const parts = await Promise.all(
    collections.map(async ([collection, tag]) => {
      const raw = (await cmsGet(
        collection,
        { locale: market, fields: ['updatedAt'], sort: ['updatedAt:desc'], pagination: { page: 1, pageSize: 1 } },
        [tag],
        options,
      )) as { data?: { updatedAt?: string }[]; meta?: { pagination?: { total?: number } } };
      return `${raw.meta?.pagination?.total ?? '?'}@${raw.data?.[0]?.updatedAt ?? ''}`;
    }),
  );
  return parts.join('|');
}
