import { getMarket, type Market } from '@qilak/markets';

/** Internal market-segment suffix for `?showLabels=true`: the proxy rewrites to /{code}~labels/... (cached apart). */
export const LABELS_SUFFIX = '~labels';

export function parseMarketParam(param: string): { market: Market; showLabels: boolean } | undefined {
  const decoded = safeDecode(param);
  const showLabels = decoded.endsWith(LABELS_SUFFIX);
  const market = getMarket(showLabels ? decoded.slice(0, -LABELS_SUFFIX.length) : decoded);
  return market ? { market, showLabels } : undefined;
}

/** ERR-MESSAGES: a missing or broken message shows its key wrapped in double asterisks. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return `**${namespace ? `${namespace}.` : ''}${key}**`;
}

/** showLabels=true: every message replaced by its key in double asterisks. */
export function labelMessages<T>(messages: T, prefix = ''): T {
  if (typeof messages !== 'object' || messages === null) return `**${prefix}**` as T;
  return Object.fromEntries(
    Object.entries(messages as Record<string, unknown>).map(([key, value]) => [
      key,
      labelMessages(value, prefix ? `${prefix}.${key}` : key),
    ]),
  ) as T;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
