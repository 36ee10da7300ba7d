import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { MarketChooserData } from './schema';
import { marketChoices } from '@/components/site/market-choices';
import { ArrowIcon, BlockHeading, Container } from '../_shared/layout';

/** The eleven markets with their root URLs and languages; the current one is marked. */
export function MarketChooserBlock({
  data,
  context,
}: {
  data: MarketChooserData & { t: UiTranslator };
  context: BlockContext;
}) {
  const { t } = data;
  const choices = marketChoices(context.market);
  return (
    <Container>
      <BlockHeading heading={data.heading} intro={data.intro} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice.code}>
            <a
              href={choice.href}
              hrefLang={choice.hreflang}
              data-market-choice={choice.code}
              aria-current={choice.current ? 'true' : undefined}
              className={`group flex h-full items-center justify-between gap-4 rounded-[var(--radius-card)] border bg-white p-5 text-ink shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-lift)] ${choice.current ? 'border-primary ring-2 ring-primary' : 'border-line'}`}
            >
              {/* The entry speaks its market's language; the "current" badge stays in the page's. */}
              <span className="min-w-0" lang={choice.language}>
                <span className="block text-lg font-semibold text-primary">{choice.name}</span>
                <span className="block text-sm text-muted">
                  {choice.languageName} ·{' '}
                  <span className="break-all">{choice.rootUrl.replace(/^https?:\/\//, '')}</span>
                </span>
              </span>
              {choice.current ? (
                <span className="shrink-0 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white">
                  {t('currentMarket')}
                </span>
              ) : (
                <ArrowIcon className="size-5 text-rg-blue transition-transform group-hover:translate-x-1" />
              )}
            </a>
          </li>
        ))}
      </ul>
    </Container>
  );
}
