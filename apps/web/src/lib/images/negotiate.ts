/**
 * Which image format a browser gets, from its `Accept` header: AVIF, then WebP, then the source's own kind
 * (JPEG for photos, PNG where the source has transparency). Pure, shared by the /cms-media route and the tests;
 * the edge (deploy/varnish/default.vcl) normalises `Accept` by the same rule, so it keeps one object per format.
 */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const FORMAT_TYPE: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Media types the route re-encodes (everything else, SVG included, is sent as it is). */
export const NEGOTIABLE_SOURCES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The q-value an Accept header gives a media type, by its most specific matching range (0 when refused). */
export function acceptQuality(accept: string | null | undefined, type: string): number {
  if (!accept) return 0;
  const [major] = type.split('/');
  let best = -1;
  let quality = 0;
  for (const part of accept.split(',')) {
    const [rangeRaw = '', ...params] = part.split(';');
    const range = rangeRaw.trim().toLowerCase();
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < 0 || specificity < best) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=').map((s) => s.trim());
      if (k === 'q') q = Number(v);
    }
    q = Number.isFinite(q) ? Math.min(1, Math.max(0, q)) : 0;
    quality = specificity > best ? q : Math.max(quality, q);
    best = specificity;
  }
  return quality;
}

/**
 * AVIF or WebP only when the browser names them (a wildcard says nothing about support: old browsers send
 * `image/*` too); otherwise the fallback that every browser shows.
 */
export function negotiateFormat(accept: string | null | undefined, sourceType: string): ImageFormat {
  const named = (type: string) => (accept ?? '').toLowerCase().includes(type) && acceptQuality(accept, type) > 0;
  if (named('image/avif')) return 'avif';
  if (named('image/webp')) return 'webp';
  return sourceType === 'image/png' ? 'png' : 'jpeg';
}

/** A vector illustration stays a vector when its compressed bytes are fewer than the best raster's. */
export function keepVector(vectorBytes: number, rasterBytes: number): boolean {
  return vectorBytes <= rasterBytes;
}
