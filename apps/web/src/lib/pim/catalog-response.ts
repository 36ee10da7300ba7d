import 'server-only';
import { createHash } from 'node:crypto';
import { pimTag } from '@/lib/cache-tags';
import { browserCatalogOf } from '@/features/catalog/query';
import { getCatalog, onCatalogChange } from './catalog-store';

/** The catalogue of one culture as the site's API sends it (the browser's projection): JSON bytes and a strong ETag. */
export interface CatalogBody {
  tag: string;
  lastChanged: string;
  etag: string;
  json: Buffer;
}

// Keyed by the pim:<culture> tag; dropped when the catalogue store replaces or forgets that culture.
const bodies = new Map<string, { source: object; body: CatalogBody }>();
onCatalogChange((culture) => {
  if (culture) bodies.delete(pimTag(culture));
  else bodies.clear();
});

/** Serialised and hashed once per catalogue version, not per request: the browser cache asks often. */
export async function getCatalogBody(culture: string, atLeast?: string): Promise<CatalogBody> {
  const catalog = await getCatalog(culture, { atLeast });
  const tag = pimTag(culture);
  const held = bodies.get(tag);
  if (held && held.source === catalog) return held.body;
  const json = Buffer.from(JSON.stringify(browserCatalogOf(catalog)));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  const body: CatalogBody = { tag, lastChanged: catalog.lastChanged, etag: `"${hash}"`, json };
  bodies.set(tag, { source: catalog, body });
  return body;
}

/** RFC 9110 If-None-Match: a list of entity tags or `*`; weak tags compare by their opaque part. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
