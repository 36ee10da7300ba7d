import { preload } from 'react-dom';
import type { ImageAsset } from '@/features/catalog/query';

/** Product media are SVGs/JPEGs served as-is; fixed width and height reserve the space (no layout shift). */
export function ProductImage({
  image,
  alt,
  width = 800,
  height = 600,
  className,
  eager = false,
  priority = false,
}: {
  image: ImageAsset;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  eager?: boolean;
  /** The page's main image (its largest paint): fetched first and announced in the head. */
  priority?: boolean;
}) {
  if (priority) preload(image.imageUrl, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- unoptimised SVG media with explicit dimensions
    <img
      src={image.imageUrl}
      alt={image.name ?? alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The main image decodes with its frame: `async` let Chromium present the first frame without it and paint it a
      // frame later (Lighthouse on 153: product en-GB's LCP 44 ms after its FCP, with three gallery requests ending in
      // between and billed to the LCP). The same choice as CmsImage's for a page's hero.
      decoding={priority ? 'sync' : 'async'}
      className={className ?? 'h-auto w-full rounded bg-ice object-cover'}
    />
  );
}

/** Distinct images in order (a variant may repeat its product's images across lists). */
export function uniqueImages(...lists: (ImageAsset | null | undefined | (ImageAsset | null)[])[]): ImageAsset[] {
  const seen = new Set<string>();
  const out: ImageAsset[] = [];
  for (const entry of lists.flat()) {
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(entry);
  }
  return out;
}
