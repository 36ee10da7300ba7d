import { z } from 'zod';
import { ALLERGENS, ALLERGEN_PRESENCE, CERTIFICATE_NAMES, type Allergen } from './constants';
import { CultureSchema, DocumentSchema, ImageSchema, InstantSchema, VideoSchema } from './common';

/** MSC and ASC without a CertificateNumber are sent but not shown (CAT-CERTIFICATES). */
export const CertificateSchema = z.object({
  Name: z.enum(CERTIFICATE_NAMES),
  CertificateNumber: z.string().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** Every one of the 14 allergens is always present, so a missing key is a contract error, not "Free". */
export const AllergensSchema = z.object(
  Object.fromEntries(ALLERGENS.map((a) => [a, z.enum(ALLERGEN_PRESENCE)])) as Record<
    Allergen,
    z.ZodEnum<{ [K in (typeof ALLERGEN_PRESENCE)[number]]: K }>
  >,
);
export type Allergens = z.infer<typeof AllergensSchema>;

/** A size attribute; Alias points at an attribute label (GetAttributes), which may be missing. */
export const SizeAttributeSchema = z.object({
  Alias: z.string().min(1),
  Value: z.string(),
  Unit: z.string().nullable(),
});
export type SizeAttribute = z.infer<typeof SizeAttributeSchema>;

/** The image lists that a variant may override and otherwise inherits from its product. */
const inheritableImages = {
  RecipeImages: z.array(ImageSchema),
  ProductImages: z.array(ImageSchema),
  FisheryImages: z.array(ImageSchema),
  ProcessingImages: z.array(ImageSchema),
};

/**
 * A variant as sent. ItemNumber may be a number, a numeric string, a non-numeric string or null:
 * the site keeps only numeric ones (CAT-VARIANT-NUMBER).
 */
export const RawVariantSchema = z.object({
  VariantId: z.string().min(1),
  ProductId: z.string().min(1),
  ItemNumber: z.union([z.number(), z.string()]).nullable(),
  Ean: z.string().nullable(),
  SortOrder: z.number().int(),
  TextFive: z.string().nullable(),
  StorageConditionId: z.string().nullable(),
  PackagingTypeId: z.string().nullable(),
  ...inheritableImages,
  PackshotFrontImages: z.array(ImageSchema),
  PackshotBackImages: z.array(ImageSchema),
  MasterOpenImages: z.array(ImageSchema),
  MasterClosedImages: z.array(ImageSchema),
  Videos: z.array(VideoSchema),
  Certificates: z.array(CertificateSchema),
  Allergens: AllergensSchema,
  SizeAttributes: z.array(SizeAttributeSchema),
});
export type RawVariant = z.infer<typeof RawVariantSchema>;

/**
 * A product as sent, in one culture. SpecieId and SpecificationId may be null (the site drops such
 * products); NameThree and BrandName may be null (Title and BrandName fall back: CAT-VARIANT-TEXTS, CAT-PRODUCT-FIELDS).
 */
export const RawProductSchema = z.object({
  ProductId: z.string().min(1),
  SpecieId: z.string().nullable(),
  SpecificationId: z.string().nullable(),
  BrandId: z.string().nullable(),
  BrandName: z.string().nullable(),
  SapBrand: z.string().nullable(),
  ConceptId: z.string().nullable(),
  CatchingAreaIds: z.array(z.string()),
  NameOne: z.string(),
  NameTwo: z.string().nullable(),
  NameThree: z.string().nullable(),
  TextOne: z.string().nullable(),
  TextTwo: z.string().nullable(),
  TextThree: z.string().nullable(),
  TextFour: z.string().nullable(),
  TextFive: z.string().nullable(),
  ...inheritableImages,
  Videos: z.array(VideoSchema),
  Documents: z.array(DocumentSchema),
  Variants: z.array(RawVariantSchema),
});
export type RawProduct = z.infer<typeof RawProductSchema>;

/** GetProductData: the market's assortment; LastChanged equals GetUpdateStatus for type 'product'. */
export const ProductDataResponseSchema = z.object({
  Culture: CultureSchema,
  LastChanged: InstantSchema,
  Products: z.array(RawProductSchema),
  /** Only in a paged answer (PRODUCT_PAGE_PARAMS): how many products the culture holds in all. */
  Total: z.number().int().nonnegative().optional(),
});
export type ProductDataResponse = z.infer<typeof ProductDataResponseSchema>;
