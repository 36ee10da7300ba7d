import { z } from 'zod';
import { mediaField, optionalString, optionalVideo } from '../_shared/schemas';

export const ASPECTS = { '16:9': 16 / 9, '4:3': 4 / 3, '1:1': 1, '21:9': 21 / 9 } as const;

export const imageVideoSchema = z.object({
  image: mediaField,
  imageAlt: optionalString,
  video: optionalVideo,
  caption: optionalString,
  aspect: z
    .enum(['16:9', '4:3', '1:1', '21:9'])
    .nullish()
    .transform((v) => v ?? '16:9'),
});
export type ImageVideoData = z.output<typeof imageVideoSchema>;
