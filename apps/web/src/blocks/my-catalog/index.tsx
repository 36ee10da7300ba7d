import { z } from 'zod';
import { MyCatalogList } from '@/features/catalog/views';
import { getTranslations } from 'next-intl/server';
import { clientIntl } from '@/i18n/client-intl';
import { MyCatalogInquiryLink } from '@/components/inquiry/MyCatalogInquiryLink';
import { defineBlock } from '../types';

const schema = z.looseObject({
  heading: z.string(),
  intro: z.string().nullish(),
  emptyText: z.string(),
});

/** blocks.my-catalog: the visitor's own selection (local storage), shown with data from the browser cache. */
export const definition = defineBlock({
  schema,
  load: async (data, context) => ({
    ...data,
    intl: await clientIntl(context.market, ['Catalog']),
    inquiryLabel: (await getTranslations('Inquiry'))('requestQuoteAll'),
  }),
  View: ({ data, context }) => (
    <div className="mx-auto max-w-6xl px-4" data-block-view="my-catalog">
      <h2 className="text-3xl font-semibold">{data.heading}</h2>
      {data.intro && <p className="mt-2 max-w-prose text-secondary">{data.intro}</p>}
      <div className="mt-6">
        <MyCatalogList intl={data.intl} market={context.market.code} emptyText={data.emptyText} />
      </div>
      <div className="mt-6">
        <MyCatalogInquiryLink market={context.market.code} label={data.inquiryLabel} />
      </div>
    </div>
  ),
});
