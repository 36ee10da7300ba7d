import type { Product, Variant } from './types';

/** An absolute URL for a site-relative path (images and pages in JSON-LD must be absolute). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path.startsWith('/') ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
}

/** schema.org Product for a product page (with its variants) or a variant page (as a variant of its group). */
export function productJsonLd(input: {
  product: Product;
  variant?: Variant;
  variants: readonly Variant[];
  url: string;
  images: readonly string[];
}) {
  const { product, variant, variants, url, images } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant ? `${product.Title} ${variant.ItemNumber}` : product.Title,
    description: (variant ? variant.Description : product.TextOne) ?? undefined,
    url,
    sku: variant ? String(variant.ItemNumber) : product.ProductId,
    gtin13: variant?.Ean ?? undefined,
    productID: product.ProductId,
    category: product.SpecieName ?? undefined,
    brand: product.BrandName ? { '@type': 'Brand', name: product.BrandName } : undefined,
    image: images.length ? [...images] : undefined,
    isVariantOf: variant
      ? { '@type': 'ProductGroup', productGroupID: product.ProductId, name: product.Title }
      : undefined,
    hasVariant: variant
      ? undefined
      : variants.map((v) => ({
          '@type': 'Product',
          sku: String(v.ItemNumber),
          gtin13: v.Ean ?? undefined,
          name: `${product.Title} ${v.ItemNumber}`,
        })),
  };
}

/** JSON for a script tag: `<` escaped so text from the data can never close the tag. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
