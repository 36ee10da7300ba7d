/**
 * The image loader: maps a requested width to the CMS image transform query of the /cms-media route
 * (`?w=&h=&fit=scale|crop|fill`). Pure and shared by next/image (next.config `images.loaderFile`) and CmsImage.
 * A source may carry `?ar=<width/height>` to ask for a crop to that aspect ratio at every width.
 */
export type ImageFit = 'scale' | 'crop' | 'fill';

export const CMS_MEDIA_PREFIX = '/cms-media/';
/** The widths a srcset offers; the transform route only answers these (bounded work, bounded cache). */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2400] as const;

export interface LoaderInput {
  src: string;
  width: number;
  quality?: number;
}

/** The smallest allowed width at or above the request (the largest one past the top). */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

export function cmsImageLoader({ src, width }: LoaderInput): string {
  if (!src.startsWith(CMS_MEDIA_PREFIX)) return src;
  const [path, query = ''] = src.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  const ratio = Number(params.get('ar'));
  const w = snapWidth(width);
  const out = new URLSearchParams({ w: String(w) });
  if (Number.isFinite(ratio) && ratio > 0) {
    out.set('h', String(Math.round(w / ratio)));
    out.set('fit', 'crop');
  } else {
    out.set('fit', 'scale');
  }
  return `${path}?${out.toString()}`;
}

/** `?ar=` for a source that should be cropped to an aspect ratio like `16:9`. */
export function withAspect(src: string, aspect: number | undefined): string {
  if (!aspect || !src.startsWith(CMS_MEDIA_PREFIX)) return src;
  return `${src.split('?')[0]}?ar=${aspect.toFixed(4)}`;
}

export interface TransformRequest {
  width: number;
  height?: number;
  fit: ImageFit;
}

/** Reads and bounds a transform query; null when there is none or it is not one the site asks for. */
export function parseTransformQuery(params: URLSearchParams): TransformRequest | null {
  const w = params.get('w');
  if (w === null) return null;
  const width = Number(w);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const fitParam = params.get('fit') ?? 'scale';
  if (fitParam !== 'scale' && fitParam !== 'crop' && fitParam !== 'fill') return null;
  const h = params.get('h');
  if (h === null) return fitParam === 'scale' ? { width, fit: 'scale' } : null;
  const height = Number(h);
  if (!Number.isInteger(height) || height < 16 || height > 4 * width) return null;
  return { width, height, fit: fitParam };
}

export default cmsImageLoader;
