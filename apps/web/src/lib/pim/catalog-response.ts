import 'server-only';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { pimTag } from '@/lib/cms/tags';
import { getCatalog, onCatalogChange } from './catalog-store';

/** The catalogue of one culture as the site's API sends it: JSON, its gzip and a strong ETag from its bytes. */
export interface CatalogBody {
  tag: string;
  lastChanged: string;
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

// Keyed by the pim:<culture> tag; dropped when the catalogue store replaces or forgets that culture.
const bodies = new Map<string, { source: object; body: CatalogBody }>();
onCatalogChange((culture) => {
  if (culture) bodies.delete(pimTag(culture));
  else bodies.clear();
});

/** Serialised and compressed once per catalogue version, not per request: the browser cache asks often. */
export async function getCatalogBody(culture: string, atLeast?: string): Promise<CatalogBody> {
  const catalog = await getCatalog(culture, { atLeast });
  const tag = pimTag(culture);
  const held = bodies.get(tag);
  if (held && held.source === catalog) return held.body;
  const json = Buffer.from(JSON.stringify(catalog));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  const body: CatalogBody = { tag, lastChanged: catalog.lastChanged, etag: `"${hash}"`, json, gzip: gzipSync(json) };
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

/** Whether the client accepts gzip (q=0 refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding?.trim() === 'gzip' || coding?.trim() === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
