import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseMarketParam } from '@/i18n/labels';
import { setRequestMarket } from '@/i18n/market';
import { SiteChrome, loadChrome } from '@/components/site/SiteChrome';
import { InquiryForm } from '@/components/inquiry/InquiryForm';
import { loadInquiryForm } from '@/components/inquiry/load';
import { PageShown } from '@/components/shell/PageShown';
import { LIMITS } from '@/lib/inquiry';

interface Props {
  params: Promise<{ market: string; items?: string[] }>;
}

export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { market } = await props.params;
  if (!parseMarketParam(market)) notFound();
  setRequestLocale(market);
  const t = await getTranslations('Inquiry');
  return { title: t('heading'), robots: { index: false, follow: true } };
}

/**
 * "Request a quote or sample" from a product, a variant or "my catalogue": the items are in the path
 * (`/inquiry/P-1001/100101`), so the page is prefilled without JavaScript and cached per selection.
 */
export default async function InquiryPage(props: Props) {
  const { market: segment, items = [] } = await props.params;
  const parsed = parseMarketParam(segment);
  if (!parsed) notFound();
  const { market } = parsed;
  setRequestMarket(market);
  setRequestLocale(segment);
  const wanted = items
    .slice(0, LIMITS.items)
    .map((item) => decodeURIComponent(item))
    .filter((item) => /^(P-\d{1,8}|\d{1,12})$/.test(item));
  const [chrome, form, t] = await Promise.all([
    loadChrome(market, '/inquiry'),
    loadInquiryForm(market, { items: wanted.map((itemNumber) => ({ itemNumber })) }),
    getTranslations('Inquiry'),
  ]);
  return (
    <>
      <SiteChrome chrome={chrome}>
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="mx-auto mb-6 max-w-3xl font-display text-4xl text-slate-900">{t('heading')}</h1>
          <InquiryForm {...form} />
        </div>
      </SiteChrome>
      <PageShown />
    </>
  );
}
