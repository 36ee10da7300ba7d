import { z } from 'zod';
import { CultureSchema, InstantSchema } from './common';

/**
 * The product service's webhook body (`POST` to the site's revalidation endpoint, with the shared secret in
 * `x-revalidate-secret`): which cultures' catalogues changed and their new LastChanged.
 */
export const CatalogChangeEventSchema = z.strictObject({
  event: z.literal('catalog.changed'),
  cultures: z
    .array(z.strictObject({ culture: CultureSchema, lastChanged: InstantSchema }))
    .min(1)
    .max(64),
});
export type CatalogChangeEvent = z.infer<typeof CatalogChangeEventSchema>;
