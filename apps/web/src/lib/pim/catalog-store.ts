import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  AttributesResponseSchema,
  CategoryDataResponseSchema,
  PRODUCT_PAGE_PARAMS,
  ProductDataResponseSchema,
  RawProductSchema,
  UpdateStatusResponseSchema,
  type RawProduct,
} from '@qilak/pim-contract';
import {
  assembleCatalog,
  productDeriver,
  type Catalog,
  type DerivedProducts,
  type ProductDeriver,
} from '@/features/catalog/query';
import { limitConcurrency, runDetached, slicer, type Slicer } from '@/lib/framework/server';
import { outsideRequestBudget } from '@/lib/upstream/server';
import { prepareLookups } from './lookup';
import { pimGet, pimRevalidate } from './transport';
import { announcedVersion, onAnnouncement } from './announced';
import { logger } from '../log';

const log = logger('pim');

/**
 * One culture's catalogue, derived as its products arrived (CAT-* rules): every page of the culture shares it. The
 * product service's raw answers are not kept: each page of products is dropped once derived.
 */
interface Entry {
  catalog: Catalog;
  checkedAt: number;
  /** What each page of the load derived, for the next load to keep where the page is the same. */
  pages: DerivedPages;
}

/**
 * A load's pages, by offset, with a digest of each page's products as the service sent them (issue 33). A change in
 * the product service moves one product, yet the culture's LastChanged moves for all of it and the whole catalogue is
 * read again: 82 pages at the --scale catalogue, eleven cultures. A page whose products are the same as at the last
 * load keeps what it derived then; only the changed page is checked against the contract and derived anew.
 */
interface DerivedPages {
  /** Digest of the category data the pages were derived with: when it changes, every page is derived anew. */
  category: string;
  byOffset: Map<number, DerivedPage>;
}
interface DerivedPage extends DerivedProducts {
  /** The page's products as the service sent them: its validator (`etag …`) when it sent one, else their digest. */
  digest: string;
  /** The service's validator of the page, sent back as If-None-Match when the culture is read again. */
  etag?: string;
  /** How many products the service sent in the page (a malformed one is dropped from `products`). */
  size: number;
}

const digest = (value: unknown) =>
  createHash('sha1')
    .update(JSON.stringify(value) ?? '')
    .digest('base64');

/** How long a loaded catalogue is trusted before its LastChanged is asked again. */
const RECHECK_MS = 15_000;
/** A catalogue call's deadline: longer than a page's, as before for the whole assortment in one answer. */
const BULK_TIMEOUT_MS = 20_000;
/**
 * Products per GetProductData page: at the --scale catalogue a page is about 300 kB of JSON, parsed in a few
 * milliseconds, where the whole assortment in one answer held the event loop for seconds (issue 33).
 */
export const PRODUCT_PAGE_SIZE = 50;
/**
 * Cultures read at once: one. Every page's answer is parsed in one piece when it has arrived, and answers that arrive
 * together are parsed one after the other before any timer runs: eleven cultures at once (the warm-up) would add up
 * to one long stall. Two at a time kept the product service and this server busy at once, and on a small machine
 * the server thread then waits for a core: at the --scale catalogue its longest lag during start was 32–50 ms in
 * seven runs of bench section 7 with two, 33–47 ms (six of them 33–36) in seven with one (issue 33). One costs
 * about 3 s until ready at --scale (26 s against 23 s); a change reached search in every market as soon or sooner
 * (20–24 s against 23–26 s). A page render that needs a culture still queued waits for the loads before it (seconds
 * at --scale, while pages already cached keep being served).
 */
const oneCultureAtATime = limitConcurrency(1);
/** A catalogue that changed while its pages were read is read again from the start, this many times at most. */
const PAGED_READ_ATTEMPTS = 3;

// One store per process: Next holds separate module instances of this file for route handlers and pages, and a
// catalogue the product service's webhook reloaded in its route must be the one the pages render (PIM-FRESH).
const SLOT = Symbol.for('qilak.pim.catalog-store');
type Store = {
  entries: Map<string, Entry>;
  inFlight: Map<string, Promise<Entry>>;
  listeners: Set<(culture: string | undefined) => void>;
  followsAnnouncements?: boolean;
};
const holder = globalThis as typeof globalThis & { [SLOT]?: Store };
const store: Store = (holder[SLOT] ??= { entries: new Map(), inFlight: new Map(), listeners: new Set() });
const { entries, inFlight, listeners } = store;

// Another instance got the product service's webhook: a culture held here is reloaded now, not on its next read,
// so that the pages' next render and this instance's search index (onCatalogChange) follow within a second.
if (!store.followsAnnouncements) {
  store.followsAnnouncements = true;
  onAnnouncement((culture, lastChanged) => {
    if (!entries.has(culture)) return;
    runDetached(() => getEntry(culture, lastChanged)).catch(() => {
      // refresh() logged it and kept the last good catalogue.
    });
  });
}

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
    Date.parse(atLeast) > Date.parse(entry.catalog.lastChanged) &&
    // An announced version the service cannot deliver yet (it is down) is asked for at most once a second.
    (asked !== undefined || Date.now() - entry.checkedAt >= 1_000);
  if (entry && !stale && Date.now() - entry.checkedAt < RECHECK_MS) return Promise.resolve(entry);
  const running = inFlight.get(culture);
  if (running) return running;
  const load = refresh(culture, stale ? undefined : entry, entry).finally(() => inFlight.delete(culture));
  inFlight.set(culture, load);
  return load;
}

/** The derived catalogue (CAT-* rules) of a culture: products, variants, facet lists and labels. */
export async function getCatalog(culture: string, options: { atLeast?: string } = {}): Promise<Catalog> {
  return (await getEntry(culture, options.atLeast)).catalog;
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
      if (Date.parse(lastChanged) <= Date.parse(entry.catalog.lastChanged)) {
        entry.checkedAt = Date.now();
        return entry;
      }
    }
    // Shared work every request of the culture waits for (a few hundred pages at the --scale catalogue): each call
    // gets its own deadline, not what is left of the request that happened to start the load.
    const { catalog, pages } = await outsideRequestBudget(() =>
      oneCultureAtATime(() => loadCatalog(culture, fallback?.pages)),
    );
    const next: Entry = { catalog, checkedAt: Date.now(), pages };
    entries.set(culture, next);
    for (const listener of listeners) listener(culture);
    return next;
  } catch (error) {
    if (fallback) {
      log.error(
        `keeping the catalogue of ${culture} from ${fallback.catalog.lastChanged}: ${(error as Error).message}`,
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
type Envelope = z.infer<typeof envelopeSchema>;

/**
 * A culture's catalogue from the product service, read in pages of PRODUCT_PAGE_SIZE products and derived product by
 * product, handing the event loop back every few milliseconds: at the --scale catalogue no request waits behind its
 * parse and derivation. A page whose products are what they were at the last load (`last`) keeps what it derived
 * then. A service that does not page (no `Total` in its answer) sends the whole assortment at once, derived in the
 * same slices. When the catalogue changes between two pages, the read starts again.
 */
async function loadCatalog(
  culture: string,
  last: DerivedPages | undefined,
): Promise<{ catalog: Catalog; pages: DerivedPages }> {
  const [categoryRaw, attributesRaw] = await Promise.all([
    pimGet('GetCategoryData', { culture }, {}, BULK_TIMEOUT_MS),
    // Part of the bulk read too: the short page-call deadline let a busy moment (a search index build holding the
    // loop) fail the whole load.
    pimGet('GetAttributes', { culture }, {}, BULK_TIMEOUT_MS),
  ]);
  const category = CategoryDataResponseSchema.parse(categoryRaw);
  const attributes = AttributesResponseSchema.parse(attributesRaw);
  const categoryDigest = digest(category.Species);
  const kept = last?.category === categoryDigest ? last.byOffset : undefined;
  const slices = slicer();
  const query = (offset: number) => ({
    culture,
    [PRODUCT_PAGE_PARAMS.offset]: String(offset),
    [PRODUCT_PAGE_PARAMS.limit]: String(PRODUCT_PAGE_SIZE),
  });
  /** A page read in full: its products and the service's validator of them, if it sent one. */
  const page = async (offset: number, etag?: string) => {
    const answer = await pimRevalidate('GetProductData', query(offset), etag, BULK_TIMEOUT_MS);
    if (answer.unchanged) return undefined;
    const envelope = envelopeSchema.parse(answer.body);
    if (slices.due()) await slices.pause();
    return { envelope, etag: answer.etag };
  };
  for (let attempt = 1; ; attempt++) {
    const deriver = productDeriver(category);
    const pages: DerivedPages = { category: categoryDigest, byOffset: new Map() };
    let anew = 0;
    let confirmed = 0;
    const derive = async (offset: number, envelope: Envelope, etag: string | undefined) => {
      // A service that does not page sends the whole assortment in one answer: no digest of it in one piece.
      const productsDigest = etag ? `etag ${etag}` : envelope.Total === undefined ? '' : digest(envelope.Products);
      const before = kept?.get(offset);
      if (productsDigest !== '' && before?.digest === productsDigest) {
        pages.byOffset.set(offset, before);
        return;
      }
      anew++;
      const derived: DerivedPage = {
        digest: productsDigest,
        ...(etag ? { etag } : {}),
        size: envelope.Products.length,
        products: [],
        variants: [],
      };
      await addProducts(deriver, envelope, derived, slices);
      pages.byOffset.set(offset, derived);
    };
    // The first page in full: it names the version (LastChanged) and the number of products.
    const firstRead = (await page(0))!;
    const first = firstRead.envelope;
    await derive(0, first, firstRead.etag);
    let changed = false;
    if (first.Total !== undefined) {
      for (let offset = first.Products.length; offset < first.Total && first.Products.length > 0;) {
        // A page read before with a validator is revalidated: the service answers 304 when its products are the same.
        const before = kept?.get(offset);
        const read = await page(offset, before?.etag);
        if (!read) {
          pages.byOffset.set(offset, before!);
          confirmed++;
          offset += before!.size;
          continue;
        }
        const next = read.envelope;
        if (next.LastChanged !== first.LastChanged || next.Total !== first.Total) {
          changed = true;
          break;
        }
        if (next.Products.length === 0) break;
        await derive(offset, next, read.etag);
        offset += next.Products.length;
      }
    }
    // A 304 carries no LastChanged: the version the first page named must still be the service's, or a change
    // between two pages could have mixed two versions.
    if (!changed && confirmed > 0) {
      changed = Date.parse(await getUpdateStatus(culture)) !== Date.parse(first.LastChanged);
    }
    if (!changed) {
      const catalog = assembleCatalog(first, category, attributes, pages.byOffset.values());
      await prepareLookups(catalog);
      if (kept) {
        log.info(
          `${culture}: ${anew} of ${pages.byOffset.size} catalogue pages derived anew, the rest kept (${confirmed} confirmed unchanged by the product service without a body)`,
        );
      }
      return { catalog, pages };
    }
    if (attempt >= PAGED_READ_ATTEMPTS) {
      throw new Error(`the catalogue of ${culture} kept changing while its pages were read`);
    }
    log.info(`${culture}: the catalogue changed while its pages were read; reading it again`);
  }
}

/** Validates product by product: one malformed product is dropped with a log line, not the whole catalogue. */
async function addProducts(
  deriver: ProductDeriver,
  envelope: Envelope,
  into: DerivedProducts,
  slices: Slicer,
): Promise<void> {
  for (const candidate of envelope.Products) {
    const product = validProduct(candidate, envelope.Culture);
    if (product) deriver.derive(product, into);
    if (slices.due()) await slices.pause();
  }
}

function validProduct(candidate: unknown, culture: string): RawProduct | undefined {
  const parsed = RawProductSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const id = (candidate as { ProductId?: unknown } | null)?.ProductId;
  log.warn(
    `dropped malformed product ${String(id)} (${culture}): ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
  );
  return undefined;
}
