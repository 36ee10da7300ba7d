/** The 14 allergens (CAT-ALLERGENS), spelled exactly as the product service sends them. */
export const ALLERGENS = [
  'Celery',
  'CerealsContainingGluten',
  'Crustaceans',
  'Fish',
  'HenEggs',
  'Lupin',
  'MilkProducts',
  'Mollucs',
  'Mustard',
  'Nuts',
  'Peanuts',
  'Sesame',
  'Soya',
  'Sulphide',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** How an allergen relates to a variant: declared, possible cross-contact, or absent. */
export const ALLERGEN_PRESENCE = ['Contains', 'MayContain', 'Free'] as const;
export type AllergenPresence = (typeof ALLERGEN_PRESENCE)[number];

/** Certificates a variant can carry; MSC and ASC count only with a certificate number (CAT-CERTIFICATES). */
export const CERTIFICATE_NAMES = ['FrozenAtSea', 'MSC', 'ASC'] as const;
export type CertificateName = (typeof CERTIFICATE_NAMES)[number];

/** Certificates that are shown only when they carry a certificate number. */
export const NUMBERED_CERTIFICATES: readonly CertificateName[] = ['MSC', 'ASC'];

export const VIDEO_PROVIDERS = ['YouTube', 'Vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const DOCUMENT_TYPES = ['SpecificationSheet', 'Certificate', 'Brochure', 'NutritionSheet'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Values of GetUpdateStatus `type`; only 'product' exists upstream (PIM-UPDATE-TYPES). */
export const UPDATE_STATUS_TYPES = ['product'] as const;
export type UpdateStatusType = (typeof UPDATE_STATUS_TYPES)[number];

/** Route names of the product service (Azure Functions app), under `/api/`. */
export const PIM_ROUTES = {
  productData: 'GetProductData',
  categoryData: 'GetCategoryData',
  attributes: 'GetAttributes',
  secretData: 'GetSecretData',
  updateStatus: 'GetUpdateStatus',
} as const;
export type PimRouteName = (typeof PIM_ROUTES)[keyof typeof PIM_ROUTES];

/**
 * GetProductData in pages (our product service's extension; without them the whole assortment is sent): `offset`
 * products skipped, at most `limit` sent (1..PRODUCT_PAGE_MAX), and the answer says the culture's `Total`.
 */
export const PRODUCT_PAGE_PARAMS = { offset: 'offset', limit: 'limit' } as const;
export const PRODUCT_PAGE_MAX = 1000;

/** Query parameter that carries the function access key (PIM-CALLS). */
export const FUNCTION_KEY_PARAM = 'code';

/** CAT-PRODUCT-FIELDS: sort order used when a product's species or specification has no match. */
export const DEFAULT_SORT_ORDER = 1000;
