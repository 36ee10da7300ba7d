import { z } from 'zod';
import { isMarketCode, type MarketCode } from '@qilak/markets';
import { cmsGet, getPagePaths } from '@/lib/cms/server';
import { cmsTags } from '@/lib/cache-tags';
import { articlePath, marketPath, pagePath, pageSlugFromRoute, parseRoute } from '@/lib/routing';
import { logger } from '@/lib/log';

const log = logger('geo');

export const dynamic = 'force-dynamic';

const withLocalizations = z.object({
  data: z.array(
    z.object({ localizations: z.array(z.object({ locale: z.string(), slug: z.string().nullish() })).nullish() }),
  ),
});

/**
 * Geo redirect target (GEO-STEPS, GEO-FAILURES): the translated page or article when the current slug has a localization
 * in the target market, else the target market's root. GET ?path=/da-DK/om-os&to=de-DE -> { path }.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') ?? '';
  const path = url.searchParams.get('path') ?? '/';
  if (!isMarketCode(to)) return Response.json({ error: 'unknown market' }, { status: 400 });
  const root = marketPath(to, '/');
  const route = parseRoute(path);
  if ('error' in route || (route.kind !== 'page' && route.kind !== 'article')) return json(root);
  const slug = route.kind === 'article' ? route.id! : pageSlugFromRoute(route);
  if (route.kind === 'page' && slug === 'home') return json(root);
  try {
    const target = await localizedSlug(route.kind === 'article' ? 'news-articles' : 'pages', route.market, slug, to);
    if (!target) return json(root);
    // A page's one URL in the target market (its navigation path), as its menu links it.
    const targetPath = route.kind === 'article' ? articlePath(target) : pagePath(target, await getPagePaths(to));
    return json(marketPath(to, targetPath));
  } catch (error) {
    log.error(`localized path lookup for ${path} -> ${to} failed: ${(error as Error).message}`);
    return json(root);
  }
}

async function localizedSlug(
  collection: 'pages' | 'news-articles',
  from: MarketCode,
  slug: string,
  to: MarketCode,
): Promise<string | undefined> {
  const tag = collection === 'pages' ? cmsTags.page(from) : cmsTags.news(from);
  const raw = await cmsGet(
    collection,
    {
      filters: { slug: { $eqi: slug } },
      locale: from,
      fields: ['slug'],
      populate: { localizations: { fields: ['locale', 'slug'] } },
    },
    [tag],
  );
  const entry = withLocalizations.parse(raw).data[0];
  return entry?.localizations?.find((l) => l.locale === to)?.slug ?? undefined;
}

function json(path: string) {
  return Response.json({ path }, { headers: { 'cache-control': 'private, no-store' } });
}
