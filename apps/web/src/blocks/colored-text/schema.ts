import { z } from 'zod';
import { COLOR_NAMES } from '../_shared/schemas';

export const coloredTextSchema = z.object({
  text: z.string().min(1),
  color: z
    .enum(COLOR_NAMES)
    .nullish()
    .transform((v) => v ?? 'primary'),
  size: z
    .enum(['medium', 'large'])
    .nullish()
    .transform((v) => v ?? 'large'),
  align: z
    .enum(['left', 'center'])
    .nullish()
    .transform((v) => v ?? 'center'),
});
export type ColoredTextData = z.output<typeof coloredTextSchema>;
