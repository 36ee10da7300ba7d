import { z } from 'zod';

/** Shapes of Strapi 5 REST responses as they enter the site; blocks are checked one by one by the block registry. */
export const mediaSchema = z.object({
  url: z.string(),
  alternativeText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  mime: z.string().nullish(),
  name: z.string().nullish(),
});

export const localizationSchema = z.object({ locale: z.string(), slug: z.string().nullish() });

export const seoSchema = z
  .object({
    metaTitle: z.string().nullish(),
    metaDescription: z.string().nullish(),
    shareImage: mediaSchema.nullish(),
    noIndex: z.boolean().nullish(),
  })
  .nullish();

export const rawBlockSchema = z.looseObject({ __component: z.string(), id: z.number().optional() });

export const pageSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  title: z.string(),
  locale: z.string(),
  updatedAt: z.string().nullish(),
  seo: seoSchema,
  blocks: z.array(rawBlockSchema).nullish(),
  localizations: z.array(localizationSchema).nullish(),
});

export const listSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), meta: z.looseObject({}).optional() });
