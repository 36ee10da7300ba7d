import { z } from 'zod';
import { UPDATE_STATUS_TYPES } from './constants';
import { CultureSchema, InstantSchema } from './common';

/** GetUpdateStatus: the site reloads its product cache when LastChanged is later than its stored timestamp. */
export const UpdateStatusResponseSchema = z.object({
  Culture: CultureSchema,
  Type: z.enum(UPDATE_STATUS_TYPES),
  LastChanged: InstantSchema,
});
export type UpdateStatusResponse = z.infer<typeof UpdateStatusResponseSchema>;
