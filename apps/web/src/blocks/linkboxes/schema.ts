import { z } from 'zod';
import { cardField, optionalString } from '../_shared/schemas';

export const linkboxesSchema = z.object({
  heading: optionalString,
  items: z.array(cardField).min(1),
});
export type LinkboxesData = z.output<typeof linkboxesSchema>;
