import type { ImageAsset, Product, Variant } from './types';

/** What a catalogue card shows: a small projection, so server-rendered lists send little to the browser. */
export interface CatalogCardData {
  productId: string;
  itemNumber: number | null;
  title: string;
  subTitle: string | null;
  brandName: string | null;
  image: ImageAsset | null;
}

export function variantCard(variant: Variant): CatalogCardData {
  return {
    productId: variant.ProductId,
    itemNumber: variant.ItemNumber,
    title: variant.Title,
    subTitle: variant.SubTitle,
    brandName: variant.BrandName,
    image: variant.PackshotFrontImage ?? variant.ProductImages[0] ?? variant.MasterClosedImage ?? null,
  };
}

export function productCard(product: Product, firstVariant?: Variant): CatalogCardData {
  return {
    productId: product.ProductId,
    itemNumber: null,
    title: product.Title,
    subTitle: product.SubTitle,
    brandName: product.BrandName,
    image: product.ProductImages[0] ?? firstVariant?.PackshotFrontImage ?? product.SpecieImages[0] ?? null,
  };
}
