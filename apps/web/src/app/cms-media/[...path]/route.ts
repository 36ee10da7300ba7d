import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { config } from '@/lib/config';
import { parseTransformQuery, type TransformRequest } from '@/lib/images/loader';

// Query: ?w=<allowed width>&h=<px>&fit=scale|crop|fill — scale keeps the aspect inside w×h, crop covers w×h, fill stretches to w×h.
const cacheDir = () => path.join(config().mediaCacheDir ?? os.tmpdir(), 'qilak-cms-media');
const TRANSFORMABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * CMS uploads served under the site's own origin, so pages never point the browser at the CMS host.
 * Uploaded files get hashed names in Strapi, so they (and their transforms) are cached for a long time.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  if (segments.some((s) => s === '..' || s.includes('/') || s.includes('\\')))
    return new Response(null, { status: 404 });
  const transform = parseTransformQuery(new URL(request.url).searchParams);
  const upstream = `${config().cmsUrl}/uploads/${segments.map(encodeURIComponent).join('/')}`;

  const key = transform
    ? createHash('sha256')
        .update(`${segments.join('/')}|${transform.width}|${transform.height ?? ''}|${transform.fit}`)
        .digest('hex')
    : '';
  if (transform) {
    const cached = await readCached(key);
    if (cached) return imageResponse(cached.body, cached.type);
  }

  let response: Response;
  try {
    response = await fetch(upstream, {
      signal: AbortSignal.timeout(config().upstreamTimeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    console.error(`[cms-media] ${upstream} failed: ${(error as Error).message}`);
    return new Response(null, { status: 502 });
  }
  if (!response.ok || !response.body) return new Response(null, { status: response.status === 404 ? 404 : 502 });
  const type = response.headers.get('content-type') ?? 'application/octet-stream';

  if (transform && TRANSFORMABLE.has(type.split(';')[0]!.trim())) {
    try {
      const original = Buffer.from(await response.arrayBuffer());
      const out = await transformImage(original, type, transform);
      await writeCached(key, out.body, out.type);
      return imageResponse(out.body, out.type);
    } catch (error) {
      console.error(`[cms-media] transform of ${segments.join('/')} failed: ${(error as Error).message}`);
      return new Response(null, { status: 502 });
    }
  }

  return new Response(response.body, {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}

async function transformImage(
  input: Buffer,
  type: string,
  t: TransformRequest,
): Promise<{ body: Buffer; type: string }> {
  const { default: sharp } = await import('sharp');
  const fit = t.fit === 'crop' ? 'cover' : t.fit === 'fill' ? 'fill' : 'inside';
  let pipeline = sharp(input)
    .rotate()
    .resize({ width: t.width, height: t.height, fit, withoutEnlargement: t.fit === 'scale' });
  if (type.includes('png')) pipeline = pipeline.png({ compressionLevel: 9 });
  else if (type.includes('webp')) pipeline = pipeline.webp({ quality: 78 });
  else pipeline = pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  return { body: await pipeline.toBuffer(), type: type.split(';')[0]!.trim() };
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
    console.warn(`[cms-media] could not cache a transform: ${(error as Error).message}`);
  }
}

function imageResponse(body: Buffer, type: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
