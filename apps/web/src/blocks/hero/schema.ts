import { z } from 'zod';
import { mediaField, optionalLink, optionalString, optionalVideo } from '../_shared/schemas';

export const heroSchema = z.object({
  heading: z.string().min(1),
  text: optionalString,
  image: mediaField,
  imageAlt: optionalString,
  video: optionalVideo,
  cta: optionalLink,
  secondaryCta: optionalLink,
  theme: z
    .enum(['light', 'dark'])
    .nullish()
    .transform((v) => v ?? 'dark'),
  height: z
    .enum(['medium', 'tall'])
    .nullish()
    .transform((v) => v ?? 'tall'),
});
export type HeroData = z.output<typeof heroSchema>;
