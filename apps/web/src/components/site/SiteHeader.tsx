import Link from 'next/link';
import type { Market } from '@qilak/markets';
import { marketPath } from '@/lib/routing';
import type { UiTranslator } from '@/i18n/translators';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MarketMenu } from './MarketMenu';
import type { MenuItem } from './nav-tree';
import { SearchBox, type SearchBoxLabels } from '@/components/search/SearchBox';

const HEADER_ID = 'site-header';
/** The header's last element: the first frame waits until the parser has reached it. */
const HEADER_END_ID = 'site-header-end';

export function SiteHeader({
  market,
  items,
  t,
  search,
}: {
  market: Market;
  items: MenuItem[];
  t: UiTranslator;
  search?: { action: string; labels: SearchBoxLabels };
}) {
  return (
    <header
      id={HEADER_ID}
      className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      {/* React puts it in the head: no frame is painted until the parser has reached the header's last element.
          Otherwise a first paint between two of its parts (the parser yields in the middle of a large document)
          showed the header's actions without the market chooser, which then pushed them aside (a layout shift,
          0.001 in Lighthouse). It named the header itself at first, and Chromium still painted a frame before the
          market chooser (a trace of home da-DK on 153: the actions grew from 100 to 148 px after the first paint):
          a marker after the header's content holds whichever way the browser reads "parsed". */}
      <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      <a
        href="#main"
        className="sr-only left-4 top-3 z-50 rounded-full bg-primary px-5 py-3 font-semibold text-white focus:not-sr-only focus:absolute"
      >
        {t('skipToContent')}
      </a>
      <div className="relative mx-auto flex h-[4.5rem] max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link href={marketPath(market.code, '/')} prefetch={false} className="shrink-0 rounded-md">
          <Logo />
          <span className="sr-only"> – {t('home')}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          {search && <SearchBox action={search.action} market={market.code} labels={search.labels} variant="bar" />}
          <MainNav
            menuTop={
              search && <SearchBox action={search.action} market={market.code} labels={search.labels} variant="menu" />
            }
            items={items}
            labels={{
              mainNavigation: t('mainNavigation'),
              menu: t('menu'),
              closeMenu: t('closeMenu'),
              showSubmenu: t('showSubmenu'),
              overview: t('overview'),
            }}
          />
          <MarketMenu market={market} t={t} />
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
