import 'server-only';
import { createHash } from 'node:crypto';
import { pimTag } from '@/lib/cache-tags';
import { browserCatalogOfSteps, type Catalog } from '@/features/catalog/query';
import { runInSlices, stringifyInSlices } from '@/lib/framework/server';
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
// One serialisation per catalogue version even when many requests ask while it is under way.
const underWay = new WeakMap<object, Promise<CatalogBody>>();
onCatalogChange((culture) => {
  if (culture) bodies.delete(pimTag(culture));
  else bodies.clear();
});

/**
 * Serialised and hashed once per catalogue version, not per request: the browser cache asks often. Projected,
 * serialised and hashed a slice at a time (megabytes at the --scale catalogue), so other requests go on meanwhile.
 */
export async function getCatalogBody(culture: string, atLeast?: string): Promise<CatalogBody> {
  const catalog = await getCatalog(culture, { atLeast });
  const tag = pimTag(culture);
  const held = bodies.get(tag);
  if (held && held.source === catalog) return held.body;
  let making = underWay.get(catalog);
  if (!making) {
    making = serialise(tag, catalog);
    underWay.set(catalog, making);
    making.then(
      // An older catalogue's body may land after a newer one's: it is only ever served for its own catalogue.
      (body) => bodies.set(tag, { source: catalog, body }),
      () => underWay.delete(catalog),
    );
  }
  return making;
}

async function serialise(tag: string, catalog: Catalog): Promise<CatalogBody> {
  const listed = await runInSlices(browserCatalogOfSteps(catalog));
  const hasher = createHash('sha256');
  const json = await stringifyInSlices({ ...listed }, (bytes) => hasher.update(bytes));
  const hash = hasher.digest('base64url').slice(0, 22);
  return { tag, lastChanged: catalog.lastChanged, etag: `"${hash}"`, json };
}

/** RFC 9110 If-None-Match: a list of entity tags or `*`; weak tags compare by their opaque part. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
