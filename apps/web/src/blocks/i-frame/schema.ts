import { z } from 'zod';
import { allowedIframeUrl } from '../_shared/embeds';

export const iframeSchema = z.object({
  title: z.string().min(1),
  // Only https on an allow-listed host: anything else fails validation and the block is left out with a warning.
  url: z.string().refine((v) => allowedIframeUrl(v) !== null, { message: 'url is not https on an allow-listed host' }),
  height: z
    .number()
    .int()
    .min(100)
    .max(4000)
    .nullish()
    .transform((v) => v ?? 600),
  allowFullscreen: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type IframeData = z.output<typeof iframeSchema>;
