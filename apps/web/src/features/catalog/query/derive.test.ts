import { describe, expect, it } from 'vitest';
import {
  deriveBrandName,
  deriveCatalog,
  deriveCertificates,
  deriveDescription,
  deriveSubTitle,
  deriveTitle,
  deriveVariant,
  deriveProduct,
  indexCategories,
  assembleCatalog,
  productDeriver,
  type DerivedProducts,
  faoAreasOf,
  firstImage,
  inheritImages,
  isListedProduct,
  parseItemNumber,
  toImageAsset,
  videoId,
} from './derive';
import { allergens, categoryData, rawProduct, rawVariant } from './fixtures';
import { indexLabels, labelFor } from './labels';

const productData = (products: ReturnType<typeof rawProduct>[]) => ({
  Culture: 'da-DK',
  LastChanged: '2026-01-01T00:00:00.000Z',
  Products: products,
});
const catalogOf = (...products: ReturnType<typeof rawProduct>[]) =>
  deriveCatalog(productData(products), categoryData(), { Attributes: [] });

describe('variant item numbers', () => {
  it('keeps numbers and digit strings, drops everything else', () => {
    expect(parseItemNumber(100101)).toBe(100101);
    expect(parseItemNumber('100102')).toBe(100102);
    expect(parseItemNumber(' 42 ')).toBe(42);
    expect(parseItemNumber('ABC-1')).toBeNull();
    expect(parseItemNumber('12a')).toBeNull();
    expect(parseItemNumber('')).toBeNull();
    expect(parseItemNumber(null)).toBeNull();
    expect(parseItemNumber(1.5)).toBeNull();
    expect(parseItemNumber(Number.NaN)).toBeNull();
  });

  it('drops variants without a numeric item number from the catalogue', () => {
    const catalog = catalogOf(
      rawProduct({
        Variants: [
          rawVariant({ VariantId: 'a', ItemNumber: 'X1' }),
          rawVariant({ VariantId: 'b', ItemNumber: '7' }),
          rawVariant({ VariantId: 'c', ItemNumber: null }),
        ],
      }),
    );
    expect(catalog.variants.map((v) => [v.VariantId, v.ItemNumber])).toEqual([['b', 7]]);
  });

  it('keeps the first variant of a repeated item number (it is a cache key)', () => {
    const catalog = catalogOf(
      rawProduct({
        Variants: [rawVariant({ VariantId: 'a', ItemNumber: 5 }), rawVariant({ VariantId: 'b', ItemNumber: '5' })],
      }),
    );
    expect(catalog.variants.map((v) => v.VariantId)).toEqual(['a']);
  });
});

describe('titles and texts', () => {
  it('Title is NameThree, else NameOne', () => {
    expect(deriveTitle({ NameOne: 'One', NameThree: 'Three' })).toBe('Three');
    expect(deriveTitle({ NameOne: 'One', NameThree: null })).toBe('One');
    expect(deriveTitle({ NameOne: 'One', NameThree: '  ' })).toBe('One');
  });

  it('SubTitle joins NameOne and NameTwo with a comma when NameThree exists, else is NameTwo', () => {
    expect(deriveSubTitle({ NameOne: 'One', NameTwo: 'Two', NameThree: 'Three' })).toBe('One, Two');
    expect(deriveSubTitle({ NameOne: 'One', NameTwo: null, NameThree: 'Three' })).toBe('One');
    expect(deriveSubTitle({ NameOne: 'One', NameTwo: 'Two', NameThree: null })).toBe('Two');
    expect(deriveSubTitle({ NameOne: 'One', NameTwo: null, NameThree: null })).toBeNull();
  });

  it("Description is the variant's TextFive, else the product's TextOne", () => {
    expect(deriveDescription({ TextFive: 'Variant' }, { TextOne: 'Product' })).toBe('Variant');
    expect(deriveDescription({ TextFive: null }, { TextOne: 'Product' })).toBe('Product');
    expect(deriveDescription({ TextFive: '' }, { TextOne: null })).toBeNull();
  });

  it('gives variants the product title and subtitle', () => {
    const [variant] = catalogOf(rawProduct({ NameThree: 'Prawns 1 kg' })).variants;
    expect(variant?.Title).toBe('Prawns 1 kg');
    expect(variant?.SubTitle).toBe('Cold-water prawns, cooked and peeled');
    expect(variant?.Description).toBe('Product text');
  });
});

describe('images and videos', () => {
  const img = (name: string) => ({ Url: `/pim-media/${name}.svg?w=800&h=600`, ImageText: name });

  it('an image asset strips the query and takes its name from ImageText', () => {
    expect(toImageAsset({ Url: '/pim-media/a.svg?w=800', ImageText: 'Prawns on ice' })).toEqual({
      type: 'IMAGE',
      id: '/pim-media/a.svg',
      imageUrl: '/pim-media/a.svg',
      name: 'Prawns on ice',
    });
    expect(toImageAsset({ Url: 'https://cdn.example/b.jpg#x', ImageText: null }).name).toBeNull();
    expect(toImageAsset({ Url: 'https://cdn.example/b.jpg#x', ImageText: null }).imageUrl).toBe(
      'https://cdn.example/b.jpg',
    );
  });

  it('variant images fall back from variant to product', () => {
    expect(inheritImages([img('v')], [img('p')]).map((i) => i.name)).toEqual(['v']);
    expect(inheritImages([], [img('p'), img('q')]).map((i) => i.name)).toEqual(['p', 'q']);
    const [variant] = catalogOf(
      rawProduct({
        ProductImages: [img('p')],
        RecipeImages: [img('r')],
        Variants: [rawVariant({ ProductImages: [img('v')] })],
      }),
    ).variants;
    expect(variant?.ProductImages.map((i) => i.name)).toEqual(['v']);
    expect(variant?.RecipeImages.map((i) => i.name)).toEqual(['r']);
    expect(variant?.FisheryImages).toEqual([]);
  });

  it('packshot and master images take the first of their list', () => {
    expect(firstImage([img('front1'), img('front2')])?.name).toBe('front1');
    expect(firstImage([])).toBeNull();
    const [variant] = catalogOf(
      rawProduct({
        Variants: [
          rawVariant({
            PackshotFrontImages: [img('f1'), img('f2')],
            PackshotBackImages: [img('b1')],
            MasterOpenImages: [img('o1'), img('o2')],
            MasterClosedImages: [],
          }),
        ],
      }),
    ).variants;
    expect([
      variant?.PackshotFrontImage?.name,
      variant?.PackshotBackImage?.name,
      variant?.MasterOpenImage?.name,
      variant?.MasterClosedImage,
    ]).toEqual(['f1', 'b1', 'o1', null]);
  });

  it('video ids lose their query', () => {
    expect(videoId('https://youtu.be/dQw4w9WgXcQ?si=abcdef')).toBe('dQw4w9WgXcQ');
    expect(videoId('https://vimeo.com/123456789?share=copy')).toBe('123456789');
    expect(videoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(videoId('https://player.vimeo.com/video/42/?h=1#t=3')).toBe('42');
    const [product] = catalogOf(
      rawProduct({ Videos: [{ Url: 'https://vimeo.com/9?share=copy', Provider: 'Vimeo', Title: 'Plant' }] }),
    ).products;
    expect(product?.Videos).toEqual([{ id: '9', provider: 'Vimeo', title: 'Plant' }]);
    expect(product?.SpecieVideos).toEqual([{ id: 'abc123', provider: 'YouTube', title: 'Fishing' }]);
  });
});

describe('certificates', () => {
  it('keeps FrozenAtSea always, MSC and ASC only with a certificate number', () => {
    expect(
      deriveCertificates([
        { Name: 'FrozenAtSea', CertificateNumber: null },
        { Name: 'MSC', CertificateNumber: null },
        { Name: 'ASC', CertificateNumber: '' },
      ]),
    ).toEqual([{ name: 'FrozenAtSea', certificateNumber: null }]);
    expect(
      deriveCertificates([
        { Name: 'MSC', CertificateNumber: 'MSC-C-123' },
        { Name: 'ASC', CertificateNumber: 'ASC-9' },
      ]).map((c) => c.name),
    ).toEqual(['MSC', 'ASC']);
  });
});

describe('products', () => {
  it('BrandName is the brand name, else the SAP brand in brackets', () => {
    expect(deriveBrandName({ BrandName: 'Qilak', SapBrand: 'QLK' })).toBe('Qilak');
    expect(deriveBrandName({ BrandName: null, SapBrand: 'QLK' })).toBe('[QLK]');
    expect(deriveBrandName({ BrandName: '', SapBrand: null })).toBeNull();
  });

  it('keeps only products with both SpecieId and SpecificationId', () => {
    expect(isListedProduct(rawProduct())).toBe(true);
    expect(isListedProduct(rawProduct({ SpecieId: null }))).toBe(false);
    expect(isListedProduct(rawProduct({ SpecificationId: null }))).toBe(false);
    const catalog = catalogOf(
      rawProduct({ ProductId: 'keep' }),
      rawProduct({ ProductId: 'no-specie', SpecieId: null }),
      rawProduct({ ProductId: 'no-spec', SpecificationId: '' }),
    );
    expect(catalog.products.map((p) => p.ProductId)).toEqual(['keep']);
    expect(new Set(catalog.variants.map((v) => v.ProductId))).toEqual(new Set(['keep']));
  });

  it('takes species and specification names, images and sort orders; unmatched sort orders default to 1000', () => {
    const [matched, unmatched] = catalogOf(
      rawProduct({ ProductId: 'a' }),
      rawProduct({ ProductId: 'b', SpecieId: 'SP-X', SpecificationId: 'SPEC-X' }),
    ).products;
    expect(matched).toMatchObject({
      SpecieName: 'Prawns',
      SpecificationName: 'Cooked',
      SpecieSortOrder: 10,
      SpecificationSortOrder: 20,
    });
    expect(matched?.SpecieImages.map((i) => i.imageUrl)).toEqual(['/pim-media/prawn-1.svg']);
    expect(matched?.SpecieDocuments).toEqual([
      { url: 'https://documents.example/prawn.pdf', title: 'Brochure', documentType: 'Brochure' },
    ]);
    expect(unmatched).toMatchObject({
      SpecieName: null,
      SpecificationName: null,
      SpecieSortOrder: 1000,
      SpecificationSortOrder: 1000,
    });
  });

  it('sorts the facet lists by SortOrder', () => {
    expect(catalogOf(rawProduct()).brands.map((b) => b.id)).toEqual(['B-ARCTIC', 'B-QILAK']);
  });
});

describe('labels', () => {
  const labels = indexLabels([
    { Uid: '1', Alias: 'Fish', DisplayName: 'Fisk' },
    { Uid: '2', Alias: 'Lupin', DisplayName: null },
  ]);
  it('come from DisplayName, else the alias in brackets; a missing one is the alias with "(missing)"', () => {
    expect(labelFor(labels, 'Fish')).toBe('Fisk');
    expect(labelFor(labels, 'Lupin')).toBe('[Lupin]');
    expect(labelFor(labels, 'TrayCount')).toBe('TrayCount (missing)');
  });
});

describe('faoAreasOf', () => {
  it('prints the FAO areas and sub-areas of a product’s catching areas, each once, skipping what the data lacks', () => {
    const catalog = deriveCatalog(productData([rawProduct()]), categoryData(), { Attributes: [] });
    expect(faoAreasOf(catalog.catchingAreas, ['CA-WG', 'CA-EG', 'CA-WG'])).toEqual({
      areas: 'FAO 21, FAO 27',
      subAreas: 'FAO 21.1',
    });
    expect(faoAreasOf(catalog.catchingAreas, ['CA-NONE'])).toEqual({ areas: '', subAreas: '' });
  });
});

describe('equal values held once per catalogue (issue 33)', () => {
  const image = (name: string) => ({ Url: `/pim-media/${name}.svg?w=800`, ImageText: name });
  const products = [
    rawProduct({
      ProductId: 'P-1',
      ProductImages: [image('product')],
      Variants: [
        rawVariant({
          VariantId: 'V-1',
          ItemNumber: 1,
          Allergens: allergens({ Crustaceans: 'Contains' }),
          Certificates: [{ Name: 'MSC', CertificateNumber: 'MSC-C-1' }],
          SizeAttributes: [{ Alias: 'NetWeight', Value: '500', Unit: 'g' }],
          PackshotFrontImages: [image('pack')],
        }),
        rawVariant({
          VariantId: 'V-2',
          ItemNumber: 2,
          Allergens: allergens({ Crustaceans: 'Contains' }),
          Certificates: [{ Name: 'MSC', CertificateNumber: 'MSC-C-1' }],
          SizeAttributes: [{ Alias: 'NetWeight', Value: '500', Unit: 'g' }],
          PackshotFrontImages: [image('pack')],
          ProcessingImages: [image('own')],
        }),
        rawVariant({
          VariantId: 'V-3',
          ItemNumber: 3,
          Allergens: allergens({ Crustaceans: 'MayContain' }),
          Certificates: [{ Name: 'MSC', CertificateNumber: 'MSC-C-2' }],
          SizeAttributes: [{ Alias: 'NetWeight', Value: '1000', Unit: 'g' }],
        }),
      ],
    }),
  ];

  it('gives variants with equal values one frozen object, and different values their own', () => {
    const [a, b, c] = catalogOf(...products).variants;
    expect(b!.Allergens).toBe(a!.Allergens);
    expect(b!.Certificates).toBe(a!.Certificates);
    expect(b!.SizeAttributes).toBe(a!.SizeAttributes);
    expect(b!.PackshotFrontImage).toBe(a!.PackshotFrontImage);
    expect(c!.Allergens).not.toBe(a!.Allergens);
    expect(c!.Allergens.Crustaceans).toBe('MayContain');
    expect(c!.Certificates).toEqual([{ name: 'MSC', certificateNumber: 'MSC-C-2' }]);
    expect(c!.SizeAttributes).toEqual([{ alias: 'NetWeight', value: '1000', unit: 'g' }]);
    expect(Object.isFrozen(a!.Allergens)).toBe(true);
    expect(() => a!.SizeAttributes.push({ alias: 'x', value: 'y', unit: null })).toThrow(TypeError);
  });

  it('points a variant without its own images to its product’s list, and keeps its own where it has them', () => {
    const catalog = catalogOf(...products);
    const [product] = catalog.products;
    const [a, b] = catalog.variants;
    expect(a!.ProductImages).toBe(product!.ProductImages);
    expect(b!.ProcessingImages).not.toBe(product!.ProcessingImages);
    expect(b!.ProcessingImages.map((i) => i.name)).toEqual(['own']);
    expect(catalog.variants[2]!.Videos).toBe(a!.Videos);
    expect(a!.Videos).toEqual([]);
  });

  it('derives the same values as the rules without sharing', () => {
    const catalog = catalogOf(...products);
    const index = indexCategories(categoryData());
    const raw = products[0]!;
    const product = deriveProduct(raw as Parameters<typeof deriveProduct>[0], index);
    expect(catalog.products[0]).toEqual(product);
    expect(catalog.variants).toEqual(raw.Variants.map((v) => deriveVariant(v, raw, product)));
  });
});

describe('a catalogue assembled from pages derived apart (what the catalogue store keeps between loads)', () => {
  it('equals the catalogue derived in one piece, a repeated item number on a later page included', () => {
    const products = Array.from({ length: 7 }, (_, p) =>
      rawProduct({
        ProductId: `P-${p}`,
        NameOne: `Product ${p}`,
        Variants: [0, 1].map((v) => rawVariant({ VariantId: `V-${p}-${v}`, ItemNumber: 100 + p * 2 + v })),
      }),
    );
    // The last product repeats the first product's first item number: the first one keeps it.
    products.push(rawProduct({ ProductId: 'P-R', Variants: [rawVariant({ VariantId: 'V-R', ItemNumber: 100 })] }));
    const whole = catalogOf(...products);
    const page = (from: number, to: number): DerivedProducts => {
      // Each page with a deriver of its own, as when one page is derived again at a later load.
      const deriver = productDeriver(categoryData());
      const derived: DerivedProducts = { products: [], variants: [] };
      for (const raw of products.slice(from, to)) deriver.derive(raw, derived);
      return derived;
    };
    const pages = [page(0, 3), page(3, 6), page(6, 8)];
    expect(pages[2]!.variants.map((v) => v.VariantId)).toContain('V-R');
    const assembled = assembleCatalog(productData(products), categoryData(), { Attributes: [] }, pages);
    expect(assembled).toEqual(whole);
    expect(assembled.variants.filter((v) => v.ItemNumber === 100).map((v) => v.VariantId)).toEqual(['V-0-0']);
  });
});
