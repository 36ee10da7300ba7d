import { MARKET_CODES, type MarketCode } from '@qilak/markets';
import { DEFAULT_SEED, generateCulture, type GenerateOptions } from '../generate';
import type { PimStore } from './store';

export interface SeedOptions extends GenerateOptions {
  cultures?: readonly MarketCode[];
}

/** Writes a generated catalogue culture by culture (keeps memory flat at large scales). */
export function writeCatalogue(
  store: PimStore,
  options: SeedOptions = {},
): { cultures: MarketCode[]; products: number; variants: number } {
  const cultures = options.cultures ?? MARKET_CODES;
  let products = 0;
  let variants = 0;
  for (const culture of cultures) {
    const catalogue = generateCulture(culture, options);
    store.writeCulture(catalogue);
    products += catalogue.products.length;
    variants += catalogue.products.reduce((n, p) => n + p.Variants.length, 0);
  }
  store.setMeta('seed', options.seed ?? DEFAULT_SEED);
  store.setMeta('scale', String(options.scale ?? 1));
  return { cultures: [...cultures], products, variants };
}

/** Seeds an empty store; a store with data is left alone so edits survive restarts. */
export function seedIfEmpty(store: PimStore, options: SeedOptions = {}): boolean {
  if (!store.isEmpty()) return false;
  writeCatalogue(store, options);
  return true;
}
