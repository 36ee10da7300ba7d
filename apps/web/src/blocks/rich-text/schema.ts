import { z } from 'zod';
import { richTextField } from '../_shared/schemas';

export const richTextSchema = z.object({
  content: richTextField,
  width: z
    .enum(['narrow', 'wide'])
    .nullish()
    .transform((v) => v ?? 'narrow'),
});
export type RichTextData = z.output<typeof richTextSchema>;
