import {
  ALLERGENS,
  type Allergens,
  type CategoryDataResponse,
  type RawProduct,
  type RawVariant,
} from '@qilak/pim-contract';

/** Builders of raw product service data for unit tests and the benchmark: valid by default, overridable. */
export function allergens(overrides: Partial<Allergens> = {}): Allergens {
  return { ...(Object.fromEntries(ALLERGENS.map((a) => [a, 'Free'])) as Allergens), ...overrides };
}

export function rawVariant(overrides: Partial<RawVariant> = {}): RawVariant {
  return {
    VariantId: 'V-1',
    ProductId: 'P-1',
    ItemNumber: 100101,
    Ean: null,
    SortOrder: 1,
    TextFive: null,
    StorageConditionId: 'SC-FROZEN',
    PackagingTypeId: 'PT-BOX',
    RecipeImages: [],
    ProductImages: [],
    FisheryImages: [],
    ProcessingImages: [],
    PackshotFrontImages: [],
    PackshotBackImages: [],
    MasterOpenImages: [],
    MasterClosedImages: [],
    Videos: [],
    Certificates: [],
    Allergens: allergens(),
    SizeAttributes: [],
    ...overrides,
  };
}

export function rawProduct(overrides: Partial<RawProduct> = {}): RawProduct {
  return {
    ProductId: 'P-1',
    SpecieId: 'SP-PRAWN',
    SpecificationId: 'SPEC-COOKED',
    BrandId: 'B-QILAK',
    BrandName: 'Qilak',
    SapBrand: 'QLK',
    ConceptId: null,
    CatchingAreaIds: ['CA-WG'],
    NameOne: 'Cold-water prawns',
    NameTwo: 'cooked and peeled',
    NameThree: null,
    TextOne: 'Product text',
    TextTwo: null,
    TextThree: null,
    TextFour: null,
    TextFive: null,
    RecipeImages: [],
    ProductImages: [],
    FisheryImages: [],
    ProcessingImages: [],
    Videos: [],
    Documents: [],
    Variants: [rawVariant()],
    ...overrides,
  };
}

export function categoryData(): Omit<CategoryDataResponse, 'Culture'> {
  return {
    Species: [
      {
        SpecieId: 'SP-PRAWN',
        Name: 'Prawns',
        LatinName: 'Pandalus borealis',
        SortOrder: 10,
        Images: [{ Url: '/pim-media/prawn-1.svg?w=800', ImageText: 'Prawns' }],
        Videos: [{ Url: 'https://youtu.be/abc123?si=zz', Provider: 'YouTube', Title: 'Fishing' }],
        Documents: [{ Url: 'https://documents.example/prawn.pdf', Title: 'Brochure', DocumentType: 'Brochure' }],
        Specifications: [{ SpecificationId: 'SPEC-COOKED', Name: 'Cooked', SortOrder: 20, Images: [] }],
      },
      {
        SpecieId: 'SP-COD',
        Name: 'Cod',
        LatinName: 'Gadus morhua',
        SortOrder: 5,
        Images: [],
        Videos: [],
        Documents: [],
        Specifications: [{ SpecificationId: 'SPEC-FILLET', Name: 'Fillet', SortOrder: 1, Images: [] }],
      },
    ],
    Brands: [
      { BrandId: 'B-QILAK', Name: 'Qilak', SortOrder: 2 },
      { BrandId: 'B-ARCTIC', Name: 'Arctic', SortOrder: 1 },
    ],
    StorageConditions: [
      { StorageConditionId: 'SC-FROZEN', Name: 'Frozen', SortOrder: 1 },
      { StorageConditionId: 'SC-CHILLED', Name: 'Chilled', SortOrder: 2 },
    ],
    Concepts: [{ ConceptId: 'C-PRO', Name: 'Professional', SortOrder: 1 }],
    CatchingAreas: [
      { CatchingAreaId: 'CA-WG', Name: 'West Greenland', FaoArea: '21', FaoSubArea: '21.1', SortOrder: 1 },
      { CatchingAreaId: 'CA-EG', Name: 'East Greenland', FaoArea: '27', SortOrder: 2 },
    ],
    PackagingTypes: [
      { PackagingTypeId: 'PT-BOX', Name: 'Box', SortOrder: 1 },
      { PackagingTypeId: 'PT-BAG', Name: 'Bag', SortOrder: 2 },
    ],
  };
}
