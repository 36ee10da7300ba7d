import 'server-only';
import { config } from '@/lib/config';
import { requestIdHeaders } from '@/lib/upstream/server';
import { pimTag } from '@/lib/cache-tags';
import { pimUrl } from './transport';
import { logger } from '../log';

const log = logger('pim');

/** How stale a cached page built from the catalogue may get before it is rebuilt in the background. */
export const PIM_PAGE_REVALIDATE_SECONDS = 60;

/**
 * Marks the page being rendered as built from the culture's catalogue: one small tagged fetch (the catalogue
 * itself comes from the memory store, too large for the data cache) gives the page's cache entry the
 * pim:<culture> tag and a revalidation time, so product data changes reach the cached pages.
 */
export async function dependOnCatalog(culture: string): Promise<void> {
  const url = pimUrl('GetUpdateStatus', { culture, type: 'product' });
  try {
    await fetch(url, {
      // The request id in tracestate only: this call is kept in Next's data cache (see requestIdHeaders).
      headers: { accept: 'application/json', ...requestIdHeaders(true) },
      signal: AbortSignal.timeout(config().upstreamTimeoutMs),
      next: { tags: [pimTag(culture)], revalidate: PIM_PAGE_REVALIDATE_SECONDS },
    });
  } catch (error) {
    // The page still renders from the memory store; it just is not tagged this time.
    log.warn(`could not tag the page with ${pimTag(culture)}: ${(error as Error).message}`);
  }
}
