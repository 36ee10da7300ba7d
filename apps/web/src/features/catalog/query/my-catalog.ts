/** The visitor's own catalogue ("my catalogue"): a list of products or single variants, kept in local storage. */
export interface MyCatalogItem {
  productId: string;
  /** Set when the visitor picked one variant rather than the whole product. */
  itemNumber?: number;
}

/** Per market: a selection made on the Danish site is not offered on the Swedish one. */
export function myCatalogStorageKey(market: string): string {
  return `qilak:my-catalog:${market}`;
}

const MAX_ITEMS = 500;

/** Reads a stored selection; anything malformed (edited by hand, older format) becomes an empty list. */
export function parseMyCatalog(raw: string | null): MyCatalogItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const items: MyCatalogItem[] = [];
    for (const entry of value.slice(0, MAX_ITEMS)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { productId, itemNumber } = entry as Record<string, unknown>;
      if (typeof productId !== 'string' || productId === '') continue;
      const item: MyCatalogItem = { productId };
      if (typeof itemNumber === 'number' && Number.isSafeInteger(itemNumber)) item.itemNumber = itemNumber;
      if (!items.some((i) => sameItem(i, item))) items.push(item);
    }
    return items;
  } catch {
    return [];
  }
}

export function sameItem(a: MyCatalogItem, b: MyCatalogItem): boolean {
  return a.productId === b.productId && a.itemNumber === b.itemNumber;
}

export function hasItem(items: readonly MyCatalogItem[], item: MyCatalogItem): boolean {
  return items.some((i) => sameItem(i, item));
}

export function addItem(items: readonly MyCatalogItem[], item: MyCatalogItem): MyCatalogItem[] {
  return hasItem(items, item) ? [...items] : [...items, item].slice(-MAX_ITEMS);
}

export function removeItem(items: readonly MyCatalogItem[], item: MyCatalogItem): MyCatalogItem[] {
  return items.filter((i) => !sameItem(i, item));
}

/**
 * Which products and variants of a selection to print: a product picked whole prints all its variants;
 * a product picked only by some variants prints those.
 */
export function selectionPlan(items: readonly MyCatalogItem[]): Map<string, Set<number> | 'all'> {
  const plan = new Map<string, Set<number> | 'all'>();
  for (const item of items) {
    const current = plan.get(item.productId);
    if (item.itemNumber === undefined) plan.set(item.productId, 'all');
    else if (current === undefined) plan.set(item.productId, new Set([item.itemNumber]));
    else if (current !== 'all') current.add(item.itemNumber);
  }
  return plan;
}

/** CSS-safe attribute value: product ids are `P-1001`-like, but the selection comes from the browser. */
function cssString(value: string): string {
  return `"${value.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The style that hides everything outside the selection in the server-rendered print layout, so the
 * print page stays one static document for the market and the selection is applied in the browser.
 */
export function selectionStyle(items: readonly MyCatalogItem[]): string {
  const plan = selectionPlan(items);
  const rules = ['[data-print-product]{display:none}'];
  for (const [productId, variants] of plan) {
    rules.push(`[data-print-product=${cssString(productId)}]{display:block}`);
    if (variants !== 'all') {
      rules.push(`[data-print-product=${cssString(productId)}] [data-print-variant]{display:none}`);
      for (const n of variants)
        rules.push(`[data-print-product=${cssString(productId)}] [data-print-variant="${n}"]{display:table-row}`);
    }
  }
  return rules.join('\n');
}
