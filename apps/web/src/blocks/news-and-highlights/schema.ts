import { z } from 'zod';
import { cardField } from '../_shared/schemas';

export const newsAndHighlightsSchema = z.object({
  heading: z.string().min(1),
  highlights: z
    .array(cardField)
    .nullish()
    .transform((v) => v ?? []),
  newsCount: z
    .number()
    .int()
    .min(0)
    .max(12)
    .nullish()
    .transform((v) => v ?? 3),
});
export type NewsAndHighlightsData = z.output<typeof newsAndHighlightsSchema>;
