// Generated from packages/content-events/src/index.ts by `node scripts/sync-content-events.mjs`: edit the package.
// The one definition of the CMS webhook body. apps/cms is installed and compiled on its own, so it keeps a copy
// (apps/cms/src/revalidate/content-event.ts, written by `node scripts/sync-content-events.mjs`); the workspace
// test content-events.test.ts fails when the copy differs.
import { z } from 'zod';

/** The Strapi document events after which the site's cache tags are revalidated. */
export const REVALIDATE_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.publish',
  'entry.unpublish',
  'entry.delete',
] as const;
export type RevalidateEvent = (typeof REVALIDATE_EVENTS)[number];

/** One content change, as the CMS sends it to the site's `POST /api/revalidate`. */
export const contentEventSchema = z.strictObject({
  event: z.enum(REVALIDATE_EVENTS),
  /** The content type's name (`page` of `api::page.page`): it decides which cache tags are touched. */
  model: z.string().min(1),
  uid: z.string().min(1),
  /** The entry's locale (a market code); null for a change to every locale. */
  locale: z.string().min(1).nullable(),
  documentId: z.string().min(1),
  slug: z.string().nullable(),
});
export type ContentEvent = z.infer<typeof contentEventSchema>;
