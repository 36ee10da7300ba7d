import type { CatalogVariant } from './browser-catalog';
import type { FacetEntry, ImageAsset, SizeAttributeRef, Variant } from './types';

/** One variant inside a product card or the item-number list: what a buyer orders by. */
export interface VariantLine {
  itemNumber: number;
  /** Size attributes as the buyer reads them: net weight first, then count or grade ("500 g · 90/120 pcs/kg"). */
  size: string | null;
  /** The packaging type's name. */
  pack: string | null;
}

/** A product in the catalogue list, with the variants that match the filters (in the list's order). */
export interface ProductCardData {
  productId: string;
  title: string;
  subTitle: string | null;
  brandName: string | null;
  image: ImageAsset | null;
  variants: VariantLine[];
}

/** A row of the item-number list (the view for buyers who order by item number). */
export interface VariantRowData extends VariantLine {
  productId: string;
  title: string;
  subTitle: string | null;
}

/** The variant an exact item-number search names: the list jumps to it. */
export interface ExactItem {
  productId: string;
  itemNumber: number;
  title: string;
}

const SIZE_ORDER = ['NetWeight', 'Count', 'Grade'];

export function sizeText(sizes: readonly SizeAttributeRef[]): string | null {
  if (sizes.length === 0) return null;
  const rank = (alias: string) => {
    const i = SIZE_ORDER.indexOf(alias);
    return i < 0 ? SIZE_ORDER.length : i;
  };
  return [...sizes]
    .sort((a, b) => rank(a.alias) - rank(b.alias))
    .map((s) => (s.unit ? `${s.value} ${s.unit}` : s.value))
    .join(' · ');
}

/** Packaging type names by id, from the catalogue's facet list. */
export function packNames(packagingTypes: readonly FacetEntry[]): ReadonlyMap<string, string> {
  return new Map(packagingTypes.map((p) => [p.id, p.name]));
}

type LineSource = Pick<Variant, 'ItemNumber' | 'SizeAttributes' | 'PackagingTypeId'>;

export function variantLine(variant: LineSource, packs: ReadonlyMap<string, string>): VariantLine {
  return {
    itemNumber: variant.ItemNumber,
    size: sizeText(variant.SizeAttributes),
    pack: variant.PackagingTypeId ? (packs.get(variant.PackagingTypeId) ?? null) : null,
  };
}

type CardSource = LineSource &
  Pick<CatalogVariant, 'ProductId' | 'Title' | 'SubTitle' | 'BrandName' | 'Image' | 'ProductImage'>;

/** The picture of a product card: the product's own image, else the variant's packshot. */
function cardImage(variant: CardSource): ImageAsset | null {
  return variant.ProductImage ?? variant.Image;
}

/**
 * Matching variants (already filtered and sorted) grouped by product: a product takes the place of its first
 * matching variant, so the list follows the chosen sort, and keeps its matching variants in that order.
 */
export function groupByProduct<V extends Pick<Variant, 'ProductId'>>(variants: readonly V[]): V[][] {
  const groups = new Map<string, V[]>();
  for (const v of variants) {
    const group = groups.get(v.ProductId);
    if (group) group.push(v);
    else groups.set(v.ProductId, [v]);
  }
  return [...groups.values()];
}

/** A product card from its matching variants (non-empty, in list order). */
export function productCardOf(group: readonly CardSource[], packs: ReadonlyMap<string, string>): ProductCardData {
  const first = group[0]!;
  return {
    productId: first.ProductId,
    title: first.Title,
    subTitle: first.SubTitle,
    brandName: first.BrandName,
    image: cardImage(first),
    variants: group.map((v) => variantLine(v, packs)),
  };
}

export function groupIntoProducts(
  variants: readonly CardSource[],
  packs: ReadonlyMap<string, string>,
): ProductCardData[] {
  return groupByProduct(variants).map((group) => productCardOf(group, packs));
}

export function variantRow(variant: CardSource, packs: ReadonlyMap<string, string>): VariantRowData {
  return {
    productId: variant.ProductId,
    title: variant.Title,
    subTitle: variant.SubTitle,
    ...variantLine(variant, packs),
  };
}

/** An item number typed whole (digits only, spaces allowed around), or null. */
export function itemNumberQuery(q: string): number | null {
  const trimmed = q.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}
