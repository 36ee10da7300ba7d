import { MARKET_CODES, isMarketCode, type MarketCode } from '@qilak/markets';
import { UPDATE_STATUS_TYPES, type UpdateStatusType } from '@qilak/pim-contract';
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
