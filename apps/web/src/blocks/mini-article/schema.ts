import { z } from 'zod';
import { optionalLink, optionalMedia, optionalRichText, optionalString } from '../_shared/schemas';

export const miniArticleSchema = z.object({
  heading: z.string().min(1),
  text: optionalRichText,
  image: optionalMedia,
  imageAlt: optionalString,
  link: optionalLink,
});
export type MiniArticleData = z.output<typeof miniArticleSchema>;
