import 'server-only';
import type { Market } from '@qilak/markets';
import { getGlobalConfig, getPageBySlug } from '@/lib/cms/server';
import { PAGE_STATUS_ATTRIBUTE } from '@/lib/routing';
import { BlockList, loadPageBlocks, type PageBlock } from '@/blocks';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';

export interface NotFoundPageData {
  chrome: Chrome;
  title: string;
  blocks: PageBlock[];
}

/**
 * ERR-404-PAGE: the 404 page is the CMS page global settings name as page404. A missing reference or an empty
 * page is the fatal 500 of ERR-404-FATAL (thrown here, awaited by the page, so the render fails as a whole).
 */
export async function loadNotFoundPage(market: Market): Promise<NotFoundPageData> {
  const global = await getGlobalConfig(market.code);
  if (!global.page404Slug) throw new Error('Could not fetch 404 page slug');
  const page = await getPageBySlug(market.code, global.page404Slug);
  if (!page || page.blocks.length === 0) throw new Error('Could not fetch 404 page content');
  const [chrome, blocks] = await Promise.all([
    loadChrome(market),
    loadPageBlocks(page.blocks, { market, currentPath: '/' }),
  ]);
  return { chrome, title: page.title, blocks };
}

/** The 404 page in the market's layout, fully server-rendered; its message carries the 404 status marker. */
export function NotFoundPage({ data, message }: { data: NotFoundPageData; message: string }) {
  const status = { [PAGE_STATUS_ATTRIBUTE]: '404' };
  return (
    <SiteChrome chrome={data.chrome}>
      <h1 className="sr-only">{data.title}</h1>
      <p className="mx-auto max-w-5xl px-4 pt-6 text-sm text-secondary" data-testid="not-found-message" {...status}>
        {message}
      </p>
      <BlockList blocks={data.blocks} />
    </SiteChrome>
  );
}
