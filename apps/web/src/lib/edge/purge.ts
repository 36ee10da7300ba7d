import 'server-only';
import { config, type Config } from '@/lib/config';
import { logger } from '../log';

const log = logger('edge');

/**
 * After tags are revalidated here, the edge drops the pages carrying them (Surrogate-Key). Varnish is the
 * reference edge (PURGE with an xkey-purge header, see deploy/varnish/default.vcl); a CDN API is another
 * implementation of EdgePurger chosen by EDGE_PURGE_KIND.
 */
export interface EdgePurger {
  purge(tags: readonly string[]): Promise<void>;
}

class VarnishPurger implements EdgePurger {
  constructor(private readonly urls: readonly string[]) {}

  async purge(tags: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(
      this.urls.map(async (url) => {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { 'xkey-purge': tags.join(' ') },
          signal: AbortSignal.timeout(2000),
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }),
    );
    for (const result of results) {
      if (result.status === 'rejected')
        log.error(`purge of ${tags.length} tags failed: ${(result.reason as Error).message}`);
    }
  }
}

const none: EdgePurger = { purge: () => Promise.resolve() };

export function edgePurger({ urls, kind }: Config['edgePurge'] = config().edgePurge): EdgePurger {
  if (urls.length === 0) return none;
  if (kind === 'varnish') return new VarnishPurger(urls);
  log.error(`EDGE_PURGE_KIND=${kind} has no adapter; edge purges are off`);
  return none;
}
