import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedBody {
  etag: string;
  revision: number;
  identity: Buffer;
  gzip: Buffer;
  /** Built on first request: brotli at a good ratio is slower than gzip and not every client asks. */
  br: Buffer | undefined;
}

/**
 * Serialized and compressed response bodies per key (route + culture), rebuilt when the culture's
 * revision moves, so a large GetProductData costs one serialization per change, not per request.
 */
export class BodyCache {
  private readonly entries = new Map<string, CachedBody>();

  get(key: string, revision: number, build: () => string): CachedBody {
    const cached = this.entries.get(key);
    if (cached && cached.revision === revision) return cached;
    const identity = Buffer.from(build(), 'utf8');
    const entry: CachedBody = {
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
      revision,
      identity,
      gzip: gzipSync(identity, { level: 6 }),
      br: undefined,
    };
    this.entries.set(key, entry);
    return entry;
  }

  body(entry: CachedBody, encoding: Encoding): Buffer {
    if (encoding === 'identity') return entry.identity;
    if (encoding === 'gzip') return entry.gzip;
    entry.br ??= brotliCompressSync(entry.identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length },
    });
    return entry.br;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Picks br, then gzip, from Accept-Encoding; q=0 excludes a coding. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const allows = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** True when If-None-Match names the current ETag, or *: the weak comparison (RFC 9110 §8.8.3.2), W/ or not. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
