import type { ImageAsset } from '@/features/catalog/query';
import { ProductImage } from './ProductImage';

/** A server-rendered gallery: the first image large, the rest as a grid (works without JavaScript). */
export function ProductGallery({ images, title, label }: { images: ImageAsset[]; title: string; label: string }) {
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <section aria-label={label} className="grid gap-3" data-testid="product-gallery">
      <ProductImage image={first} alt={title} priority />
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {rest.slice(0, 8).map((image) => (
            <li key={image.id}>
              <a href={image.imageUrl} target="_blank" rel="noopener">
                <ProductImage image={image} alt={title} width={200} height={150} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
