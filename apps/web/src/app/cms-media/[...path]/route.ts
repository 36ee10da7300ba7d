import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { config } from '@/lib/config';
import {
  FORMAT_TYPE,
  NEGOTIABLE_SOURCES,
  negotiateFormat,
  parseTransformQuery,
  type ImageFormat,
  type TransformRequest,
} from '@/lib/images';
import { logger } from '@/lib/log';

const log = logger('cms-media');

// Query: ?w=<allowed width>&h=<px>&fit=scale|crop|fill — scale keeps the aspect inside w×h, crop covers w×h, fill stretches to w×h.
const cacheDir = () => path.join(config().mediaCacheDir ?? os.tmpdir(), 'qilak-cms-media');
const LONG = 'public, max-age=31536000, immutable';

/** Encodes under way, so a burst of requests for one new rendition encodes it once. */
const encoding = new Map<string, Promise<{ body: Buffer; type: string }>>();

/**
 * CMS uploads served under the site's own origin, so pages never point the browser at the CMS host.
 * Photos are answered in the best format the browser names in `Accept` (AVIF, WebP, else JPEG/PNG), each
 * rendition encoded once and kept on disk; `Vary: Accept` tells caches to keep one copy per format.
 * Uploaded files get hashed names in Strapi, so they (and their renditions) are cached for a long time.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  if (segments.some((s) => s === '..' || s.includes('/') || s.includes('\\')))
    return new Response(null, { status: 404 });
  const transform = parseTransformQuery(new URL(request.url).searchParams);
  const upstream = `${config().cmsUrl}/uploads/${segments.map(encodeURIComponent).join('/')}`;
  const accept = request.headers.get('accept');
  // The format depends on the source's type, known once fetched; a guess from the name finds the cache first.
  const guessed = sourceTypeFromName(segments.at(-1) ?? '');
  const keyFor = (format: ImageFormat) =>
    createHash('sha256')
      .update(
        `${segments.join('/')}|${transform?.width ?? ''}|${transform?.height ?? ''}|${transform?.fit ?? ''}|${format}`,
      )
      .digest('hex');
  if (guessed) {
    const cached = await readCached(keyFor(negotiateFormat(accept, guessed)));
    if (cached) return imageResponse(cached.body, cached.type, 'cached');
  }

  let response: Response;
  try {
    response = await fetch(upstream, {
      signal: AbortSignal.timeout(config().upstreamTimeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    log.error(`${upstream} failed: ${(error as Error).message}`);
    return new Response(null, { status: 502 });
  }
  if (!response.ok || !response.body) return new Response(null, { status: response.status === 404 ? 404 : 502 });
  const type = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim();

  if (NEGOTIABLE_SOURCES.has(type)) {
    const format = negotiateFormat(accept, type);
    const key = keyFor(format);
    try {
      const original = Buffer.from(await response.arrayBuffer());
      let running = encoding.get(key);
      if (!running) {
        running = encodeImage(original, format, transform).then(async (out) => {
          await writeCached(key, out.body, out.type);
          return out;
        });
        encoding.set(key, running);
        void running.finally(() => encoding.delete(key)).catch(() => undefined);
      }
      const out = await running;
      return imageResponse(out.body, out.type, 'new');
    } catch (error) {
      log.error(`encoding ${segments.join('/')} as ${format} failed: ${(error as Error).message}`);
      return new Response(null, { status: 502 });
    }
  }

  return new Response(response.body, {
    headers: { 'content-type': type, 'cache-control': LONG, 'x-content-type-options': 'nosniff' },
  });
}

function sourceTypeFromName(name: string): string | null {
  const ext = name.toLowerCase().split('.').at(-1);
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  return null;
}

async function encodeImage(
  input: Buffer,
  format: ImageFormat,
  t: TransformRequest | null,
): Promise<{ body: Buffer; type: string }> {
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(input).rotate();
  if (t) {
    const fit = t.fit === 'crop' ? 'cover' : t.fit === 'fill' ? 'fill' : 'inside';
    pipeline = pipeline.resize({ width: t.width, height: t.height, fit, withoutEnlargement: t.fit === 'scale' });
  }
  // Qualities chosen to look alike: AVIF and WebP reach JPEG q78's look with far fewer bytes.
  if (format === 'avif') pipeline = pipeline.avif({ quality: 52, effort: 4 });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 75 });
  else if (format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
  else pipeline = pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  return { body: await pipeline.toBuffer(), type: FORMAT_TYPE[format] };
}

async function readCached(key: string): Promise<{ body: Buffer; type: string } | null> {
  try {
    const [body, type] = await Promise.all([
      readFile(path.join(cacheDir(), key)),
      readFile(path.join(cacheDir(), `${key}.type`), 'utf8'),
    ]);
    return { body, type };
  } catch {
    return null;
  }
}

async function writeCached(key: string, body: Buffer, type: string): Promise<void> {
  try {
    await mkdir(cacheDir(), { recursive: true });
    const tmp = path.join(cacheDir(), `${key}.${process.pid}.tmp`);
    await writeFile(path.join(cacheDir(), `${key}.type`), type);
    await writeFile(tmp, body);
    await rename(tmp, path.join(cacheDir(), key));
  } catch (error) {
    log.warn(`could not cache a rendition: ${(error as Error).message}`);
  }
}

/** `x-rendition` says whether this answer was encoded now or read from the disk cache (tests, operators). */
function imageResponse(body: Buffer, type: string, rendition: 'new' | 'cached'): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': type,
      'cache-control': LONG,
      vary: 'Accept',
      'x-rendition': rendition,
      'x-content-type-options': 'nosniff',
    },
  });
}
