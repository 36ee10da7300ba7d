import { z } from 'zod';
import { mediaField, optionalLink, optionalRichText, optionalString } from '../_shared/schemas';

export const oneStorySchema = z.object({
  eyebrow: optionalString,
  heading: z.string().min(1),
  text: optionalRichText,
  image: mediaField,
  imageAlt: optionalString,
  imagePosition: z
    .enum(['left', 'right'])
    .nullish()
    .transform((v) => v ?? 'left'),
  cta: optionalLink,
});
export type OneStoryData = z.output<typeof oneStorySchema>;
