import { z } from 'zod';
import { fileField, mediaField, optionalString } from '../_shared/schemas';

export const brochureSchema = z.object({
  heading: z.string().min(1),
  text: optionalString,
  cover: mediaField,
  coverAlt: optionalString,
  file: fileField,
  linkLabel: z.string().min(1),
});
export type BrochureData = z.output<typeof brochureSchema>;
