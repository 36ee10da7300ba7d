import { z } from 'zod';
import { linkField, mediaField, optionalString } from '../_shared/schemas';

export const pictureLinkSchema = z.object({
  heading: z.string().min(1),
  text: optionalString,
  image: mediaField,
  imageAlt: optionalString,
  link: linkField,
});
export type PictureLinkData = z.output<typeof pictureLinkSchema>;
