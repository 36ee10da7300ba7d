import { z } from 'zod';
import { optionalLink, optionalMedia, optionalRichText, optionalString } from '../_shared/schemas';

export const contentModuleSchema = z.object({
  heading: optionalString,
  intro: optionalString,
  columns: z
    .array(
      z.object({
        heading: optionalString,
        text: optionalRichText,
        image: optionalMedia,
        imageAlt: optionalString,
        link: optionalLink,
      }),
    )
    .min(1),
});
export type ContentModuleData = z.output<typeof contentModuleSchema>;
