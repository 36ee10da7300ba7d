import type { ReactNode } from 'react';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getNavigation, type GlobalConfig } from '@/lib/cms/server';
import { loadSearchMessages, loadUiMessages, type UiTranslator } from '@/i18n/translators';
import { SEARCH_KINDS } from '@/lib/search';
import { marketPath } from '@/lib/routing';
import type { SearchBoxLabels } from '@/components/search/SearchBox';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { menuTree, type MenuItem } from './nav-tree';

/** What the header and footer of a page show: loaded with the page, rendered by SiteChrome. */
export interface Chrome {
  market: Market;
  items: MenuItem[];
  global: GlobalConfig;
  t: UiTranslator;
  /** The header's search box: the results page named in global settings, and its texts. */
  search?: { action: string; labels: SearchBoxLabels };
}

/**
 * The market's navigation and global settings (both cached per tag), with the current path marked in the menu.
 * A failing CMS throws, so no page is cached without its menu.
 */
export async function loadChrome(market: Market, currentPath?: string): Promise<Chrome> {
  const [navigation, global, t, ts] = await Promise.all([
    getNavigation(market.code),
    getGlobalConfig(market.code),
    loadUiMessages(),
    loadSearchMessages(),
  ]);
  const search = global.searchPageSlug
    ? {
        action: marketPath(market.code, `/${encodeURIComponent(global.searchPageSlug)}`),
        labels: {
          label: ts('label'),
          placeholder: ts('placeholder'),
          submit: ts('submit'),
          suggestions: ts('suggestions'),
          noSuggestions: ts('noSuggestions'),
          itemNumber: ts.raw('itemNumber') as string,
          kinds: Object.fromEntries(SEARCH_KINDS.map((k) => [k, ts(`kinds.${k}`)])),
        },
      }
    : undefined;
  return { market, items: menuTree(navigation, market.code, currentPath), global, t, ...(search ? { search } : {}) };
}

/** Header, main and footer around every default-layout page; the print layout does without it. */
export function SiteChrome({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  const { market, items, global, t, search } = chrome;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader market={market} items={items} t={t} search={search} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter market={market} global={global} t={t} />
    </div>
  );
}
