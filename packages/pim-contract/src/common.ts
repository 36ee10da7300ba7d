import { z } from 'zod';
import { DOCUMENT_TYPES, VIDEO_PROVIDERS } from './constants';

/** An image as the service sends it; Url may carry a transform query that the site strips for the asset id. */
export const ImageSchema = z.object({
  Url: z.string().min(1),
  ImageText: z.string().nullable(),
});
export type PimImage = z.infer<typeof ImageSchema>;

/** Url carries a query (share or time parameters); the site keeps the id without it. */
export const VideoSchema = z.object({
  Url: z.url(),
  Provider: z.enum(VIDEO_PROVIDERS),
  Title: z.string().nullable(),
});
export type PimVideo = z.infer<typeof VideoSchema>;

/** Url is absolute or, for documents the service serves itself, a path on the service (`/api/documents/...`). */
export const DocumentSchema = z.object({
  Url: z.union([z.url(), z.string().regex(/^\/[^/]/)]),
  Title: z.string(),
  DocumentType: z.enum(DOCUMENT_TYPES),
});
export type PimDocument = z.infer<typeof DocumentSchema>;

/** ISO 8601 instant in UTC with milliseconds, e.g. 2026-01-01T00:00:00.000Z. */
export const InstantSchema = z.iso.datetime();

/** A market code such as da-DK; the service answers 400 for cultures it does not know. */
export const CultureSchema = z.string().min(2);
