/** Serialises nested params with bracket nesting, as Strapi's REST API expects (`filters[slug][$eqi]=x`). */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

export function toQueryString(params: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(`${prefix}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}[${key}]`, inner);
    } else {
      parts.push(`${encodeKey(prefix)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) walk(key, value);
  return parts.join('&');
}

// Brackets stay readable in logs; everything else in a key is encoded.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$');
}
