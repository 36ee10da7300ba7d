import { z } from 'zod';
import { cardField } from '../_shared/schemas';

export const relatedContentSchema = z.object({
  heading: z.string().min(1),
  items: z.array(cardField).min(1),
});
export type RelatedContentData = z.output<typeof relatedContentSchema>;
