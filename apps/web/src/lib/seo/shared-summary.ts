import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MARKETS, type MarketCode } from '@qilak/markets';
import { contentVersion } from '@/lib/cms/server';
import { config } from '@/lib/config';
import { getUpdateStatus } from '@/lib/pim';
import { sharedCache, SharedCacheUnavailable } from '@/lib/shared-cache/server';
import { UpstreamError } from '@/lib/upstream/server';
import { recordSharedSummary } from '../metrics';
import { logger } from '../log';
import type { MarketSitemapSummary } from './sitemap-build';

const log = logger('sitemap');

/**
 * SEO-SITEMAP-SHARED: in the scaled-out layout (Redis configured) one instance computes a market's sitemap
 * summary and stores it in Redis under the version of what it is made of (every culture's catalogue LastChanged
 * and the market's CMS content), so a change makes a new key; the others read it. A lock keeps two instances from
 * computing the same summary at once; an instance that finds the lock waits for the summary, and computes it
 * itself when the holder's lock expires without one (the holder died) or Redis is unreachable.
 */

/** How long a summary is kept: the in-memory copy is rebuilt after a minute (INDEX_FRESH_MS) anyway. */
const SUMMARY_TTL_MS = 10 * 60_000;
/** How long the lock holds: the computation at the --scale catalogue takes seconds, not a minute. */
const LOCK_MS = 60_000;
const POLL_MS = 250;

const summarySchema = z.object({ parts: z.array(z.object({ lastmod: z.string().optional() })) });

const sha = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Every culture's LastChanged, asked once for the markets whose summaries are built together (a second). */
let catalogueVersions: { at: number; versions: Promise<string[]> } | undefined;
function allCatalogueVersions(): Promise<string[]> {
  if (catalogueVersions && Date.now() - catalogueVersions.at < 1_000) return catalogueVersions.versions;
  const versions = Promise.all(
    MARKETS.map((m) =>
      getUpdateStatus(m.code).catch((error: unknown) => {
        // A culture the service holds no data for has no products (as in the sitemap itself).
        if (error instanceof UpstreamError && error.status === 404) return 'none';
        throw error;
      }),
    ),
  );
  catalogueVersions = { at: Date.now(), versions };
  void versions.catch(() => (catalogueVersions = undefined));
  return versions;
}

/** What the summary is made of, cheaply: each culture's LastChanged and the market's latest content change. */
async function summaryVersion(market: MarketCode): Promise<string> {
  const catalogues = await allCatalogueVersions();
  // Background work, as the summary itself: an instance that starts beside others finds the CMS busy with their
  // warm-ups, and a version it cannot read makes it compute alone instead of sharing.
  const content = await contentVersion(market, { timeoutMs: config().upstreamTimeoutMs * 4 });
  return `${catalogues.join(',')}|${content}`;
}

function parse(value: string): MarketSitemapSummary | undefined {
  try {
    const parsed = summarySchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The market's summary from Redis when another instance made it, else computed here (and shared). */
export async function sharedSitemapSummary(
  site: string,
  market: MarketCode,
  compute: () => Promise<MarketSitemapSummary>,
): Promise<MarketSitemapSummary> {
  const shared = sharedCache();
  if (!shared) return compute();
  let key: string;
  try {
    key = `sitemap:summary:${sha(site)}:${market}:${sha(await summaryVersion(market))}`;
  } catch (error) {
    // An upstream down: computing here keeps the last good copy and logs why (LastGood).
    log.info(`${market}: no summary version (${(error as Error).message}); computing here`);
    return compute();
  }
  const lock = `${key}:lock`;
  try {
    const held = await shared.get(key);
    const found = held ? parse(held) : undefined;
    if (found) return fromRedis(market, found);
    const me = randomUUID();
    if (await shared.claim(lock, me, LOCK_MS)) {
      try {
        const summary = await compute();
        recordSharedSummary('computed');
        await shared.set(key, JSON.stringify(summary), SUMMARY_TTL_MS).catch(() => undefined);
        return summary;
      } finally {
        await shared.release(lock, me).catch(() => undefined);
      }
    }
    // Another instance is computing it: its summary, or this instance's own once its lock is gone without one.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const value = await shared.get(key);
      const summary = value ? parse(value) : undefined;
      if (summary) return fromRedis(market, summary);
      if ((await shared.get(lock)) === null) break;
    }
    log.warn(`${market}: the instance computing the sitemap summary gave none; computing it here`);
  } catch (error) {
    if (!(error instanceof SharedCacheUnavailable)) throw error;
  }
  recordSharedSummary('local');
  return compute();
}

function fromRedis(market: MarketCode, summary: MarketSitemapSummary): MarketSitemapSummary {
  recordSharedSummary('redis');
  log.info(`${market}: sitemap summary taken from Redis`);
  return summary;
}
