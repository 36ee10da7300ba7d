// Values from the zod-free entry: this module is behind the catalogue's door, which browser code imports too.
import { ALLERGENS, DEFAULT_SORT_ORDER, NUMBERED_CERTIFICATES } from '@qilak/pim-contract/constants';
import type {
  AttributesResponse,
  CategoryDataResponse,
  Certificate,
  PimDocument,
  PimImage,
  PimVideo,
  ProductDataResponse,
  RawProduct,
  RawVariant,
} from '@qilak/pim-contract';
// Relative, not '@/': the repository's tests import this folder from outside the site (no '@/' alias there).
import { documentHref } from '../../../lib/documents';
import type {
  Catalog,
  CertificateRef,
  DocumentRef,
  FacetEntry,
  ImageAsset,
  InheritedImages,
  Product,
  Variant,
  VideoRef,
} from './types';

/**
 * The derivations of CAT-PRODUCT-KEPT, CAT-VARIANT-NUMBER, CAT-VARIANT-TEXTS, CAT-PRODUCT-FIELDS, CAT-IMAGE,
 * CAT-CERTIFICATES and CAT-LABELS, rule by rule; pure so that server, route handlers and tests share them.
 */

/** A text counts as present when it has a non-blank value (the service sends "" as well as null). */
export function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Variant rule: only numeric item numbers are kept; a number or a string of digits, else null. */
export function parseItemNumber(raw: RawVariant['ItemNumber']): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) {
    const value = Number(raw.trim());
    return Number.isSafeInteger(value) ? value : null;
  }
  return null;
}

/** Title: NameThree, else NameOne. */
export function deriveTitle(product: Pick<RawProduct, 'NameOne' | 'NameThree'>): string {
  return present(product.NameThree) ? product.NameThree : product.NameOne;
}

/** SubTitle: with a NameThree, NameOne and NameTwo joined by a comma; else NameTwo. */
export function deriveSubTitle(product: Pick<RawProduct, 'NameOne' | 'NameTwo' | 'NameThree'>): string | null {
  if (present(product.NameThree)) {
    return [product.NameOne, product.NameTwo].filter(present).join(', ') || null;
  }
  return present(product.NameTwo) ? product.NameTwo : null;
}

/** Description: the variant's TextFive, else the product's TextOne. */
export function deriveDescription(
  variant: Pick<RawVariant, 'TextFive'>,
  product: Pick<RawProduct, 'TextOne'>,
): string | null {
  if (present(variant.TextFive)) return variant.TextFive;
  return present(product.TextOne) ? product.TextOne : null;
}

/**
 * Equal values of one catalogue held once (issue 33). At the --scale catalogue a culture's 20,000 variants each carried
 * their own copies of the same allergen table, certificate list, size attributes, images and empty lists: some 30
 * objects a variant, kept for as long as the catalogue is, on the thread that answers requests. A `Share` returns the
 * value already made for an equal key, frozen, so that nobody can change what other variants point to.
 */
export type Share = <T extends object>(key: string, make: () => T) => T;

/** A share for one catalogue: keys are the values' JSON, which is cheap for these small values. */
export function catalogShare(): Share {
  const values = new Map<string, object>();
  return <T extends object>(key: string, make: () => T): T => {
    let value = values.get(key) as T | undefined;
    if (value === undefined) {
      value = Object.freeze(make());
      values.set(key, value);
    }
    return value;
  };
}

/** A share key of a list of records by the named fields (cheaper than their JSON; null and "" differ). */
function keyOf<T>(list: readonly T[], ...fields: (keyof T)[]): string {
  let key = '';
  for (const item of list) {
    for (const field of fields) {
      const value = item[field];
      key += value === null || value === undefined ? '\u0001' : `${String(value)}\u0000`;
    }
    key += '\u0002';
  }
  return key;
}

/** No sharing: every call makes its own value (the pure rule functions' default). */
const unshared: Share = (_key, make) => make();

/** The empty list every empty list of a catalogue is (frozen: pushing to it throws instead of changing them all). */
const EMPTY: readonly never[] = Object.freeze([]);
function mapList<A, B>(list: readonly A[], map: (item: A) => B): B[] {
  return list.length === 0 ? (EMPTY as never[]) : list.map(map);
}

/** A URL without its query and fragment (works on relative and absolute URLs alike). */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}

/** CAT-IMAGE: type IMAGE, the URL without its transform query as id and URL, the name from ImageText. */
export function toImageAsset(image: PimImage, share: Share = unshared): ImageAsset {
  return share(`${image.Url}\u0000${image.ImageText ?? ''}`, () => {
    const imageUrl = stripQuery(image.Url);
    return { type: 'IMAGE', id: imageUrl, imageUrl, name: present(image.ImageText) ? image.ImageText : null };
  });
}

export function toImageAssets(images: readonly PimImage[], share: Share = unshared): ImageAsset[] {
  return mapList(images, (image) => toImageAsset(image, share));
}

/** Packshot and master images: the first of their list, or null. */
export function firstImage(images: readonly PimImage[], share: Share = unshared): ImageAsset | null {
  const first = images[0];
  return first ? toImageAsset(first, share) : null;
}

/** Variant images: the variant's own list when it has one, else the product's. */
export function inheritImages(variant: readonly PimImage[], product: readonly PimImage[]): ImageAsset[] {
  return inheritedList(variant, toImageAssets(product), unshared);
}

/** The rule for a derived product (deriveVariant): a variant without its own list points to the product's list. */
function inheritedList(variant: readonly PimImage[], product: ImageAsset[], share: Share): ImageAsset[] {
  return variant.length > 0 ? toImageAssets(variant, share) : product;
}

/**
 * Video ids lose their query: `https://youtu.be/abc?si=x` -> `abc`, `https://vimeo.com/123?share=copy` -> `123`.
 * A YouTube watch URL carries its id in `v`, which is the one query value kept.
 */
export function videoId(url: string): string {
  try {
    const parsed = new URL(url);
    const v = parsed.searchParams.get('v');
    if (v && /youtube\.com$/i.test(parsed.hostname)) return v;
  } catch {
    // not an absolute URL: fall through to the path rule
  }
  const path = stripQuery(url).replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

export function toVideoRef(video: PimVideo): VideoRef {
  return { id: videoId(video.Url), provider: video.Provider, title: present(video.Title) ? video.Title : null };
}

export function toDocumentRef(document: PimDocument): DocumentRef {
  return { url: documentHref(document.Url), title: document.Title, documentType: document.DocumentType };
}

/** Certificates: FrozenAtSea always; MSC and ASC only with a certificate number. */
export function deriveCertificates(certificates: readonly Certificate[]): CertificateRef[] {
  return mapList(
    certificates.filter((c) => !NUMBERED_CERTIFICATES.includes(c.Name) || present(c.CertificateNumber)),
    (c) => ({ name: c.Name, certificateNumber: present(c.CertificateNumber) ? c.CertificateNumber : null }),
  );
}

/** BrandName: the brand name, else the SAP brand in brackets, else none. */
export function deriveBrandName(product: Pick<RawProduct, 'BrandName' | 'SapBrand'>): string | null {
  if (present(product.BrandName)) return product.BrandName;
  return present(product.SapBrand) ? `[${product.SapBrand}]` : null;
}

/** Only products with both SpecieId and SpecificationId are kept. */
export function isListedProduct(
  product: RawProduct,
): product is RawProduct & { SpecieId: string; SpecificationId: string } {
  return present(product.SpecieId) && present(product.SpecificationId);
}

interface SpecieInfo {
  name: string;
  latinName: string;
  sortOrder: number;
  images: PimImage[];
  videos: PimVideo[];
  documents: PimDocument[];
}
interface SpecificationInfo {
  name: string;
  sortOrder: number;
  images: PimImage[];
}

/** Lookup tables of the category data set, built once per catalogue. */
export interface CategoryIndex {
  species: Map<string, SpecieInfo>;
  specifications: Map<string, SpecificationInfo>;
}

export function indexCategories(category: Pick<CategoryDataResponse, 'Species'>): CategoryIndex {
  const species = new Map<string, SpecieInfo>();
  const specifications = new Map<string, SpecificationInfo>();
  for (const s of category.Species) {
    species.set(s.SpecieId, {
      name: s.Name,
      latinName: s.LatinName,
      sortOrder: s.SortOrder,
      images: s.Images,
      videos: s.Videos,
      documents: s.Documents,
    });
    for (const spec of s.Specifications) {
      specifications.set(spec.SpecificationId, { name: spec.Name, sortOrder: spec.SortOrder, images: spec.Images });
    }
  }
  return { species, specifications };
}

function productImages(product: RawProduct, share: Share): InheritedImages {
  return {
    RecipeImages: toImageAssets(product.RecipeImages, share),
    ProductImages: toImageAssets(product.ProductImages, share),
    FisheryImages: toImageAssets(product.FisheryImages, share),
    ProcessingImages: toImageAssets(product.ProcessingImages, share),
  };
}

/** A kept product with species and specification names, images and sort orders (1000 when unmatched). */
export function deriveProduct(
  product: RawProduct & { SpecieId: string; SpecificationId: string },
  index: CategoryIndex,
  share: Share = unshared,
): Product {
  const specie = index.species.get(product.SpecieId);
  const specification = index.specifications.get(product.SpecificationId);
  return {
    ProductId: product.ProductId,
    SpecieId: product.SpecieId,
    SpecificationId: product.SpecificationId,
    SpecieName: specie?.name ?? null,
    SpecieLatinName: specie?.latinName ?? null,
    SpecificationName: specification?.name ?? null,
    SpecieImages: toImageAssets(specie?.images ?? EMPTY, share),
    SpecificationImages: toImageAssets(specification?.images ?? EMPTY, share),
    SpecieSortOrder: specie?.sortOrder ?? DEFAULT_SORT_ORDER,
    SpecificationSortOrder: specification?.sortOrder ?? DEFAULT_SORT_ORDER,
    BrandId: product.BrandId,
    BrandName: deriveBrandName(product),
    ConceptId: product.ConceptId,
    CatchingAreaIds: share(`areas:${product.CatchingAreaIds.join('\u0000')}`, () => [...product.CatchingAreaIds]),
    Title: deriveTitle(product),
    SubTitle: deriveSubTitle(product),
    NameOne: product.NameOne,
    NameTwo: product.NameTwo,
    NameThree: product.NameThree,
    TextOne: product.TextOne,
    TextTwo: product.TextTwo,
    TextThree: product.TextThree,
    TextFour: product.TextFour,
    ...productImages(product, share),
    Videos: mapList(product.Videos, toVideoRef),
    SpecieVideos: mapList(specie?.videos ?? EMPTY, toVideoRef),
    Documents: mapList(product.Documents, toDocumentRef),
    SpecieDocuments: mapList(specie?.documents ?? EMPTY, toDocumentRef),
  };
}

/** A variant of a kept product, or null when its item number is not numeric. */
export function deriveVariant(
  variant: RawVariant,
  rawProduct: RawProduct,
  product: Product,
  share: Share = unshared,
): Variant | null {
  const itemNumber = parseItemNumber(variant.ItemNumber);
  if (itemNumber === null) return null;
  return {
    VariantId: variant.VariantId,
    ProductId: product.ProductId,
    ItemNumber: itemNumber,
    Ean: variant.Ean,
    SortOrder: variant.SortOrder,
    Title: product.Title,
    SubTitle: product.SubTitle,
    Description: deriveDescription(variant, rawProduct),
    StorageConditionId: variant.StorageConditionId,
    PackagingTypeId: variant.PackagingTypeId,
    SpecieId: product.SpecieId,
    BrandId: product.BrandId,
    BrandName: product.BrandName,
    ConceptId: product.ConceptId,
    CatchingAreaIds: product.CatchingAreaIds,
    SpecieSortOrder: product.SpecieSortOrder,
    SpecificationSortOrder: product.SpecificationSortOrder,
    RecipeImages: inheritedList(variant.RecipeImages, product.RecipeImages, share),
    ProductImages: inheritedList(variant.ProductImages, product.ProductImages, share),
    FisheryImages: inheritedList(variant.FisheryImages, product.FisheryImages, share),
    ProcessingImages: inheritedList(variant.ProcessingImages, product.ProcessingImages, share),
    PackshotFrontImage: firstImage(variant.PackshotFrontImages, share),
    PackshotBackImage: firstImage(variant.PackshotBackImages, share),
    MasterOpenImage: firstImage(variant.MasterOpenImages, share),
    MasterClosedImage: firstImage(variant.MasterClosedImages, share),
    Videos: mapList(variant.Videos, toVideoRef),
    Certificates: share(`certificates:${keyOf(variant.Certificates, 'Name', 'CertificateNumber')}`, () =>
      deriveCertificates(variant.Certificates),
    ),
    Allergens: share(`allergens:${keyOf([variant.Allergens], ...ALLERGENS)}`, () => ({ ...variant.Allergens })),
    SizeAttributes: share(`sizes:${keyOf(variant.SizeAttributes, 'Alias', 'Value', 'Unit')}`, () =>
      mapList(variant.SizeAttributes, (s) => ({ alias: s.Alias, value: s.Value, unit: s.Unit })),
    ),
  };
}

/**
 * The FAO areas of a product's catching areas as a label prints them: the major areas ("FAO 21, FAO 27") and the
 * sub-areas ("FAO 21.1, FAO 27.14"), each once, in the product's order; empty where the data has none.
 * (CAT-FAO-AREA)
 */
export function faoAreasOf(
  catchingAreas: readonly FacetEntry[],
  ids: readonly string[],
): { areas: string; subAreas: string } {
  const entries = ids.map((id) => catchingAreas.find((a) => a.id === id)).filter((a) => a !== undefined);
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    areas: unique(entries.map((a) => a.fao))
      .map((code) => `FAO ${code}`)
      .join(', '),
    subAreas: unique(entries.map((a) => a.faoSubArea))
      .map((code) => `FAO ${code}`)
      .join(', '),
  };
}

function facetEntries<T extends { Name: string; SortOrder: number }>(
  list: readonly T[],
  id: (item: T) => string,
): FacetEntry[] {
  return list
    .map((item) => ({ id: id(item), name: item.Name, SortOrder: item.SortOrder }))
    .sort((a, b) => a.SortOrder - b.SortOrder);
}

/** Products and variants of a culture derived from some of its raw products (a page of them), in catalogue order. */
export interface DerivedProducts {
  products: Product[];
  /** Every variant with a numeric item number: a repeated one is dropped when the catalogue is assembled. */
  variants: Variant[];
}

/**
 * The derivation of a catalogue's products one at a time, with the values it shares between them: `derive` appends a
 * kept product and its variants to `into`. Item numbers are made unique only when the catalogue is assembled, so
 * what one page of products derived does not depend on the pages before it, and can be kept from one load of the
 * catalogue to the next while that page stays the same (lib/pim's catalogue store).
 */
export interface ProductDeriver {
  derive(raw: RawProduct, into: DerivedProducts): void;
}

export function productDeriver(category: Pick<CategoryDataResponse, 'Species'>): ProductDeriver {
  const index = indexCategories(category);
  const share = catalogShare();
  return {
    derive(raw, into) {
      if (!isListedProduct(raw)) return;
      const product = deriveProduct(raw, index, share);
      into.products.push(product);
      for (const rawVariant of raw.Variants) {
        const variant = deriveVariant(rawVariant, raw, product, share);
        if (variant) into.variants.push(variant);
      }
    },
  };
}

/**
 * The catalogue from its pages of derived products, in order: culture, version, attribute labels, the sorted facet
 * lists, and every variant whose item number no earlier variant had (the item number is a key of the browser cache).
 */
export function assembleCatalog(
  productData: Pick<ProductDataResponse, 'Culture' | 'LastChanged'>,
  category: Omit<CategoryDataResponse, 'Culture'>,
  attributes: Pick<AttributesResponse, 'Attributes'>,
  pages: Iterable<DerivedProducts>,
): Catalog {
  const products: Product[] = [];
  const variants: Variant[] = [];
  const seen = new Set<number>();
  for (const page of pages) {
    for (const product of page.products) products.push(product);
    for (const variant of page.variants) {
      if (seen.has(variant.ItemNumber)) continue;
      seen.add(variant.ItemNumber);
      variants.push(variant);
    }
  }
  return {
    culture: productData.Culture,
    lastChanged: productData.LastChanged,
    attributes: attributes.Attributes.map((a) => ({ Uid: a.Uid, Alias: a.Alias, DisplayName: a.DisplayName })),
    brands: facetEntries(category.Brands, (b) => b.BrandId),
    storageConditions: facetEntries(category.StorageConditions, (s) => s.StorageConditionId),
    concepts: facetEntries(category.Concepts, (c) => c.ConceptId),
    catchingAreas: facetEntries(category.CatchingAreas, (c) => c.CatchingAreaId).map((entry) => {
      const area = category.CatchingAreas.find((c) => c.CatchingAreaId === entry.id);
      return {
        ...entry,
        ...(area?.FaoArea ? { fao: area.FaoArea } : {}),
        ...(area?.FaoSubArea ? { faoSubArea: area.FaoSubArea } : {}),
      };
    }),
    packagingTypes: facetEntries(category.PackagingTypes, (p) => p.PackagingTypeId),
    products,
    variants,
  };
}

/**
 * The whole catalogue of a culture from the three responses. Products without species or specification
 * are dropped, variants without a numeric item number too, and a repeated item number keeps its first
 * variant (the item number is a key of the browser cache).
 */
export function deriveCatalog(
  productData: Pick<ProductDataResponse, 'Culture' | 'LastChanged' | 'Products'>,
  category: Omit<CategoryDataResponse, 'Culture'>,
  attributes: Pick<AttributesResponse, 'Attributes'>,
): Catalog {
  const deriver = productDeriver(category);
  const derived: DerivedProducts = { products: [], variants: [] };
  for (const raw of productData.Products) deriver.derive(raw, derived);
  return assembleCatalog(productData, category, attributes, [derived]);
}
