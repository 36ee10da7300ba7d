import type { Product, Variant } from '@/features/catalog/query';
import type { ProductGroupData, ProductVariantData } from './json-ld';

/** Net weight as shown ("500 g"), from the variant's size attributes. */
export function netWeight(variant: Pick<Variant, 'SizeAttributes'>): string | null {
  const weight = variant.SizeAttributes.find((s) => s.alias === 'NetWeight');
  return weight ? `${weight.value}${weight.unit ? ` ${weight.unit}` : ''}` : null;
}

/** The catalogue's product and variants in the shape of the structured data (absolute URLs given). */
export function productGroupData(input: {
  product: Product;
  variants: readonly Variant[];
  productUrl: string;
  variantUrl: (variant: Variant) => string;
  /** Absolute image URLs of the product, and of each variant. */
  images: readonly string[];
  variantImages: (variant: Variant) => readonly string[];
  origin?: string | null;
}): ProductGroupData {
  const { product } = input;
  const name = [product.Title, product.SubTitle].filter(Boolean).join(' – ');
  return {
    url: input.productUrl,
    productGroupID: product.ProductId,
    name,
    description: product.TextOne ?? product.SubTitle,
    images: input.images,
    brand: product.BrandName,
    category: product.SpecieName,
    origin: input.origin,
    variants: input.variants.map((v): ProductVariantData => ({
      url: input.variantUrl(v),
      name: [name, netWeight(v)].filter(Boolean).join(', '),
      sku: String(v.ItemNumber),
      gtin13: v.Ean,
      description: v.Description,
      images: input.variantImages(v),
      size: netWeight(v),
    })),
  };
}
