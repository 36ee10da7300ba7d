import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type MARKET_CODES, requireMarket } from '@qilak/markets';
import { ProductDataResponseSchema } from '@qilak/pim-contract';
import { Rng, SPECIES, generateCulture, productCount } from '../src/generate';
import { createTempStore } from './helpers';

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const variantCount = (culture: Parameters<typeof generateCulture>[0], scale: number) =>
  generateCulture(culture, { scale }).products.reduce((n, p) => n + p.Variants.length, 0);

// Generating whole catalogues takes seconds on a busy machine: the generator tests get room for that.
describe('generator', { timeout: 60_000 }, () => {
  it('same seed, same bytes: two generated SQLite files are identical', () => {
    const a = createTempStore({ seed: 'determinism', scale: 0.1 });
    const b = createTempStore({ seed: 'determinism', scale: 0.1 });
    const c = createTempStore({ seed: 'another seed', scale: 0.1 });
    try {
      // Close first: the files are complete only after the WAL is checkpointed.
      for (const t of [a, b, c]) t.store.close();
      expect(sha256(a.file)).toBe(sha256(b.file));
      expect(sha256(a.file)).not.toBe(sha256(c.file));
    } finally {
      for (const t of [a, b, c]) t.dispose();
    }
  });

  it('same seed, same JSON for a culture at the default scale', () => {
    const first = JSON.stringify(generateCulture('kl-GL'));
    expect(JSON.stringify(generateCulture('kl-GL'))).toBe(first);
  });

  it('the default catalogue has 300+ products, 1,200+ variants, 12+ species', () => {
    const global = generateCulture('en-GLOBAL');
    expect(global.products.length).toBeGreaterThanOrEqual(300);
    expect(global.products.reduce((n, p) => n + p.Variants.length, 0)).toBeGreaterThanOrEqual(1200);
    expect(new Set(global.products.map((p) => p.SpecieId).filter(Boolean)).size).toBeGreaterThanOrEqual(12);
    expect(SPECIES.length).toBeGreaterThanOrEqual(12);
    ProductDataResponseSchema.parse({
      Culture: 'en-GLOBAL',
      LastChanged: global.lastChanged,
      Products: global.products,
    });
  });

  it('--scale 16 gives a large catalogue of 20,000+ variants', () => {
    expect(productCount(16)).toBe(4800);
    expect(variantCount('en-GLOBAL', 16)).toBeGreaterThanOrEqual(20000);
  });

  it('a product has the same structure in every culture; only words change', () => {
    const shape = (culture: (typeof MARKET_CODES)[number]) => {
      const p = generateCulture(culture, { scale: 0.1 }).products.find((x) => x.ProductId === 'P-1004');
      return (
        p && {
          specie: p.SpecieId,
          variants: p.Variants.map((v) => [v.VariantId, v.ItemNumber, v.Allergens]),
          name: p.NameOne,
        }
      );
    };
    const en = shape('en-GB');
    const de = shape('de-DE');
    expect(de?.variants).toEqual(en?.variants);
    expect(de?.name).toBe('Kabeljau');
    expect(en?.name).toBe('Atlantic cod');
  });

  it('markets sharing a language share texts but for their own wording; the assortment and currency differ', () => {
    const dk = generateCulture('da-DK', { scale: 0.5 });
    const gl = generateCulture('da-GL', { scale: 0.5 });
    const dkP = dk.products.find((p) => p.ProductId === 'P-1001');
    const glP = gl.products.find((p) => p.ProductId === 'P-1001');
    // Greenland's Danish says where its products come from (localize in local.ts); the rest is the same text.
    expect(glP?.TextOne?.replace(/Leveres frost fra Sisimiut[^.]*\./, '')).toBe(
      dkP?.TextOne?.replace(/Et sikkert valg for køkkener[^.]*\./, ''),
    );
    expect(glP?.NameTwo).toBe(dkP?.NameTwo);
    expect(requireMarket('da-GL').contentLanguage).toBe('da');
    expect(dk.products.map((p) => p.ProductId)).not.toEqual(gl.products.map((p) => p.ProductId));
    expect(generateCulture('en-JP', { scale: 0.1 }).secrets[0]?.CostPrice.Currency).toBe('JPY');
  });

  it('the PRNG gives golden values (a change here changes every generated catalogue)', () => {
    const rng = new Rng('fixed');
    expect([rng.int(0, 1000), rng.int(0, 1000), rng.token(6)]).toEqual([540, 727, 'QZCKOF']);
  });
});
