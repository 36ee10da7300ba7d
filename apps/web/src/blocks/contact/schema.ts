import { z } from 'zod';
import { optionalMedia, optionalRichText, optionalString } from '../_shared/schemas';

export const contactSchema = z.object({
  heading: z.string().min(1),
  text: optionalRichText,
  address: optionalString,
  persons: z
    .array(
      z.object({
        name: z.string().min(1),
        role: optionalString,
        email: z
          .email()
          .nullish()
          .transform((v) => v ?? undefined),
        phone: optionalString,
        image: optionalMedia,
        imageAlt: optionalString,
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type ContactData = z.output<typeof contactSchema>;
