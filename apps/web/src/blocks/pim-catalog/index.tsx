import { z } from 'zod';
import { CatalogBlockView, loadCatalogBlock } from '@/features/catalog/views/server';
import { defineBlock } from '../types';

const schema = z.looseObject({
  heading: z.string(),
  intro: z.string().nullish(),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(96)
    .nullish()
    .transform((v) => v ?? 24),
  showFilters: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

/** blocks.pim-catalog: the market's catalogue (features/catalog/views/CatalogBlock.tsx). */
export const definition = defineBlock({
  schema,
  load: async (data, context) => ({ ...data, screen: await loadCatalogBlock(context.market, data.pageSize) }),
  View: ({ data, context }) => (
    <CatalogBlockView
      heading={data.heading}
      intro={data.intro}
      market={context.market}
      pageSize={data.pageSize}
      showFilters={data.showFilters}
      screen={data.screen}
    />
  ),
});
