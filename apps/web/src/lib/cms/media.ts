import type { z } from 'zod';
import type { mediaSchema } from './schemas';
import type { Media } from './types';

/** Strapi answers media URLs relative to itself; the site serves them through its /cms-media rewrite. */
export function reshapeMedia(
  raw: z.infer<typeof mediaSchema> | null | undefined,
  /** The entry's own, localized alt text (`<field>Alt`): preferred over the media library's one-language text. */
  localizedAlt?: string | null,
): Media | undefined {
  if (!raw) return undefined;
  return {
    url: raw.url.startsWith('/uploads/') ? `/cms-media${raw.url.slice('/uploads'.length)}` : raw.url,
    alt: localizedAlt?.trim() || (raw.alternativeText ?? ''),
    width: raw.width ?? undefined,
    height: raw.height ?? undefined,
  };
}
