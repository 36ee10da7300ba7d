import 'server-only';
import { z } from 'zod';
import {
  ProductDataResponseSchema,
  RawProductSchema,
  UpdateStatusResponseSchema,
  type ProductDataResponse,
  type RawProduct,
} from '@qilak/pim-contract';
import { pimGet } from './transport';

interface Entry {
  data: ProductDataResponse;
  checkedAt: number;
}

/** How long a loaded catalogue is trusted before its LastChanged is asked again. */
const RECHECK_MS = 15_000;

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<ProductDataResponse>>();

/**
 * The product service's catalogue for a culture, held in memory and reloaded only when GetUpdateStatus
 * reports a later LastChanged. When the service is down, the last good catalogue keeps being served.
 */
export function getProductData(culture: string): Promise<ProductDataResponse> {
  const entry = entries.get(culture);
  if (entry && Date.now() - entry.checkedAt < RECHECK_MS) return Promise.resolve(entry.data);
  const running = inFlight.get(culture);
  if (running) return running;
  const load = refresh(culture, entry).finally(() => inFlight.delete(culture));
  inFlight.set(culture, load);
  return load;
}

async function refresh(culture: string, entry: Entry | undefined): Promise<ProductDataResponse> {
  try {
    if (entry) {
      const status = UpdateStatusResponseSchema.parse(await pimGet('GetUpdateStatus', { culture, type: 'product' }));
      if (Date.parse(status.LastChanged) <= Date.parse(entry.data.LastChanged)) {
        entry.checkedAt = Date.now();
        return entry.data;
      }
    }
    const data = parseProductData(await pimGet('GetProductData', { culture }));
    entries.set(culture, { data, checkedAt: Date.now() });
    return data;
  } catch (error) {
    if (entry) {
      console.error(`[pim] keeping the catalogue of ${culture} from ${entry.data.LastChanged}:`, (error as Error).message);
      entry.checkedAt = Date.now();
      return entry.data;
    }
    throw error;
  }
}

/** Forget a culture's catalogue (after a revalidation): the next read asks the service again. */
export function invalidateProductData(culture?: string): void {
  if (culture) entries.delete(culture);
  else entries.clear();
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
      console.warn(`[pim] dropped malformed product ${String(id)} (${envelope.Culture}): ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    }
  }
  return { ...envelope, Products: products };
}
