import { MARKET_CODES, isMarketCode, type MarketCode } from '@qilak/markets';
import { PRODUCT_PAGE_MAX, PRODUCT_PAGE_PARAMS, UPDATE_STATUS_TYPES, type UpdateStatusType } from '@qilak/pim-contract';
import { badRequest } from './errors';

export type Query = Record<string, unknown>;

/** A single string value; repeated parameters are refused rather than guessed. */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Query parameter "${name}" must be given once`, name);
  return value;
}

export function readCulture(query: Query): MarketCode {
  const culture = single(query, 'culture');
  if (culture === undefined || culture === '') {
    throw badRequest(`Query parameter "culture" is required; one of ${MARKET_CODES.join(', ')}`, 'culture');
  }
  if (!isMarketCode(culture)) {
    throw badRequest(`Unknown culture "${culture}"; expected one of ${MARKET_CODES.join(', ')}`, 'culture', culture);
  }
  return culture;
}

export function readUpdateType(query: Query): UpdateStatusType {
  const type = single(query, 'type');
  if (type === undefined || type === '') {
    throw badRequest(`Query parameter "type" is required; one of ${UPDATE_STATUS_TYPES.join(', ')}`, 'type');
  }
  const known = UPDATE_STATUS_TYPES.find((t) => t === type);
  if (!known)
    throw badRequest(`Unknown type "${type}"; expected one of ${UPDATE_STATUS_TYPES.join(', ')}`, 'type', type);
  return known;
}

/** A non-negative whole number in decimal digits, or undefined when the parameter is absent. */
function wholeNumber(query: Query, name: string): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(`Query parameter "${name}" must be a whole number`, name, raw);
  return Number(raw);
}

/** GetProductData's page (`offset`, `limit`), or undefined for the whole assortment; `limit` alone starts at 0. */
export function readProductPage(query: Query): { offset: number; limit: number } | undefined {
  const offset = wholeNumber(query, PRODUCT_PAGE_PARAMS.offset);
  const limit = wholeNumber(query, PRODUCT_PAGE_PARAMS.limit);
  if (offset === undefined && limit === undefined) return undefined;
  if (limit === undefined) {
    throw badRequest(
      `Query parameter "${PRODUCT_PAGE_PARAMS.limit}" is required with "${PRODUCT_PAGE_PARAMS.offset}"`,
      PRODUCT_PAGE_PARAMS.limit,
    );
  }
  if (limit < 1 || limit > PRODUCT_PAGE_MAX) {
    throw badRequest(
      `Query parameter "${PRODUCT_PAGE_PARAMS.limit}" must be between 1 and ${PRODUCT_PAGE_MAX}`,
      PRODUCT_PAGE_PARAMS.limit,
      String(limit),
    );
  }
  return { offset: offset ?? 0, limit };
}
