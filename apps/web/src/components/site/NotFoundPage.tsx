import 'server-only';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug, type Page } from '@/lib/cms';
import { PAGE_STATUS_ATTRIBUTE } from '@/lib/routing/page-status';
import { BlockList } from '@/blocks';
import { SiteChrome } from './SiteChrome';

/**
 * Spec section 2: the 404 page is the CMS page global settings name as page404. A missing reference or an empty
 * page is the fatal 500 of spec section 8 (thrown here, awaited by the page, so the render fails as a whole).
 */
export async function loadNotFoundPage(market: Market): Promise<Page> {
  const global = await getGlobalConfig(market.code);
  if (!global.page404Slug) throw new Error('Could not fetch 404 page slug');
  const page = await getPageBySlug(market.code, global.page404Slug);
  if (!page || page.blocks.length === 0) throw new Error('Could not fetch 404 page content');
  return page;
}

/** The 404 page in the market's layout, fully server-rendered; its message carries the 404 status marker. */
export function NotFoundPage({ market, page, message }: { market: Market; page: Page; message: string }) {
  const status = { [PAGE_STATUS_ATTRIBUTE]: '404' };
  return (
    <SiteChrome market={market}>
      <h1 className="sr-only">{page.title}</h1>
      <p className="mx-auto max-w-5xl px-4 pt-6 text-sm text-secondary" data-testid="not-found-message" {...status}>
        {message}
      </p>
      <BlockList blocks={page.blocks} market={market} />
    </SiteChrome>
  );
}
