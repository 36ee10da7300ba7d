import { z } from 'zod';
import { optionalString } from '../_shared/schemas';

export const marketChooserSchema = z.object({
  heading: z.string().min(1),
  intro: optionalString,
});
export type MarketChooserData = z.output<typeof marketChooserSchema>;
