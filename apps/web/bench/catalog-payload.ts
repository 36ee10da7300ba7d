// The browser cache's payload (/api/catalog/{culture}) at the product service's --scale catalogue: the whole
// derived catalogue (what the API sent before) against the browser's projection (what it sends now), as JSON,
// gzip and brotli. Not a test: prints numbers. `--out file` also writes the projection's JSON (catalog-filter.mjs
// fills the browser cache from it). usage: npx tsx apps/web/bench/catalog-payload.ts [scale] [--out file]
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { generateCulture } from '@qilak/pim/generate';
import {
  FACET_KEYS,
  deriveCatalog,
  emptyFilters,
  queryCatalog,
  querySourceOf,
  toBrowserCatalog,
  toggleFacetValue,
} from '../src/features/catalog/query';

/** Scale 18 gives about 20,000 variants in en-GB (the pim's --scale catalogue of the issue). */
const scale = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 18);
const outArg = process.argv.indexOf('--out');
const raw = generateCulture('en-GB', { scale });
const catalog = deriveCatalog(
  { Culture: raw.culture, LastChanged: raw.lastChanged, Products: raw.products },
  raw.category,
  raw.attributes,
);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const measure = (value: unknown) => {
  const json = Buffer.from(JSON.stringify(value));
  const br = brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  }).length;
  return { json: json.length, gzip: gzipSync(json).length, br };
};
const before = measure(catalog);
const listed = toBrowserCatalog(catalog);
const after = measure(listed);
if (outArg > 0) writeFileSync(process.argv[outArg + 1]!, JSON.stringify(listed));
const line = (name: string, m: ReturnType<typeof measure>) =>
  `${name}: ${mb(m.json)} JSON, ${mb(m.gzip)} gzip, ${mb(m.br)} brotli`;
console.log(
  `payload at ${catalog.variants.length} variants (scale ${scale}): ${line('whole catalogue (before)', before)}; ${line('browser projection (now)', after)}; ${(after.json / before.json).toFixed(2)} of the JSON`,
);

// The server's answer to a first-visit filter (/api/catalog/<market>/query), from the projection it holds: the first
// query of a catalogue version joins and indexes it, later ones only filter. Every facet's first option, one by one.
const since = (t: number) => Math.round((performance.now() - t) * 10) / 10;
const t0 = performance.now();
const source = querySourceOf(listed);
const first = queryCatalog(
  source,
  'en',
  toggleFacetValue(emptyFilters(), 'storage', listed.variants[0]!.StorageConditionId!),
  24,
);
const firstMs = since(t0);
const later: number[] = [];
for (const key of FACET_KEYS)
  for (const v of Object.keys(first.counts[key]).slice(0, 3)) {
    const t = performance.now();
    queryCatalog(source, 'en', toggleFacetValue(emptyFilters(), key, v), 24);
    later.push(since(t));
  }
later.sort((a, b) => a - b);
const serverQuery = {
  firstMs,
  medianMs: later[Math.floor(later.length / 2)] ?? 0,
  maxMs: later.at(-1) ?? 0,
  queries: later.length,
};
console.log(
  `server query at ${catalog.variants.length} variants: first ${firstMs} ms (joins and indexes the catalogue), then median ${serverQuery.medianMs} ms, max ${serverQuery.maxMs} ms over ${later.length} filters`,
);
console.log(JSON.stringify({ variants: catalog.variants.length, before, after, serverQuery }));
