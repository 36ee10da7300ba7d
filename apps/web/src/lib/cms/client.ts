import 'server-only';
import { config } from '@/lib/config';
import { fetchUpstreamJson } from '@/lib/upstream';
import { toQueryString, type QueryValue } from './query';

/**
 * GET a Strapi REST path with the site's read-only token. Tagged for revalidation; throws on any failure so that
 * a broken CMS never produces a cached empty page.
 */
export async function cmsGet(path: string, params: Record<string, QueryValue>, tags: string[]): Promise<unknown> {
  const query = toQueryString(params);
  const token = config().cmsApiToken;
  return fetchUpstreamJson({
    upstream: 'cms',
    url: `${config().cmsUrl}/api/${path}${query ? `?${query}` : ''}`,
    timeoutMs: config().upstreamTimeoutMs,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'force-cache',
    next: { tags },
  });
}
