import { z } from 'zod';
import { optionalString } from '../_shared/schemas';

export const inquiryFormSchema = z.object({
  heading: z.string().min(1),
  topic: optionalString,
  privacyUrl: optionalString,
});
export type InquiryFormData = z.output<typeof inquiryFormSchema>;
