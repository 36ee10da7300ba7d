import type { Allergen, AllergenPresence, CertificateName } from '@qilak/pim-contract/constants';
import { ALLERGENS } from '@qilak/pim-contract/constants';
import { STEP, mapSteps, runSteps, type Steps } from './steps';
import type { Catalog, FacetListName, ImageAsset, Product, SizeAttributeRef, Variant } from './types';

/**
 * The catalogue as the browser keeps it (the site's /api/catalog and the IndexedDB cache): only what the
 * catalogue block and "my catalogue" show or filter on. Texts, documents, videos and galleries stay on the server
 * (product pages render them), and a variant carries no copy of its product's fields: the worker joins them after
 * loading. At the --scale catalogue this is about a quarter of the whole derived catalogue.
 */
export interface ListedProduct {
  ProductId: string;
  SpecieId: string;
  SpecieName: string | null;
  SpecieSortOrder: number;
  SpecificationSortOrder: number;
  Title: string;
  SubTitle: string | null;
  BrandId: string | null;
  BrandName: string | null;
  ConceptId: string | null;
  CatchingAreaIds: string[];
  /** The card picture: the first product image, else the species image. */
  Image: ImageAsset | null;
}

export interface ListedVariant {
  VariantId: string;
  ProductId: string;
  ItemNumber: number;
  SortOrder: number;
  StorageConditionId: string | null;
  PackagingTypeId: string | null;
  SizeAttributes: SizeAttributeRef[];
  Certificates: CertificateName[];
  /** The allergens the variant is free from (the "free from" facet); declared ones are on the product page. */
  FreeFrom: Allergen[];
  /** The variant's own picture (packshot, or an image of its own); null: its product's. */
  Image: ImageAsset | null;
}

export interface BrowserCatalog extends Pick<Catalog, 'culture' | 'lastChanged' | 'attributes' | FacetListName> {
  products: ListedProduct[];
  variants: ListedVariant[];
}

/** A variant joined with its product's fields, as the worker filters and shows it (built after load, never sent). */
export interface CatalogVariant extends Omit<ListedVariant, 'Certificates' | 'FreeFrom'> {
  Title: string;
  SubTitle: string | null;
  SpecieId: string;
  BrandId: string | null;
  BrandName: string | null;
  ConceptId: string | null;
  CatchingAreaIds: string[];
  SpecieSortOrder: number;
  SpecificationSortOrder: number;
  Certificates: { name: CertificateName }[];
  Allergens: Partial<Record<Allergen, AllergenPresence>>;
  ProductImage: ImageAsset | null;
}

function listProduct(p: Product): ListedProduct {
  return {
    ProductId: p.ProductId,
    SpecieId: p.SpecieId,
    SpecieName: p.SpecieName,
    SpecieSortOrder: p.SpecieSortOrder,
    SpecificationSortOrder: p.SpecificationSortOrder,
    Title: p.Title,
    SubTitle: p.SubTitle,
    BrandId: p.BrandId,
    BrandName: p.BrandName,
    ConceptId: p.ConceptId,
    CatchingAreaIds: p.CatchingAreaIds,
    Image: p.ProductImages[0] ?? p.SpecieImages[0] ?? null,
  };
}

function listVariant(v: Variant, product: Product | undefined): ListedVariant {
  const productImage = product?.ProductImages[0];
  const ownImage = v.ProductImages[0] && v.ProductImages[0].id !== productImage?.id ? v.ProductImages[0] : null;
  return {
    VariantId: v.VariantId,
    ProductId: v.ProductId,
    ItemNumber: v.ItemNumber,
    SortOrder: v.SortOrder,
    StorageConditionId: v.StorageConditionId,
    PackagingTypeId: v.PackagingTypeId,
    SizeAttributes: v.SizeAttributes,
    Certificates: v.Certificates.map((c) => c.name),
    FreeFrom: ALLERGENS.filter((a) => v.Allergens[a] === 'Free'),
    Image: v.PackshotFrontImage ?? ownImage ?? (productImage ? null : v.MasterClosedImage),
  };
}

export function toBrowserCatalog(catalog: Catalog): BrowserCatalog {
  return runSteps(toBrowserCatalogSteps(catalog));
}

export function* toBrowserCatalogSteps(catalog: Catalog): Steps<BrowserCatalog> {
  const products = new Map(catalog.products.map((p) => [p.ProductId, p]));
  yield;
  const listedProducts = yield* mapSteps(catalog.products, listProduct);
  const listedVariants = yield* mapSteps(catalog.variants, (v) => listVariant(v, products.get(v.ProductId)));
  return {
    culture: catalog.culture,
    lastChanged: catalog.lastChanged,
    attributes: catalog.attributes,
    brands: catalog.brands,
    storageConditions: catalog.storageConditions,
    concepts: catalog.concepts,
    catchingAreas: catalog.catchingAreas,
    packagingTypes: catalog.packagingTypes,
    products: listedProducts,
    variants: listedVariants,
  };
}

const listed = new WeakMap<Catalog, BrowserCatalog>();
/** toBrowserCatalog, once per catalogue object (the server holds one per culture until it changes). */
export function browserCatalogOf(catalog: Catalog): BrowserCatalog {
  let held = listed.get(catalog);
  if (!held) {
    held = toBrowserCatalog(catalog);
    listed.set(catalog, held);
  }
  return held;
}

/** browserCatalogOf's steps: a caller that runs them a slice at a time shares the one held copy. */
export function* browserCatalogOfSteps(catalog: Catalog): Steps<BrowserCatalog> {
  const held = listed.get(catalog);
  if (held) return held;
  const made = yield* toBrowserCatalogSteps(catalog);
  // Another caller may have finished first while these steps paused: keep the first, so both see one object.
  const first = listed.get(catalog);
  if (first) return first;
  listed.set(catalog, made);
  return made;
}

/** Each variant with its product's fields; a variant whose product is missing is left out. */
export function joinVariants(catalog: Pick<BrowserCatalog, 'products' | 'variants'>): CatalogVariant[] {
  return runSteps(joinVariantsSteps(catalog));
}

export function* joinVariantsSteps(catalog: Pick<BrowserCatalog, 'products' | 'variants'>): Steps<CatalogVariant[]> {
  const products = new Map(catalog.products.map((p) => [p.ProductId, p]));
  const out: CatalogVariant[] = [];
  let i = 0;
  for (const v of catalog.variants) {
    if (++i % STEP === 0) yield;
    const p = products.get(v.ProductId);
    if (!p) continue;
    out.push({
      VariantId: v.VariantId,
      ProductId: v.ProductId,
      ItemNumber: v.ItemNumber,
      SortOrder: v.SortOrder,
      StorageConditionId: v.StorageConditionId,
      PackagingTypeId: v.PackagingTypeId,
      SizeAttributes: v.SizeAttributes,
      Image: v.Image,
      Title: p.Title,
      SubTitle: p.SubTitle,
      SpecieId: p.SpecieId,
      BrandId: p.BrandId,
      BrandName: p.BrandName,
      ConceptId: p.ConceptId,
      CatchingAreaIds: p.CatchingAreaIds,
      SpecieSortOrder: p.SpecieSortOrder,
      SpecificationSortOrder: p.SpecificationSortOrder,
      Certificates: v.Certificates.map((name) => ({ name })),
      Allergens: Object.fromEntries(v.FreeFrom.map((a) => [a, 'Free'])),
      ProductImage: p.Image,
    });
  }
  return out;
}
