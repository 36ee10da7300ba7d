import type { Market } from '@qilak/markets';
import type { GlobalConfig } from '@/lib/cms';
import { SmartLink } from '@/components/ui/SmartLink';
import type { UiTranslator } from '@/i18n/translators';
import { Logo } from './Logo';
import { consentTexts } from '@/lib/consent';
import { isProduction } from '@/lib/config';
import { ConsentSettingsButton } from '@/components/shell/ConsentSettingsButton';

const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  twitter: 'Twitter',
  tiktok: 'TikTok',
};

/** The footer from the market's global settings: blurb, link columns, social links, copyright. */
export function SiteFooter({ market, global, t }: { market: Market; global: GlobalConfig; t: UiTranslator }) {
  const { footer } = global;
  const consent = consentTexts(market.cookieLanguage);
  return (
    <footer className="no-print render-when-near relative overflow-hidden bg-night text-white" data-tone="dark">
      <div aria-hidden="true" className="bg-graphic-waves absolute inset-0 opacity-60" data-tone="dark" />
      <div className="relative mx-auto max-w-7xl px-5 pb-10 pt-16 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="max-w-md">
            <Logo tone="light" />
            {footer.text && <p className="mt-6 text-base leading-7 text-white/80">{footer.text}</p>}
            {global.socialLinks.length > 0 && (
              <div className="mt-8">
                <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-copper-light">{t('followUs')}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {global.socialLinks.map((s) => (
                    <li key={s.url}>
                      <SmartLink
                        href={s.url}
                        market={market.code}
                        newTab
                        newTabLabel={t('opensInNewTab')}
                        className="inline-flex min-h-10 items-center rounded-full border border-white/25 px-4 text-sm font-semibold text-white hover:bg-white hover:text-primary"
                      >
                        {SOCIAL_NAMES[s.platform] ?? s.platform}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          {footer.columns.length > 0 && (
            <nav aria-label={t('footerNavigation')} className="grid gap-10 sm:grid-cols-3">
              {footer.columns.map((column, i) => (
                <div key={`${column.heading}-${i}`}>
                  {column.heading && (
                    <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-copper-light">
                      {column.heading}
                    </h2>
                  )}
                  <ul className="mt-4 space-y-1">
                    {column.links.map((link) => (
                      <li key={`${link.url}-${link.label}`}>
                        <SmartLink
                          href={link.url}
                          market={market.code}
                          newTab={link.openInNewTab}
                          newTabLabel={t('opensInNewTab')}
                          className="inline-block py-1.5 text-white/85 hover:text-white hover:underline"
                        >
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          )}
        </div>
        <div className="mt-14 flex flex-col gap-3 border-t border-white/15 pt-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.copyright ?? `© ${global.siteName}`}</p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>
              {global.siteName} · {market.name}
            </span>
            {isProduction() && <ConsentSettingsButton label={consent.reopen} lang={consent.lang} />}
          </p>
        </div>
      </div>
    </footer>
  );
}
