import type { ReactNode } from 'react';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getNavigation } from '@/lib/cms';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { menuTree } from './nav-tree';

/**
 * Header, main and footer around every default-layout page; the print layout does without it. Reads the
 * market's navigation and global settings itself (both cached per tag); a failing CMS throws, so no page is
 * cached without its menu.
 */
export async function SiteChrome({
  market,
  children,
  currentPath,
}: {
  market: Market;
  children: ReactNode;
  currentPath?: string;
}) {
  const [navigation, global] = await Promise.all([getNavigation(market.code), getGlobalConfig(market.code)]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader market={market} items={menuTree(navigation, market.code, currentPath)} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter market={market} global={global} />
    </div>
  );
}
