import type { Market } from '@qilak/markets';
import type { UiTranslator } from '@/i18n/translators';
import { marketChoices } from './market-choices';
import { withColon } from '@/i18n/ui';

/** The header's market chooser: a native disclosure (no script) listing the eleven markets. */
export function MarketMenu({ market, t }: { market: Market; t: UiTranslator }) {
  return (
    <details className="group relative max-lg:-order-1" data-market-menu="">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-semibold text-primary hover:bg-ice [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2.2 2.2 2.2 12.8 0 15M10 2.5c-2.2 2.2-2.2 12.8 0 15" />
        </svg>
        <span className="sr-only">{withColon(t('chooseMarket'), market.language)} </span>
        <span className="hidden max-w-40 truncate sm:inline">{market.name}</span>
        <span className="sr-only sm:hidden">{market.name}</span>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-[min(20rem,calc(100vw-2.5rem))] rounded-[var(--radius-card)] border border-line bg-white p-2 shadow-[var(--shadow-lift)]">
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted">
          {t('chooseMarket')}
        </p>
        <ul>
          {marketChoices(market).map((choice) => (
            <li key={choice.code}>
              <a
                href={choice.href}
                hrefLang={choice.hreflang}
                data-market-choice={choice.code}
                aria-current={choice.current ? 'true' : undefined}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-ice aria-[current=true]:bg-ice aria-[current=true]:font-semibold"
              >
                <span lang={choice.language}>{choice.name}</span>
                <span className="text-xs text-muted" lang={choice.language}>
                  {choice.languageName}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
