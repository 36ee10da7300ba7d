import type { PopulateObject, PopulateValue } from './deep';

/**
 * The request's own populate wins per field; everything it does not name gets the deep default.
 * `populate=*` means "everything", which the deep default is a superset of.
 */
export function mergePopulate(deep: PopulateObject, requested: unknown): PopulateObject {
  if (
    requested === undefined ||
    requested === null ||
    requested === '' ||
    requested === '*' ||
    requested === true ||
    requested === 'true'
  ) {
    return deep;
  }
  if (typeof requested === 'string') return { ...deep, ...keysToTrue(requested.split(',')) };
  if (Array.isArray(requested)) return { ...deep, ...keysToTrue(requested.map(String)) };
  if (typeof requested === 'object') return { ...deep, ...(requested as Record<string, PopulateValue>) };
  return deep;
}

function keysToTrue(keys: string[]): PopulateObject {
  const out: PopulateObject = {};
  for (const key of keys.map((k) => k.trim()).filter(Boolean)) out[key] = true;
  return out;
}
