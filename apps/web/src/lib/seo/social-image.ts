import type { MarketCode } from '@qilak/markets';
import { encodePathSegment } from '@/lib/routing';

/** The size the large social networks show without cropping (Open Graph, X's summary_large_image). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const SOCIAL_IMAGE_PREFIX = '/social-image/';
const CMS_MEDIA_PREFIX = '/cms-media/';

export interface SocialImage {
  /** Site-relative URL of a 1200×630 raster image. */
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** A CMS upload as its social card: the route crops it to 1200×630 JPEG; other URLs have no card. */
export function socialImageForMedia(media: { url: string; alt?: string } | undefined): SocialImage | undefined {
  if (!media || !media.url.startsWith(CMS_MEDIA_PREFIX)) return undefined;
  const file = media.url.slice(CMS_MEDIA_PREFIX.length).split('?')[0]!;
  return { url: `${SOCIAL_IMAGE_PREFIX}media/${file}`, ...SOCIAL_IMAGE, alt: media.alt || undefined };
}

/** A product's (or a variant's) card, drawn from its own images by the social-image route. */
export function socialImageForProduct(
  market: MarketCode,
  productId: string,
  itemNumber?: string,
  alt?: string,
): SocialImage {
  const tail = itemNumber
    ? `${encodePathSegment(productId)}/${encodePathSegment(itemNumber)}`
    : encodePathSegment(productId);
  return { url: `${SOCIAL_IMAGE_PREFIX}product/${market}/${tail}.jpg`, ...SOCIAL_IMAGE, alt };
}

export type SocialImageRequest =
  | { kind: 'media'; file: string }
  | { kind: 'product'; market: string; productId: string; itemNumber?: string }
  | { kind: 'logo' };

/** Parses the social-image route's segments; null is a 404. */
export function parseSocialImagePath(segments: readonly string[]): SocialImageRequest | null {
  const [kind, ...rest] = segments;
  if (kind === 'logo.png' && rest.length === 0) return { kind: 'logo' };
  if (kind === 'media' && rest.length === 1 && /^[\w.-]{1,200}$/.test(rest[0]!) && !rest[0]!.startsWith('.'))
    return { kind: 'media', file: rest[0]! };
  if (kind === 'product' && (rest.length === 2 || rest.length === 3)) {
    const last = rest[rest.length - 1]!;
    if (!last.endsWith('.jpg')) return null;
    const ids = [...rest.slice(1, -1), last.slice(0, -'.jpg'.length)];
    if (ids.some((id) => !/^[\w.-]{1,64}$/.test(id))) return null;
    return { kind: 'product', market: rest[0]!, productId: ids[0]!, itemNumber: ids[1] };
  }
  return null;
}
