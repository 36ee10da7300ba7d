import 'server-only';
import { draftMode } from 'next/headers';
import { config } from '@/lib/config';
import { fetchUpstreamJson } from '@/lib/upstream/server';
import { toQueryString, type QueryValue } from './query';

/** Draft mode of the current request; false outside a request (build, background work). */
export async function isPreviewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * GET a Strapi REST path with the site's read-only token. Tagged for revalidation; throws on any failure so that
 * a broken CMS never produces a cached empty page. In draft mode (an editor's preview) it reads drafts with the
 * preview token instead, and nothing it reads is written to Next's data cache. `timeoutMs` is for background work;
 * `fresh` reads past Next's data cache (the search index, which is itself the cache, rebuilt after a revalidation).
 */
export async function cmsGet(
  path: string,
  params: Record<string, QueryValue>,
  tags: string[],
  options: { timeoutMs?: number; fresh?: boolean } = {},
): Promise<unknown> {
  const { cmsPreviewToken, cmsApiToken } = config();
  const preview = (await isPreviewing()) && cmsPreviewToken !== undefined;
  const query = toQueryString(preview ? { ...params, status: 'draft' } : params);
  const token = preview ? cmsPreviewToken : cmsApiToken;
  return fetchUpstreamJson({
    upstream: 'cms',
    url: `${config().cmsUrl}/api/${path}${query ? `?${query}` : ''}`,
    // An editor waits for a preview rather than get an error page: drafts are read uncached, so allow more time.
    timeoutMs: options.timeoutMs ?? (preview ? config().upstreamTimeoutMs * 4 : config().upstreamTimeoutMs),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(preview || options.fresh ? { cache: 'no-store' as const } : { cache: 'force-cache' as const, next: { tags } }),
  });
}
