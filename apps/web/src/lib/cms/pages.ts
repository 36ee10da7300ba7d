import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { cmsGet } from './client';
import { reshapeMedia } from './media';
import { listSchema, pageSchema, seoSchema } from './schemas';
import { cmsTags } from '@/lib/cache-tags';
import type { Page, Seo } from './types';

const pageList = listSchema(pageSchema);

/** The published page with this slug (case-insensitive) in the market's locale, or null when there is none. */
export const getPageBySlug = cache(async (locale: string, slug: string): Promise<Page | null> => {
  const raw = await cmsGet(
    'pages',
    {
      filters: { slug: { $eqi: slug } },
      locale,
      populate: undefined,
    },
    [cmsTags.page(locale)],
  );
  const parsed = pageList.parse(raw);
  const first = parsed.data[0];
  return first ? reshapePage(first) : null;
});

export function reshapePage(raw: z.infer<typeof pageSchema>): Page {
  return {
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.title,
    locale: raw.locale,
    updatedAt: raw.updatedAt ?? undefined,
    seo: reshapeSeo(raw.seo),
    blocks: (raw.blocks ?? []).map((b) => ({ ...b })),
    localizations: (raw.localizations ?? []).flatMap((l) => (l.slug ? [{ locale: l.locale, slug: l.slug }] : [])),
  };
}

export function reshapeSeo(raw: z.infer<typeof seoSchema>): Seo {
  return {
    metaTitle: raw?.metaTitle ?? undefined,
    metaDescription: raw?.metaDescription ?? undefined,
    shareImage: reshapeMedia(raw?.shareImage),
    noIndex: raw?.noIndex ?? false,
  };
}
