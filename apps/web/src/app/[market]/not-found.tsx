import type { Metadata } from 'next';
import { getGlobalConfig, getPageBySlug } from '@/lib/cms';
import { getRequestMarket } from '@/i18n/market';
import { BlockList, loadPageBlocks } from '@/blocks';
import { SiteChrome, loadChrome } from '@/components/site/SiteChrome';
import { NotFoundMessage } from '@/components/site/NotFoundMessage';
import { pageOutcome } from '@/lib/routing/page-outcome';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Spec section 2: the 404 page is the CMS page referenced by global settings (page404), rendered block by block.
 * A missing reference or an empty page is the fatal 500 the spec names. Rendered only when the page was not found
 * (lib/routing/page-outcome.ts).
 */
export default async function NotFound() {
  // Next puts this boundary into every page's payload; a page that was found has no use for it.
  if ((await pageOutcome()) !== 'not-found') return null;
  const market = getRequestMarket();
  const global = await getGlobalConfig(market.code);
  if (!global.page404Slug) throw new Error('Could not fetch 404 page slug');
  const page = await getPageBySlug(market.code, global.page404Slug);
  if (!page || page.blocks.length === 0) throw new Error('Could not fetch 404 page content');
  const [chrome, blocks] = await Promise.all([
    loadChrome(market),
    loadPageBlocks(page.blocks, { market, currentPath: '/' }),
  ]);
  return (
    <SiteChrome chrome={chrome}>
      <h1 className="sr-only">{page.title}</h1>
      <NotFoundMessage />
      <BlockList blocks={blocks} />
    </SiteChrome>
  );
}
