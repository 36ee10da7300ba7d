export { openStore, type CultureStatus, type OpenStoreOptions, type PimStore } from './store';
export { seedIfEmpty, writeCatalogue, type SeedOptions } from './seed';
export {
  EDITABLE_PRODUCT_FIELDS,
  EDITABLE_VARIANT_FIELDS,
  applyEdit,
  nextLastChanged,
  type EditResult,
  type EditableProductField,
  type EditableVariantField,
  type ProductEdit,
} from './edit';
