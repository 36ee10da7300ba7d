import { z } from 'zod';

export const newsOverviewSchema = z.object({
  heading: z.string().min(1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(48)
    .nullish()
    .transform((v) => v ?? 6),
  category: z
    .enum(['company', 'sustainability', 'products', 'markets'])
    .nullish()
    .transform((v) => v ?? undefined),
});
export type NewsOverviewData = z.output<typeof newsOverviewSchema>;
