import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseMarketParam } from '@/i18n/labels';
import { setRequestMarket } from '@/i18n/market';
import { SiteChrome, loadChrome } from '@/components/site/SiteChrome';
import { PageShown } from '@/components/shell/PageShown';
import { marketPath } from '@/lib/routing';

interface Props {
  params: Promise<{ market: string }>;
}

// Rendered per request: the build needs no CMS, and a thank-you page is not worth a cache entry per market.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { market } = await props.params;
  if (!parseMarketParam(market)) notFound();
  setRequestLocale(market);
  const t = await getTranslations('Inquiry');
  return { title: t('sentHeading'), robots: { index: false, follow: false } };
}

/** The thank-you page after a quote or sample request (the plain form post and the enhanced form land here). */
export default async function InquirySentPage(props: Props) {
  const { market: segment } = await props.params;
  const parsed = parseMarketParam(segment);
  if (!parsed) notFound();
  const { market } = parsed;
  setRequestMarket(market);
  setRequestLocale(segment);
  const [chrome, t] = await Promise.all([loadChrome(market, '/inquiry-sent'), getTranslations('Inquiry')]);
  return (
    <>
      <SiteChrome chrome={chrome}>
        <div className="mx-auto max-w-3xl px-4 py-16" data-inquiry-sent>
          <h1 className="font-display text-4xl text-slate-900">{t('sentHeading')}</h1>
          <p className="mt-4 text-lg text-slate-800">{t('sentText')}</p>
          <p className="mt-8">
            <a href={marketPath(market.code, '/')} className="text-ocean-800 underline">
              {t('sentBack')}
            </a>
          </p>
        </div>
      </SiteChrome>
      <PageShown />
    </>
  );
}
