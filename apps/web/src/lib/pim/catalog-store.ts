import 'server-only';
import { z } from 'zod';
import {
  AttributesResponseSchema,
  CategoryDataResponseSchema,
  ProductDataResponseSchema,
  RawProductSchema,
  UpdateStatusResponseSchema,
  type AttributesResponse,
  type CategoryDataResponse,
  type ProductDataResponse,
  type RawProduct,
} from '@qilak/pim-contract';
import { deriveCatalog, type Catalog } from '@/features/catalog/query';
import { pimGet } from './transport';
import { announcedVersion } from './announced';
import { logger } from '../log';

const log = logger('pim');

/** The three data sets of one culture, loaded together so they always describe the same catalogue. */
interface Snapshot {
  productData: ProductDataResponse;
  category: CategoryDataResponse;
  attributes: AttributesResponse;
}

interface Entry {
  snapshot: Snapshot;
  checkedAt: number;
  /** Derived once per snapshot: every product page of the culture shares it. */
  catalog?: Catalog;
}

/** How long a loaded catalogue is trusted before its LastChanged is asked again. */
const RECHECK_MS = 15_000;
/** The bulk catalogue takes longer than a page call: its own deadline. */
const BULK_TIMEOUT_MS = 20_000;

// One store per process: Next holds separate module instances of this file for route handlers and pages, and a
// catalogue the product service's webhook reloaded in its route must be the one the pages render (PIM-FRESH).
const SLOT = Symbol.for('qilak.pim.catalog-store');
type Store = {
  entries: Map<string, Entry>;
  inFlight: Map<string, Promise<Entry>>;
  listeners: Set<(culture: string | undefined) => void>;
};
const holder = globalThis as typeof globalThis & { [SLOT]?: Store };
const store: Store = (holder[SLOT] ??= { entries: new Map(), inFlight: new Map(), listeners: new Set() });
const { entries, inFlight, listeners } = store;

/**
 * The product service's catalogue for a culture, held in memory and reloaded only when GetUpdateStatus
 * reports a later LastChanged. When the service is down, the last good catalogue keeps being served.
 * `atLeast` (an instant) forces the check when the caller knows of a newer LastChanged than the one held.
 */
function getEntry(culture: string, asked?: string): Promise<Entry> {
  // A version the product service announced by its webhook (here or on another instance): PIM-FRESH-SHARED.
  const atLeast = asked ?? announcedVersion(culture);
  const entry = entries.get(culture);
  const stale =
    atLeast !== undefined &&
    entry !== undefined &&
    Date.parse(atLeast) > Date.parse(entry.snapshot.productData.LastChanged) &&
    // An announced version the service cannot deliver yet (it is down) is asked for at most once a second.
    (asked !== undefined || Date.now() - entry.checkedAt >= 1_000);
  if (entry && !stale && Date.now() - entry.checkedAt < RECHECK_MS) return Promise.resolve(entry);
  const running = inFlight.get(culture);
  if (running) return running;
  const load = refresh(culture, stale ? undefined : entry, entry).finally(() => inFlight.delete(culture));
  inFlight.set(culture, load);
  return load;
}

export async function getProductData(culture: string): Promise<ProductDataResponse> {
  return (await getEntry(culture)).snapshot.productData;
}

/** The derived catalogue (CAT-* rules) of a culture: products, variants, facet lists and labels. */
export async function getCatalog(culture: string, options: { atLeast?: string } = {}): Promise<Catalog> {
  const entry = await getEntry(culture, options.atLeast);
  if (!entry.catalog) {
    const { productData, category, attributes } = entry.snapshot;
    entry.catalog = deriveCatalog(productData, category, attributes);
  }
  return entry.catalog;
}

/** The product service's current LastChanged for the culture's products, asked every time (a cheap call). */
export async function getUpdateStatus(culture: string): Promise<string> {
  const status = UpdateStatusResponseSchema.parse(await pimGet('GetUpdateStatus', { culture, type: 'product' }));
  return status.LastChanged;
}

async function refresh(culture: string, entry: Entry | undefined, fallback: Entry | undefined): Promise<Entry> {
  try {
    if (entry) {
      const lastChanged = await getUpdateStatus(culture);
      if (Date.parse(lastChanged) <= Date.parse(entry.snapshot.productData.LastChanged)) {
        entry.checkedAt = Date.now();
        return entry;
      }
    }
    const [product, category, attributes] = await Promise.all([
      pimGet('GetProductData', { culture }, {}, BULK_TIMEOUT_MS),
      pimGet('GetCategoryData', { culture }, {}, BULK_TIMEOUT_MS),
      pimGet('GetAttributes', { culture }),
    ]);
    const next: Entry = {
      snapshot: {
        productData: parseProductData(product),
        category: CategoryDataResponseSchema.parse(category),
        attributes: AttributesResponseSchema.parse(attributes),
      },
      checkedAt: Date.now(),
    };
    entries.set(culture, next);
    for (const listener of listeners) listener(culture);
    return next;
  } catch (error) {
    if (fallback) {
      log.error(
        `keeping the catalogue of ${culture} from ${fallback.snapshot.productData.LastChanged}: ${(error as Error).message}`,
      );
      fallback.checkedAt = Date.now();
      return fallback;
    }
    throw error;
  }
}

/** Forget a culture's catalogue (after a revalidation of its pim:<culture> tag): the next read asks the service again. */
export function invalidateProductData(culture?: string): void {
  if (culture) entries.delete(culture);
  else entries.clear();
  for (const listener of listeners) listener(culture);
}

/** Called whenever a culture's catalogue is replaced or forgotten (caches built on top of it drop their copy). */
export function onCatalogChange(listener: (culture: string | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const envelopeSchema = ProductDataResponseSchema.extend({ Products: z.array(z.unknown()) });

/** Validates product by product: one malformed product is dropped with a log line, not the whole catalogue. */
export function parseProductData(raw: unknown): ProductDataResponse {
  const envelope = envelopeSchema.parse(raw);
  const products: RawProduct[] = [];
  for (const candidate of envelope.Products) {
    const parsed = RawProductSchema.safeParse(candidate);
    if (parsed.success) products.push(parsed.data);
    else {
      const id = (candidate as { ProductId?: unknown } | null)?.ProductId;
      log.warn(
        `dropped malformed product ${String(id)} (${envelope.Culture}): ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
      );
    }
  }
  return { ...envelope, Products: products };
}
