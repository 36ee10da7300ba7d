import type { ReactNode } from 'react';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getNavigation, type GlobalConfig } from '@/lib/cms/server';
import { loadUiMessages, type UiTranslator } from '@/i18n/translators';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { menuTree, type MenuItem } from './nav-tree';

/** What the header and footer of a page show: loaded with the page, rendered by SiteChrome. */
export interface Chrome {
  market: Market;
  items: MenuItem[];
  global: GlobalConfig;
  t: UiTranslator;
}

/**
 * The market's navigation and global settings (both cached per tag), with the current path marked in the menu.
 * A failing CMS throws, so no page is cached without its menu.
 */
export async function loadChrome(market: Market, currentPath?: string): Promise<Chrome> {
  const [navigation, global, t] = await Promise.all([
    getNavigation(market.code),
    getGlobalConfig(market.code),
    loadUiMessages(),
  ]);
  return { market, items: menuTree(navigation, market.code, currentPath), global, t };
}

/** Header, main and footer around every default-layout page; the print layout does without it. */
export function SiteChrome({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  const { market, items, global, t } = chrome;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader market={market} items={items} t={t} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter market={market} global={global} t={t} />
    </div>
  );
}
