import { z } from 'zod';
import { CultureSchema } from './common';

/** A label entry: DisplayName is null where the culture has no translation (site shows "[Alias]"). */
export const AttributeSchema = z.object({
  Uid: z.string().min(1),
  Alias: z.string().min(1),
  DisplayName: z.string().nullable(),
});
export type Attribute = z.infer<typeof AttributeSchema>;

export const AttributesResponseSchema = z.object({
  Culture: CultureSchema,
  Attributes: z.array(AttributeSchema),
});
export type AttributesResponse = z.infer<typeof AttributesResponseSchema>;
