import type { Media } from '@/lib/cms';
import { IMAGE_WIDTHS, cmsImageLoader, withAspect } from '@/lib/images';

interface Props {
  media: Media;
  /** The rendered width per breakpoint, e.g. `(min-width: 1024px) 50vw, 100vw`. */
  sizes: string;
  /** Width / height to crop to; without it the image keeps its own shape. */
  aspect?: number;
  priority?: boolean;
  className?: string;
  /** Decorative images get an empty alt even when the CMS has a text. */
  decorative?: boolean;
}

/**
 * A CMS image as a plain <img> with a srcset through the image loader: no client JavaScript, and width and
 * height attributes so the browser reserves the space before it loads (no layout shift).
 */
export function CmsImage({ media, sizes, aspect, priority = false, className, decorative = false }: Props) {
  const src = withAspect(media.url, aspect);
  const intrinsicWidth = media.width ?? 1600;
  const ratio = aspect ?? (media.width && media.height ? media.width / media.height : 3 / 2);
  // No widths far past the original: the transform does not enlarge a scaled image.
  const widths = IMAGE_WIDTHS.filter((w) => w <= Math.max(intrinsicWidth * 1.5, IMAGE_WIDTHS[0]));
  const largest = widths[widths.length - 1] ?? IMAGE_WIDTHS[0];
  return (
    // eslint-disable-next-line @next/next/no-img-element -- server-rendered srcset through our own loader, no client JS
    <img
      src={cmsImageLoader({ src, width: Math.min(largest, 1280) })}
      srcSet={widths.map((w) => `${cmsImageLoader({ src, width: w })} ${w}w`).join(', ')}
      sizes={sizes}
      width={Math.round(Math.min(intrinsicWidth, largest))}
      height={Math.round(Math.min(intrinsicWidth, largest) / ratio)}
      alt={decorative ? '' : media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
