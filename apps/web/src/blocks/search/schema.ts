import { z } from 'zod';
import { optionalLink } from '../_shared/schemas';

/** blocks.search: the results page's heading, introduction and the catalogue link of its no-results state. */
export const searchSchema = z.looseObject({
  heading: z.string(),
  intro: z.string().nullish(),
  catalogueLink: optionalLink,
});
export type SearchBlockData = z.output<typeof searchSchema>;
