import { isMarketCode } from '@qilak/markets';
import type { SecretDataResponse, SecretVariant } from '@qilak/pim-contract';

/** The site's secret-data endpoint, called by the browser with the staff token. */
export const SECRET_DATA_PATH = '/api/staff/secret-data';

export interface SecretDataQuery {
  culture: string;
  productId: string;
  variantId: string | null;
}

/** Culture must be a market code; a product id is required so the browser gets one product's rows, not all. */
export function parseSecretDataQuery(params: URLSearchParams): SecretDataQuery | { error: string } {
  const culture = params.get('culture') ?? '';
  const productId = params.get('productId')?.trim() ?? '';
  const variantId = params.get('variantId')?.trim() || null;
  if (!isMarketCode(culture)) return { error: `culture must be a market code, got "${culture}"` };
  if (!/^[\w.-]{1,64}$/.test(productId)) return { error: 'productId is required' };
  if (variantId !== null && !/^[\w.-]{1,64}$/.test(variantId)) return { error: 'variantId is not valid' };
  return { culture, productId, variantId };
}

/** Only a Bearer value is passed on to the product service; anything else is refused before the call. */
export function bearerAuthorization(header: string | null): string | null {
  const value = header?.trim() ?? '';
  return /^Bearer\s+[\w-]+\.[\w-]+\.[\w-]+$/i.test(value) ? value : null;
}

export function selectSecretVariants(data: SecretDataResponse, query: SecretDataQuery): SecretVariant[] {
  return data.Variants.filter(
    (v) => v.ProductId === query.productId && (query.variantId === null || v.VariantId === query.variantId),
  );
}

export function secretDataUrl(query: SecretDataQuery): string {
  const params = new URLSearchParams({ culture: query.culture, productId: query.productId });
  if (query.variantId) params.set('variantId', query.variantId);
  return `${SECRET_DATA_PATH}?${params.toString()}`;
}

/** What the site's endpoint answers: the secret rows of one product (or one variant) in one culture. */
export interface SecretPanelData {
  culture: string;
  productId: string;
  variants: SecretVariant[];
}
