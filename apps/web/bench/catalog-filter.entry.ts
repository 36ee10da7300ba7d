// Runs inside Chromium (bundled by catalog-filter.mjs): the real filter and cache code over a generated catalogue.
import { ALLERGENS, type RawProduct } from '@qilak/pim-contract';
import {
  joinVariants,
  toBrowserCatalog,
  type BrowserCatalog,
  deriveCatalog,
  applyFilters,
  buildIndex,
  emptyFilters,
  pageOf,
  toggleFacetValue,
  type CatalogFilters,
} from '../src/features/catalog/query';
import { allergens, categoryData, rawProduct, rawVariant } from '../src/features/catalog/query/fixtures';
import Dexie from 'dexie';
import { CatalogDb, readCache, reloadCache } from '../src/features/catalog/cache';

/** mulberry32: the same catalogue every run. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'Cold-water prawns',
  'Greenland halibut',
  'Snow crab',
  'Atlantic cod',
  'Lumpfish roe',
  'Scallops',
  'Arctic char',
  'Redfish',
  'Atlantic salmon',
  'Haddock',
  'Mackerel',
  'Saithe',
];
const FORMS = [
  'cooked and peeled',
  'raw, shell-on',
  'fillets, skinless',
  'loins',
  'portions',
  'whole, gutted',
  'clusters',
  'meat',
];

function generate(variantCount: number) {
  const random = rng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const category = categoryData();
  const species = category.Species.map((s) => s.SpecieId);
  const products: RawProduct[] = [];
  let item = 100000;
  for (let p = 0; products.reduce((n, x) => n + x.Variants.length, 0) < variantCount; p++) {
    const specie = pick(species);
    const spec = category.Species.find((s) => s.SpecieId === specie)!.Specifications[0]!.SpecificationId;
    const variants = Array.from({ length: 5 }, (_, v) =>
      rawVariant({
        VariantId: `V-${p}-${v}`,
        ItemNumber: item++,
        SortOrder: v,
        StorageConditionId: pick(['SC-FROZEN', 'SC-CHILLED']),
        PackagingTypeId: pick(['PT-BOX', 'PT-BAG']),
        Certificates:
          random() < 0.6
            ? [{ Name: 'MSC', CertificateNumber: `MSC-${p}` }]
            : random() < 0.5
              ? [{ Name: 'FrozenAtSea', CertificateNumber: null }]
              : [],
        Allergens: allergens(
          Object.fromEntries(
            ALLERGENS.filter(() => random() < 0.15).map((a) => [a, random() < 0.5 ? 'Contains' : 'MayContain']),
          ),
        ),
      }),
    );
    products.push(
      rawProduct({
        ProductId: `P-${10000 + p}`,
        SpecieId: specie,
        SpecificationId: spec,
        BrandId: pick(['B-QILAK', 'B-ARCTIC']),
        CatchingAreaIds: [pick(['CA-WG', 'CA-EG'])],
        NameOne: pick(WORDS),
        NameTwo: pick(FORMS),
        NameThree: random() < 0.3 ? `${pick(WORDS)} ${Math.floor(random() * 20) + 1} kg` : null,
        Variants: variants,
      }),
    );
  }
  return deriveCatalog({ Culture: 'en-GB', LastChanged: '2026-01-01T00:00:00.000Z', Products: products }, category, {
    Attributes: [],
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    keystrokes: samples.length,
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1]!,
  };
}

/** Types queries letter by letter (each keystroke: filter, facet counts, sort order, first page) under several facet states. */
export function run(variantCount: number) {
  const catalog = generate(variantCount);
  const t0 = performance.now();
  const index = buildIndex(catalog.variants, 'en');
  const indexMs = performance.now() - t0;
  const scenarios: [string, CatalogFilters][] = [
    ['no facets', emptyFilters()],
    [
      'species + MSC + free from Fish',
      toggleFacetValue(
        toggleFacetValue(toggleFacetValue(emptyFilters(), 'species', 'SP-PRAWN'), 'cert', 'MSC'),
        'free',
        'Fish',
      ),
    ],
    [
      'sorted by title, two brands',
      { ...toggleFacetValue(toggleFacetValue(emptyFilters(), 'brand', 'B-QILAK'), 'brand', 'B-ARCTIC'), sort: 'title' },
    ],
  ];
  const queries = ['cold water prawns', 'halibut loins', '1004', 'snow crab clusters'];
  const samples: number[] = [];
  const perScenario: Record<string, ReturnType<typeof stats>> = {};
  // Loading the catalogue leaves garbage behind; collect it so a pause from loading is not billed to typing.
  (globalThis as { gc?: () => void }).gc?.();
  // The very first call runs cold (interpreter, no inline caches): reported on its own, then the JIT warms up.
  const c0 = performance.now();
  applyFilters(index, emptyFilters());
  const coldMs = performance.now() - c0;
  for (let i = 0; i < 30; i++) for (const [, base] of scenarios) applyFilters(index, { ...base, q: i % 2 ? '' : 'co' });
  for (const [name, base] of scenarios) {
    const own: number[] = [];
    for (const query of queries) {
      for (let i = 0; i <= query.length; i++) {
        const filters = { ...base, q: query.slice(0, i) };
        const start = performance.now();
        const result = applyFilters(index, filters);
        pageOf(result.variants, 1, 24);
        own.push(performance.now() - start);
      }
    }
    perScenario[name] = stats(own);
    samples.push(...own);
  }
  return { variants: catalog.variants.length, indexMs, coldMs, overall: stats(samples), perScenario };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Browser cache fill: the catalogue as the site's API sends it (the browser's projection, JSON text) parsed and
 * written into the real IndexedDB cache (the site's reloadCache: clear, bulk-add, version, one transaction), then
 * read back.
 */
export async function fill(variantCount: number) {
  const text = JSON.stringify(toBrowserCatalog(generate(variantCount)));
  const db = new CatalogDb(`bench-fill-${variantCount}-${Date.now()}`);
  try {
    const t0 = performance.now();
    const catalog = JSON.parse(text) as BrowserCatalog;
    const parsed = performance.now();
    await reloadCache(db, catalog);
    const filled = performance.now();
    const back = await readCache(db);
    const read = performance.now();
    return {
      variants: back?.variants.length ?? 0,
      jsonKb: Math.round(text.length / 1024),
      parseMs: round(parsed - t0),
      writeMs: round(filled - parsed),
      totalMs: round(filled - t0),
      readMs: round(read - filled),
    };
  } finally {
    db.close();
    await Dexie.delete(db.name);
  }
}

/** The same against the running site: its /api/catalog/{culture} over the network, then into IndexedDB. */
export async function fillFromSite(culture: string) {
  const db = new CatalogDb(`bench-site-${culture}-${Date.now()}`);
  try {
    const t0 = performance.now();
    const response = await fetch(`/api/catalog/${encodeURIComponent(culture)}`, {
      headers: { accept: 'application/json' },
    });
    const catalog = (await response.json()) as BrowserCatalog;
    const fetched = performance.now();
    await reloadCache(db, catalog);
    const filled = performance.now();
    return {
      variants: catalog.variants.length,
      fetchMs: round(fetched - t0),
      writeMs: round(filled - fetched),
      totalMs: round(filled - t0),
    };
  } finally {
    db.close();
    await Dexie.delete(db.name);
  }
}

/**
 * Inside a Web Worker, as the site's catalogue worker does: fetch the browser's projection, join, index and answer
 * the first filter (posted at once: the catalogue is usable from here), then fill IndexedDB (posted when done).
 */
export async function workerFill(url: string, post: (message: object) => void) {
  const t0 = performance.now();
  const response = await fetch(url);
  const catalog = (await response.json()) as BrowserCatalog;
  const parsed = performance.now();
  const variants = joinVariants(catalog);
  const index = buildIndex(variants, 'en');
  const result = applyFilters(
    index,
    toggleFacetValue(emptyFilters(), 'storage', variants[0]?.StorageConditionId ?? ''),
  );
  pageOf(result.variants, 1, 24);
  const first = performance.now();
  post({ type: 'first', variants: variants.length, fetchParseMs: round(parsed - t0), firstMs: round(first - t0) });
  const db = new CatalogDb(`bench-scale-${Date.now()}`);
  try {
    await reloadCache(db, catalog);
    post({ type: 'filled', filledMs: round(performance.now() - t0), writeMs: round(performance.now() - first) });
  } finally {
    db.close();
    await Dexie.delete(db.name);
  }
}

/**
 * On the main thread: starts the worker (the same bundle) on the scale catalogue and watches the main thread's
 * long tasks meanwhile; answers when IndexedDB is filled.
 */
export function scaleRun(bundle: string, url: string) {
  return new Promise((resolve, reject) => {
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const source = `${bundle}\nself.onmessage = (e) => catalogBench.workerFill(e.data, (m) => self.postMessage(m)).catch((err) => self.postMessage({ type: 'error', message: String(err) }));`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    let first: object | null = null;
    const t0 = performance.now();
    worker.onmessage = (event: MessageEvent<{ type: string; message?: string }>) => {
      if (event.data.type === 'first') first = { ...event.data, sinceStartMs: round(performance.now() - t0) };
      else if (event.data.type === 'error') reject(new Error(event.data.message));
      else {
        observer.disconnect();
        worker.terminate();
        resolve({
          first,
          filled: event.data,
          longTasks: longTasks.length,
          maxLongTaskMs: round(Math.max(0, ...longTasks)),
        });
      }
    };
    worker.postMessage(new URL(url, location.href).href);
  });
}
