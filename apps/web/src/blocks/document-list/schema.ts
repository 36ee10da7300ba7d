import { z } from 'zod';
import { fileField, optionalString } from '../_shared/schemas';

export const documentListSchema = z.object({
  heading: z.string().min(1),
  intro: optionalString,
  documents: z.array(z.object({ title: z.string().min(1), description: optionalString, file: fileField })).min(1),
});
export type DocumentListData = z.output<typeof documentListSchema>;
