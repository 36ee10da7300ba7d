export {
  DEFAULT_GENERATED_AT,
  DEFAULT_SEED,
  EDGE_CASE_PRODUCTS,
  MIN_PRODUCTS,
  PRODUCTS_PER_SCALE,
  RECIPE_PRODUCT_COUNT,
  availableIn,
  generateCulture,
  productCount,
  productIdAt,
  type CultureCatalogue,
  type GenerateOptions,
} from './catalogue';
export { SPECIES, type SpecieDef, type SpecieKind } from './vocabulary';
export { Rng, hashString } from './prng';
