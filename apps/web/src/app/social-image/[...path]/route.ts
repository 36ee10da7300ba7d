import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getMarket } from '@qilak/markets';
import { config } from '@/lib/config';
import { findProduct, findVariant, getCatalog, variantsOfProduct } from '@/lib/pim';
import { SOCIAL_IMAGE, parseSocialImagePath, type SocialImageRequest, socialCardSvg, logoSvg } from '@/lib/seo';
import { logger } from '@/lib/log';

const log = logger('social-image');

// Separate from the image routes of /cms-media and /pim-media (format negotiation lives there): a social
// card is always one 1200×630 JPEG, the format every network shows.
const cacheDir = () => path.join(config().mediaCacheDir ?? os.tmpdir(), 'qilak-social-image');
const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml']);

interface Source {
  /** Changes whenever the picture would: the cache key. */
  version: string;
  load(): Promise<Buffer>;
  maxAge: number;
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const parsed = parseSocialImagePath(segments);
  if (!parsed) return status(404);
  let source: Source | null;
  try {
    source = await sourceOf(parsed);
  } catch (error) {
    log.error(`${segments.join('/')}: ${(error as Error).message}`);
    return status(502);
  }
  if (!source) return status(404);
  const key = createHash('sha256')
    .update(`${segments.join('/')}|${source.version}`)
    .digest('hex');
  const cached = await readCached(key);
  if (cached) return image(cached, source.maxAge, key);
  try {
    const body = await source.load();
    await writeCached(key, body);
    return image(body, source.maxAge, key);
  } catch (error) {
    log.error(`${segments.join('/')} failed: ${(error as Error).message}`);
    return status(502);
  }
}

async function sourceOf(request: SocialImageRequest): Promise<Source | null> {
  const { default: sharp } = await import('sharp');
  switch (request.kind) {
    case 'logo':
      return {
        version: 'logo-1',
        maxAge: 86_400,
        load: () => sharp(Buffer.from(logoSvg())).png().toBuffer(),
      };
    case 'media': {
      // Uploads have hashed names in Strapi: the file name is its version.
      return {
        version: request.file,
        maxAge: 31_536_000,
        load: async () => {
          const original = await fetchUpstream(`${config().cmsUrl}/uploads/${encodeURIComponent(request.file)}`);
          if (!original) throw new Error(`CMS upload ${request.file} is missing`);
          return sharp(original)
            .rotate()
            .resize({ ...SOCIAL_IMAGE, fit: 'cover', position: 'attention' })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer();
        },
      };
    }
    case 'product': {
      const market = getMarket(request.market);
      if (!market) return null;
      const catalog = await getCatalog(market.code);
      const product = findProduct(catalog, request.productId);
      if (!product) return null;
      const variant = request.itemNumber ? findVariant(catalog, product.ProductId, request.itemNumber) : undefined;
      if (request.itemNumber && !variant) return null;
      const first = variant ?? variantsOfProduct(catalog, product.ProductId)[0];
      const image =
        variant?.PackshotFrontImage ??
        variant?.ProductImages[0] ??
        product.ProductImages[0] ??
        first?.PackshotFrontImage ??
        product.SpecieImages[0];
      const weight = variant?.SizeAttributes.find((s) => s.alias === 'NetWeight');
      return {
        version: catalog.lastChanged,
        maxAge: 3_600,
        load: async () => {
          const picture = image ? await loadImage(image.imageUrl) : null;
          const base = sharp(
            Buffer.from(
              socialCardSvg({
                title: product.Title,
                subtitle: [product.SubTitle, weight ? `${weight.value}${weight.unit ? ` ${weight.unit}` : ''}` : null]
                  .filter(Boolean)
                  .join(' · '),
                brand: product.BrandName ?? 'Qilak Seafood',
              }),
            ),
          );
          const layers = picture
            ? [
                {
                  input: await sharp(picture, { density: 144 })
                    .resize({ width: 600, height: 600, fit: 'contain', background: '#ffffff' })
                    .flatten({ background: '#ffffff' })
                    .png()
                    .toBuffer(),
                  left: 15,
                  top: 15,
                },
              ]
            : [];
          return base
            .composite(layers)
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 84, mozjpeg: true })
            .toBuffer();
        },
      };
    }
  }
}

/** A product image: the site's own `/pim-media/...` files are read from public/, anything else fetched. */
async function loadImage(url: string): Promise<Buffer | null> {
  if (url.startsWith('/pim-media/') && !url.includes('..')) {
    try {
      return await readFile(path.join(process.cwd(), 'public', decodeURIComponent(url.split('?')[0]!)));
    } catch {
      return null;
    }
  }
  if (/^https?:\/\//.test(url)) return fetchUpstream(url);
  return null;
}

async function fetchUpstream(url: string): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(config().upstreamTimeoutMs), cache: 'no-store' });
  if (response.status === 404) return null;
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!response.ok || !RASTER.has(type)) throw new Error(`${url.split('?')[0]} answered ${response.status} ${type}`);
  return Buffer.from(await response.arrayBuffer());
}

function image(body: Buffer, maxAge: number, key: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      // Every card is a JPEG; only the logo is a PNG (its signature starts with 0x89).
      'content-type': body[0] === 0x89 ? 'image/png' : 'image/jpeg',
      'cache-control': `public, max-age=${maxAge}`,
      etag: `"${key.slice(0, 32)}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}

function status(code: 404 | 502): Response {
  return new Response(null, {
    status: code,
    headers: { 'cache-control': code === 404 ? 'public, max-age=300' : 'no-store' },
  });
}

async function readCached(key: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(cacheDir(), key));
  } catch {
    return null;
  }
}

async function writeCached(key: string, body: Buffer): Promise<void> {
  try {
    await mkdir(cacheDir(), { recursive: true });
    const tmp = path.join(cacheDir(), `${key}.${process.pid}.tmp`);
    await writeFile(tmp, body);
    await rename(tmp, path.join(cacheDir(), key));
  } catch (error) {
    log.warn(`could not cache a card: ${(error as Error).message}`);
  }
}
