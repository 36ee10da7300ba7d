import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ALLERGENS,
  AllergensSchema,
  AttributesResponseSchema,
  CertificateSchema,
  ErrorResponseSchema,
  ProductDataResponseSchema,
  RawVariantSchema,
  UpdateStatusResponseSchema,
  type Allergens,
  type AllergenPresence,
  type RawVariant,
} from './index';

const allFree = Object.fromEntries(ALLERGENS.map((a) => [a, 'Free'])) as Allergens;

const variant: RawVariant = {
  VariantId: 'V-1',
  ProductId: 'P-1001',
  ItemNumber: 100101,
  Ean: null,
  SortOrder: 1,
  TextFive: null,
  StorageConditionId: null,
  PackagingTypeId: null,
  RecipeImages: [],
  ProductImages: [{ Url: '/pim-media/cold-water-prawns-1.svg?w=800', ImageText: 'Prawns' }],
  FisheryImages: [],
  ProcessingImages: [],
  PackshotFrontImages: [],
  PackshotBackImages: [],
  MasterOpenImages: [],
  MasterClosedImages: [],
  Videos: [{ Url: 'https://youtu.be/abc?si=x', Provider: 'YouTube', Title: null }],
  Certificates: [{ Name: 'MSC', CertificateNumber: null }],
  Allergens: allFree,
  SizeAttributes: [{ Alias: 'NetWeight', Value: '1', Unit: 'kg' }],
};

describe('pim-contract', () => {
  it('lists the 14 allergens of CAT-ALLERGENS, in their spelling', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS).toContain('Mollucs');
    expect(ALLERGENS).toContain('Sulphide');
  });

  it('types each allergen as a presence value', () => {
    expectTypeOf<Allergens['Fish']>().toEqualTypeOf<AllergenPresence>();
  });

  it('requires every allergen key', () => {
    const { Fish: _dropped, ...rest } = allFree;
    expect(AllergensSchema.safeParse(rest).success).toBe(false);
    expect(AllergensSchema.safeParse(allFree).success).toBe(true);
  });

  it('accepts numeric, string and missing item numbers', () => {
    for (const ItemNumber of [100101, '100101', 'PROMO-7', null]) {
      expect(RawVariantSchema.safeParse({ ...variant, ItemNumber }).success).toBe(true);
    }
  });

  it('accepts MSC without a certificate number and rejects unknown certificates', () => {
    expect(CertificateSchema.safeParse({ Name: 'MSC', CertificateNumber: null }).success).toBe(true);
    expect(CertificateSchema.safeParse({ Name: 'Organic', CertificateNumber: 'x' }).success).toBe(false);
  });

  it('validates a product data response and rejects a bad LastChanged', () => {
    const product = {
      ProductId: 'P-1001',
      SpecieId: null,
      SpecificationId: 'SP-1',
      BrandId: null,
      BrandName: null,
      SapBrand: 'QLK',
      ConceptId: null,
      CatchingAreaIds: [],
      NameOne: 'Cold-water prawns',
      NameTwo: null,
      NameThree: null,
      TextOne: null,
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
      Variants: [variant],
    };
    const ok = { Culture: 'da-DK', LastChanged: '2026-01-01T00:00:00.000Z', Products: [product] };
    expect(ProductDataResponseSchema.safeParse(ok).success).toBe(true);
    expect(ProductDataResponseSchema.safeParse({ ...ok, LastChanged: 'yesterday' }).success).toBe(false);
  });

  it('validates attributes, update status and error bodies', () => {
    expect(
      AttributesResponseSchema.safeParse({
        Culture: 'kl-GL',
        Attributes: [{ Uid: 'a', Alias: 'Fish', DisplayName: null }],
      }).success,
    ).toBe(true);
    expect(
      UpdateStatusResponseSchema.safeParse({
        Culture: 'en-GB',
        Type: 'product',
        LastChanged: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(true);
    expect(
      UpdateStatusResponseSchema.safeParse({
        Culture: 'en-GB',
        Type: 'recipe',
        LastChanged: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(false);
    expect(
      ErrorResponseSchema.safeParse({
        Error: 'BadRequest',
        Message: 'Unknown culture',
        Parameter: 'culture',
        Value: 'xx',
      }).success,
    ).toBe(true);
  });
});
