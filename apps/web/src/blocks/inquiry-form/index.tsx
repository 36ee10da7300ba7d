import { resolveContentHref } from '@/lib/routing';
import { InquiryForm, type InquiryFormProps } from '@/components/inquiry/InquiryForm';
import { loadInquiryForm } from '@/components/inquiry/load';
import { defineBlock } from '../types';
import { inquiryFormSchema } from './schema';

/** The quote or sample request form, with the topic the editor chose (it goes into the sales mail). */
export const definition = defineBlock({
  schema: inquiryFormSchema,
  load: (data, { market }): Promise<InquiryFormProps> =>
    loadInquiryForm(market, {
      heading: data.heading,
      topic: data.topic,
      privacyUrl: resolveContentHref(data.privacyUrl, market.code) ?? undefined,
    }),
  View: ({ data }) => (
    <section id="inquiry" className="mx-auto max-w-6xl px-4 py-10">
      <InquiryForm {...data} />
    </section>
  ),
});
