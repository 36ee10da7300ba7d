import type { Allergens, CertificateName, DocumentType, VideoProvider } from '@qilak/pim-contract';

/** Domain types of the product catalogue (CAT-* in docs/BEHAVIOUR.md); pages, blocks and the browser cache use these only. */

/** CAT-IMAGE: the query is stripped from the URL; the name comes from ImageText. */
export interface ImageAsset {
  type: 'IMAGE';
  id: string;
  imageUrl: string;
  name: string | null;
}

/** A video reduced to its provider id (the share/time query removed). */
export interface VideoRef {
  id: string;
  provider: VideoProvider;
  title: string | null;
}

export interface DocumentRef {
  url: string;
  title: string;
  documentType: DocumentType;
}

export interface CertificateRef {
  name: CertificateName;
  certificateNumber: string | null;
}

export interface SizeAttributeRef {
  alias: string;
  value: string;
  unit: string | null;
}

/** The four image lists a variant inherits from its product when it has none of its own. */
export interface InheritedImages {
  RecipeImages: ImageAsset[];
  ProductImages: ImageAsset[];
  FisheryImages: ImageAsset[];
  ProcessingImages: ImageAsset[];
}

export interface Product extends InheritedImages {
  ProductId: string;
  SpecieId: string;
  SpecificationId: string;
  SpecieName: string | null;
  SpecieLatinName: string | null;
  SpecificationName: string | null;
  SpecieImages: ImageAsset[];
  SpecificationImages: ImageAsset[];
  SpecieSortOrder: number;
  SpecificationSortOrder: number;
  BrandId: string | null;
  BrandName: string | null;
  ConceptId: string | null;
  CatchingAreaIds: string[];
  Title: string;
  SubTitle: string | null;
  NameOne: string;
  NameTwo: string | null;
  NameThree: string | null;
  TextOne: string | null;
  TextTwo: string | null;
  TextThree: string | null;
  TextFour: string | null;
  Videos: VideoRef[];
  SpecieVideos: VideoRef[];
  Documents: DocumentRef[];
  SpecieDocuments: DocumentRef[];
}

/**
 * A variant with the product fields the catalogue filters on copied in, so filtering touches one record.
 * ItemNumber is always numeric (non-numeric ones are dropped).
 */
export interface Variant extends InheritedImages {
  VariantId: string;
  ProductId: string;
  ItemNumber: number;
  Ean: string | null;
  SortOrder: number;
  Title: string;
  SubTitle: string | null;
  Description: string | null;
  StorageConditionId: string | null;
  PackagingTypeId: string | null;
  SpecieId: string;
  BrandId: string | null;
  BrandName: string | null;
  ConceptId: string | null;
  CatchingAreaIds: string[];
  SpecieSortOrder: number;
  SpecificationSortOrder: number;
  PackshotFrontImage: ImageAsset | null;
  PackshotBackImage: ImageAsset | null;
  MasterOpenImage: ImageAsset | null;
  MasterClosedImage: ImageAsset | null;
  Videos: VideoRef[];
  Certificates: CertificateRef[];
  Allergens: Allergens;
  SizeAttributes: SizeAttributeRef[];
}

/** One entry of a facet list (brands, storage conditions, concepts, catching areas, packaging types). */
export interface FacetEntry {
  id: string;
  name: string;
  SortOrder: number;
  /** Catching areas only: the FAO major area ("21") and sub-area ("21.1"), where the product service gives them. */
  fao?: string;
  faoSubArea?: string;
}

export interface AttributeLabel {
  Uid: string;
  Alias: string;
  DisplayName: string | null;
}

/** Everything the catalogue needs for one culture; what the browser cache stores and the site's API serves. */
export interface Catalog {
  culture: string;
  lastChanged: string;
  attributes: AttributeLabel[];
  brands: FacetEntry[];
  storageConditions: FacetEntry[];
  concepts: FacetEntry[];
  catchingAreas: FacetEntry[];
  packagingTypes: FacetEntry[];
  products: Product[];
  variants: Variant[];
}

export type FacetListName = 'brands' | 'storageConditions' | 'concepts' | 'catchingAreas' | 'packagingTypes';
export const FACET_LISTS: readonly FacetListName[] = [
  'brands',
  'storageConditions',
  'concepts',
  'catchingAreas',
  'packagingTypes',
];
