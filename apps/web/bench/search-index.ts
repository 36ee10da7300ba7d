// The search engine in node, for `npm run bench` (section 8): per market, the index build time and the heap it
// holds, for the normal catalogue and at the product service's --scale catalogue, and the query time (p50/p95)
// over a list of buyers' queries. Not a test: prints one JSON line per measurement.
// usage: npx tsx --expose-gc bench/search-index.ts [scale...]   (run from apps/web; without --expose-gc, no heap figure)
import { MARKETS, type MarketCode } from '@qilak/markets';
import { generateCulture } from '@qilak/pim/generate';
import { deriveCatalog } from '../src/features/catalog/query';
import { MarketIndex, catalogDocuments, newsDocuments, pageDocuments, recipeDocuments } from '../src/lib/search';
import { seedContent } from '../src/lib/search/search.fixture';

const scales = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const QUERIES: Record<string, string[]> = {
  da: [
    'reje',
    'rejer kogte',
    'hellefisk',
    'hellefsk',
    '1001',
    '100101',
    'polar kitchen',
    'pandalus',
    'snekrabbe',
    'torsk filet',
  ],
  sv: ['räkor', 'kallvattenräkor', 'hälleflundra', '1001', '100101', 'torsk', 'polar kitchen', 'snökrabba'],
  de: ['Garnele', 'Garnelen gekocht', 'Heilbutt', 'Heilbut', '1001', '100101', 'Kabeljau', 'Schneekrabbe'],
  fr: ['crevette', 'crevettes nordiques', 'flétan', 'fletan', '1001', '100101', 'cabillaud', 'crabe des neiges'],
  en: ['prawn', 'cold-water prawns', 'halibut', 'halibt', '1001', '100101', 'cod fillet', 'snow crab'],
  kl: ['raaj', 'raajat', 'qaleralik', '1001', '100101', 'saarullik'],
};

/** The heap in use after a full collection; NaN without --expose-gc (a figure read between collections is noise). */
function heapMb(): number {
  const { gc } = globalThis as { gc?: () => void };
  if (!gc) return NaN;
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(market: MarketCode, scale: number) {
  const m = MARKETS.find((x) => x.code === market)!;
  const raw = generateCulture(market, { scale });
  const catalog = deriveCatalog(
    { Culture: market, LastChanged: raw.lastChanged, Products: raw.products },
    raw.category,
    raw.attributes,
  );
  const content = seedContent(m.contentLanguage);
  const documents = [
    ...pageDocuments(market, content.pages),
    ...newsDocuments(market, content.news),
    ...recipeDocuments(market, content.recipes),
    ...catalogDocuments(market, catalog),
  ];
  const before = heapMb();
  const started = performance.now();
  const index = await MarketIndex.build(m.contentLanguage, documents);
  const buildMs = performance.now() - started;
  const heap = heapMb() - before;
  const times: number[] = [];
  const queries = QUERIES[m.contentLanguage] ?? [];
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const t = performance.now();
      index.search({ q, perGroup: 5 });
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      market,
      scale,
      variants: catalog.variants.length,
      documents: index.size,
      indexed: index.indexed,
      buildMs: Math.round(buildMs),
      heapMb: Math.round(heap * 10) / 10,
      queryP50Ms: Math.round(percentile(times, 50) * 100) / 100,
      queryP95Ms: Math.round(percentile(times, 95) * 100) / 100,
      queries: times.length,
    }),
  );
}

for (const scale of scales.length ? scales : [1]) {
  // The normal catalogue: every market; at --scale: the two markets the tests use.
  const markets: MarketCode[] = scale === 1 ? MARKETS.map((x) => x.code) : ['da-DK', 'de-DE'];
  for (const market of markets) await measure(market, scale);
}
