import { z } from 'zod';
import { reshapeMedia, type Media } from '@/lib/cms';

/** Field schemas shared by the block schemas: what Strapi 5 REST gives, reshaped to domain types as it enters. */

const rawMedia = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  mime: z.string().nullish(),
  name: z.string().nullish(),
  ext: z.string().nullish(),
  size: z.number().nullish(),
});

export const mediaField = rawMedia.transform((raw): Media => reshapeMedia(raw)!);
export const optionalMedia = rawMedia.nullish().transform((raw): Media | undefined => reshapeMedia(raw ?? undefined));

export interface FileAsset {
  url: string;
  name: string;
  mime: string;
  ext: string;
  /** Kilobytes, as Strapi stores it. */
  sizeKb?: number;
}

/** A downloadable file (documents, brochures): its type and size are shown beside the link. */
export const fileField = rawMedia.transform((raw): FileAsset => ({
  url: reshapeMedia(raw)!.url,
  name: raw.name ?? raw.url.split('/').pop() ?? '',
  mime: raw.mime ?? 'application/octet-stream',
  ext: (raw.ext ?? raw.url.split('.').pop() ?? '').replace(/^\./, '').toUpperCase(),
  sizeKb: raw.size ?? undefined,
}));

export const linkField = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
  openInNewTab: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export const optionalLink = linkField.nullish().transform((v) => v ?? undefined);

export const videoField = z.object({
  provider: z
    .enum(['youtube', 'vimeo'])
    .nullish()
    .transform((v) => v ?? 'youtube'),
  url: z.string().url(),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
});
export const optionalVideo = videoField.nullish().transform((v) => v ?? undefined);

/** Strapi blocks JSON: checked for shape here, made safe (links, media URLs) by RichText before it renders. */
export const richTextField = z.array(z.looseObject({ type: z.string() }));
export const optionalRichText = richTextField.nullish().transform((v) => v ?? []);

export const optionalString = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : undefined));

export const cardField = z.object({
  title: z.string().min(1),
  text: optionalString,
  image: optionalMedia,
  imageAlt: optionalString,
  link: optionalLink,
});

export const COLOR_NAMES = [
  'primary',
  'secondary',
  'rg-blue',
  'blue',
  'copper',
  'yellow',
  'green',
  'red',
  'ocean',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

/** The block wrapper (BLOCK-WRAPPER): background colour (None = none), graphic, top spacing off, bottom spacing on. */
export const BACKGROUND_COLORS = ['None', 'Sand', 'Ice', 'Fjord', 'Ocean', 'Night', 'Copper'] as const;
export const BACKGROUND_GRAPHICS = ['None', 'Waves', 'Ice', 'Contours'] as const;
export const wrapperField = z
  .object({
    backgroundColor: z.enum(BACKGROUND_COLORS).nullish().catch('None'),
    backgroundGraphic: z.enum(BACKGROUND_GRAPHICS).nullish().catch('None'),
    topSpacing: z.boolean().nullish(),
    bottomSpacing: z.boolean().nullish(),
  })
  .nullish()
  .catch(null)
  .transform((w) => ({
    backgroundColor: w?.backgroundColor ?? 'None',
    backgroundGraphic: w?.backgroundGraphic ?? 'None',
    topSpacing: w?.topSpacing ?? false,
    bottomSpacing: w?.bottomSpacing ?? true,
  }));
export type WrapperSettings = z.output<typeof wrapperField>;
