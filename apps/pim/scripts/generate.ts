import { rmSync } from 'node:fs';
import { isMarketCode, MARKET_CODES, type MarketCode } from '@qilak/markets';
import { loadConfig } from '../src/config';
import { DEFAULT_SEED } from '../src/generate';
import { openStore, writeCatalogue } from '../src/store';
import { parseArgs } from 'node:util';
import { fail, withUsage } from './cli';

const USAGE = `Writes a fresh generated catalogue into a SQLite file (replacing it).
usage: generate [--out file] [--scale N] [--seed text] [--cultures da-DK,en-GB]
  --out       default: PIM_DB_FILE or apps/pim/var/pim.db
  --scale     products = 300 x N (default 1; 16 gives 20,000+ variants in en-GLOBAL)
  --seed      default: ${DEFAULT_SEED}
  --cultures  default: all ${MARKET_CODES.length} markets`;

const flags = withUsage(
  USAGE,
  () =>
    parseArgs({
      options: {
        out: { type: 'string' },
        scale: { type: 'string' },
        seed: { type: 'string' },
        cultures: { type: 'string' },
      },
      strict: true,
    }).values,
);

const out = flags.out ?? loadConfig().dbFile;
const scale = Number(flags.scale ?? 1);
if (!Number.isFinite(scale) || scale <= 0) fail(`--scale must be a positive number, got "${flags.scale}"`);
const cultures: MarketCode[] = [];
for (const code of flags.cultures ? flags.cultures.split(',').map((c) => c.trim()) : MARKET_CODES) {
  if (!isMarketCode(code)) fail(`Unknown culture "${code}"; expected one of ${MARKET_CODES.join(', ')}`);
  cultures.push(code);
}

const started = performance.now();
for (const suffix of ['', '-wal', '-shm']) rmSync(out + suffix, { force: true });
const store = openStore(out);
const summary = writeCatalogue(store, { scale, seed: flags.seed ?? DEFAULT_SEED, cultures });
store.close();
const ms = Math.round(performance.now() - started);
console.log(
  `wrote ${out}: ${summary.cultures.length} cultures, ${summary.products} product rows, ${summary.variants} variant rows in ${ms} ms`,
);
