import type { RawProduct, RawVariant } from '@qilak/pim-contract';

/** Product fields an editor may change; ids and lists stay under the generator's control. */
export const EDITABLE_PRODUCT_FIELDS = [
  'SpecieId',
  'SpecificationId',
  'BrandId',
  'BrandName',
  'SapBrand',
  'ConceptId',
  'NameOne',
  'NameTwo',
  'NameThree',
  'TextOne',
  'TextTwo',
  'TextThree',
  'TextFour',
  'TextFive',
] as const satisfies readonly (keyof RawProduct)[];
export type EditableProductField = (typeof EDITABLE_PRODUCT_FIELDS)[number];

export const EDITABLE_VARIANT_FIELDS = [
  'ItemNumber',
  'Ean',
  'TextFive',
  'StorageConditionId',
  'PackagingTypeId',
] as const satisfies readonly (keyof RawVariant)[];
export type EditableVariantField = (typeof EDITABLE_VARIANT_FIELDS)[number];

export interface ProductEdit {
  productId: string;
  /** Set to edit one variant of the product instead of the product itself. */
  variantId?: string;
  field: string;
  /** Strings as given; null clears the field; numbers only for ItemNumber. */
  value: string | number | null;
  /** Cultures to edit; all cultures that sell the product when omitted. */
  cultures?: readonly string[];
  /** Edit time; the culture's LastChanged moves to it (or 1 ms past the previous value). */
  now?: Date;
}

export interface EditResult {
  productId: string;
  field: string;
  cultures: { culture: string; lastChanged: string; revision: number }[];
}

export function isEditableProductField(field: string): field is EditableProductField {
  return (EDITABLE_PRODUCT_FIELDS as readonly string[]).includes(field);
}

export function isEditableVariantField(field: string): field is EditableVariantField {
  return (EDITABLE_VARIANT_FIELDS as readonly string[]).includes(field);
}

/** Returns an edited copy; throws with a message naming the problem. */
export function applyEdit(product: RawProduct, edit: ProductEdit): RawProduct {
  if (edit.variantId === undefined) {
    if (!isEditableProductField(edit.field)) {
      throw new Error(
        `Field ${edit.field} cannot be edited on a product; editable: ${EDITABLE_PRODUCT_FIELDS.join(', ')}`,
      );
    }
    if (typeof edit.value === 'number') throw new Error(`Field ${edit.field} takes text, not a number`);
    if (edit.field === 'NameOne' && edit.value === null) throw new Error('NameOne cannot be empty');
    return { ...product, [edit.field]: edit.value };
  }
  if (!isEditableVariantField(edit.field)) {
    throw new Error(
      `Field ${edit.field} cannot be edited on a variant; editable: ${EDITABLE_VARIANT_FIELDS.join(', ')}`,
    );
  }
  if (typeof edit.value === 'number' && edit.field !== 'ItemNumber')
    throw new Error(`Field ${edit.field} takes text, not a number`);
  const index = product.Variants.findIndex((v) => v.VariantId === edit.variantId);
  if (index < 0) throw new Error(`Variant ${edit.variantId} is not part of product ${product.ProductId}`);
  const variants = product.Variants.map((v, i) => (i === index ? { ...v, [edit.field]: edit.value } : v));
  return { ...product, Variants: variants };
}

/** Strictly later than the previous value, so a reload rule comparing timestamps always fires. */
export function nextLastChanged(previous: string, now: Date): string {
  const prev = Date.parse(previous);
  const next = Number.isNaN(prev) ? now.getTime() : Math.max(now.getTime(), prev + 1);
  return new Date(next).toISOString();
}
