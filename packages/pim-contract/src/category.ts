import { z } from 'zod';
import { CultureSchema, DocumentSchema, ImageSchema, VideoSchema } from './common';

export const SpecificationSchema = z.object({
  SpecificationId: z.string().min(1),
  Name: z.string(),
  SortOrder: z.number().int(),
  Images: z.array(ImageSchema),
});
export type Specification = z.infer<typeof SpecificationSchema>;

/** A species with its specifications; Videos and Documents become the product's SpecieVideos/SpecieDocuments. */
export const SpecieSchema = z.object({
  SpecieId: z.string().min(1),
  Name: z.string(),
  LatinName: z.string(),
  SortOrder: z.number().int(),
  Images: z.array(ImageSchema),
  Videos: z.array(VideoSchema),
  Documents: z.array(DocumentSchema),
  Specifications: z.array(SpecificationSchema),
});
export type Specie = z.infer<typeof SpecieSchema>;

// The facet lists share one shape; the site's cache keys them by SortOrder, unique within a list.
export const BrandSchema = z.object({ BrandId: z.string().min(1), Name: z.string(), SortOrder: z.number().int() });
export type Brand = z.infer<typeof BrandSchema>;
export const StorageConditionSchema = z.object({
  StorageConditionId: z.string().min(1),
  Name: z.string(),
  SortOrder: z.number().int(),
});
export type StorageCondition = z.infer<typeof StorageConditionSchema>;
export const ConceptSchema = z.object({ ConceptId: z.string().min(1), Name: z.string(), SortOrder: z.number().int() });
export type Concept = z.infer<typeof ConceptSchema>;
export const CatchingAreaSchema = z.object({
  CatchingAreaId: z.string().min(1),
  Name: z.string(),
  FaoArea: z.string().nullable(),
  /** The FAO sub-area or division ("21.1", "27.5.a") where the catch is reported finer than the major area. */
  FaoSubArea: z.string().nullable().optional(),
  SortOrder: z.number().int(),
});
export type CatchingArea = z.infer<typeof CatchingAreaSchema>;
export const PackagingTypeSchema = z.object({
  PackagingTypeId: z.string().min(1),
  Name: z.string(),
  SortOrder: z.number().int(),
});
export type PackagingType = z.infer<typeof PackagingTypeSchema>;

/** The product-and-species data set (PIM-CALLS: GetCategoryData). */
export const CategoryDataResponseSchema = z.object({
  Culture: CultureSchema,
  Species: z.array(SpecieSchema),
  Brands: z.array(BrandSchema),
  StorageConditions: z.array(StorageConditionSchema),
  Concepts: z.array(ConceptSchema),
  CatchingAreas: z.array(CatchingAreaSchema),
  PackagingTypes: z.array(PackagingTypeSchema),
});
export type CategoryDataResponse = z.infer<typeof CategoryDataResponseSchema>;
