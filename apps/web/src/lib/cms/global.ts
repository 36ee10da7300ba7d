import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cmsGet } from './client';
import { reshapeMedia } from './media';
import { mediaSchema } from './schemas';
import { cmsTags } from '@/lib/cache-tags';
import type { GlobalConfig } from './types';

const linkSchema = z.object({ label: z.string(), url: z.string(), openInNewTab: z.boolean().nullish() });

const globalSchema = z.object({
  data: z
    .object({
      siteName: z.string().nullish(),
      description: z.string().nullish(),
      separator: z.string().nullish(),
      twitterHandle: z.string().nullish(),
      page404: z.object({ slug: z.string().nullish() }).nullish(),
      searchPage: z.object({ slug: z.string().nullish() }).nullish(),
      defaultShareImage: mediaSchema.nullish(),
      defaultShareImageAlt: z.string().nullish(),
      footer: z
        .object({
          text: z.string().nullish(),
          copyright: z.string().nullish(),
          columns: z.array(z.object({ heading: z.string().nullish(), links: z.array(linkSchema).nullish() })).nullish(),
        })
        .nullish(),
      socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })).nullish(),
    })
    .nullish(),
});

/** Global settings of a market (site name, separator, 404 page, footer). Throws when the CMS fails. */
export const getGlobalConfig = cache(async (locale: string): Promise<GlobalConfig> => {
  const raw = globalSchema.parse(await cmsGet('global-config', { locale }, [cmsTags.global(locale)]));
  const d = raw.data;
  return {
    siteName: d?.siteName ?? 'Qilak Seafood',
    description: d?.description ?? '',
    separator: d?.separator ?? '|',
    twitterHandle: d?.twitterHandle ?? undefined,
    page404Slug: d?.page404?.slug ?? undefined,
    searchPageSlug: d?.searchPage?.slug ?? undefined,
    defaultShareImage: reshapeMedia(d?.defaultShareImage, d?.defaultShareImageAlt),
    footer: {
      text: d?.footer?.text ?? undefined,
      copyright: d?.footer?.copyright ?? undefined,
      columns: (d?.footer?.columns ?? []).map((c) => ({
        heading: c.heading ?? '',
        links: (c.links ?? []).map((l) => ({ label: l.label, url: l.url, openInNewTab: l.openInNewTab ?? false })),
      })),
    },
    socialLinks: d?.socialLinks ?? [],
  };
});
