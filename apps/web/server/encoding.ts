import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The compressed forms of one body; either may be missing (too small to be worth it, or not made). */
export interface Compressed {
  gzip?: Buffer;
  br?: Buffer;
}

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality for pages: 6 compresses a 130 kB page in about 2 ms to ~22 % under gzip; 11 saves another
 * 10 % but takes 120 ms, too long for a page rendered on demand. Build output is compressed at 11 once
 * (scripts/precompress.mjs).
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * The codings a request's Accept-Encoding allows among the two we make. Honours `q=0` ("not this one") and
 * the `*` wildcard; no header means identity only.
 */
export function acceptedCodings(acceptEncoding: string | string[] | undefined): { br: boolean; gzip: boolean } {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [token = '', ...params] = item.split(';').map((s) => s.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(token, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allowed = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return { br: allowed('br'), gzip: allowed('gzip') };
}

/** Both compressed forms of a page body (computed once per body by the callers, then kept with the page). */
export function compressPage(body: Buffer): Compressed {
  if (body.length <= MIN_COMPRESS_BYTES) return {};
  return {
    gzip: gzipSync(body),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  };
}

/** The bytes to send for a request and their Content-Encoding: brotli when allowed and made, then gzip, else identity. */
export function pickBody(
  acceptEncoding: string | string[] | undefined,
  body: Buffer,
  compressed: Compressed,
): { send: Buffer; coding?: 'br' | 'gzip' } {
  if (body.length <= MIN_COMPRESS_BYTES) return { send: body };
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.br && compressed.br) return { send: compressed.br, coding: 'br' };
  if (accepted.gzip && compressed.gzip) return { send: compressed.gzip, coding: 'gzip' };
  return { send: body };
}
