import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDataResponseSchema, UpdateStatusResponseSchema } from '@qilak/pim-contract';
import { applyEdit, nextLastChanged } from '../src/store';
import { TEST_KEY, createTempStore, get, routeUrl, startApp, type RunningApp, type TempStore } from './helpers';

const run = promisify(execFile);
const appDir = resolve(import.meta.dirname, '..');
const tsx = resolve(appDir, '../../node_modules/.bin/tsx');

describe('nextLastChanged', () => {
  it('moves to now, or 1 ms past the previous value when the clock is behind', () => {
    expect(nextLastChanged('2026-01-01T00:00:00.000Z', new Date('2026-02-01T00:00:00.000Z'))).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(nextLastChanged('2026-03-01T00:00:00.000Z', new Date('2026-02-01T00:00:00.000Z'))).toBe(
      '2026-03-01T00:00:00.001Z',
    );
  });
});

describe('store edits', () => {
  let temp: TempStore;
  beforeAll(() => {
    temp = createTempStore({ cultures: ['en-GLOBAL', 'da-DK', 'sv-SE'] });
  });
  afterAll(() => temp.dispose());

  it('an edit in one culture moves only that culture', () => {
    const before = temp.store.status('sv-SE');
    const result = temp.store.editProduct({
      productId: 'P-1001',
      cultures: ['da-DK'],
      field: 'NameThree',
      value: 'Kongerejer',
      now: new Date('2026-05-01T10:00:00.000Z'),
    });
    expect(result.cultures).toEqual([{ culture: 'da-DK', lastChanged: '2026-05-01T10:00:00.000Z', revision: 2 }]);
    expect(temp.store.getProduct('da-DK', 'P-1001')?.NameThree).toBe('Kongerejer');
    expect(temp.store.status('sv-SE')).toEqual(before);
  });

  it('without cultures an edit touches every culture that sells the product', () => {
    const result = temp.store.editProduct({
      productId: 'P-1002',
      variantId: 'V-100201',
      field: 'ItemNumber',
      value: 100299,
      now: new Date('2026-05-02T00:00:00.000Z'),
    });
    expect(result.cultures.map((c) => c.culture).sort()).toEqual(['da-DK', 'en-GLOBAL', 'sv-SE']);
    expect(temp.store.getProduct('sv-SE', 'P-1002')?.Variants[0]?.ItemNumber).toBe(100299);
  });

  it('refuses unknown products, fields, variants and cultures without changing anything', () => {
    const before = temp.store.status('da-DK');
    expect(() => temp.store.editProduct({ productId: 'P-9999', field: 'NameOne', value: 'x' })).toThrow(
      /does not exist/,
    );
    expect(() => temp.store.editProduct({ productId: 'P-1001', field: 'Variants', value: 'x' })).toThrow(
      /cannot be edited/,
    );
    expect(() => temp.store.editProduct({ productId: 'P-1001', variantId: 'V-1', field: 'Ean', value: 'x' })).toThrow(
      /not part of/,
    );
    expect(() =>
      temp.store.editProduct({ productId: 'P-1001', cultures: ['fr-FR'], field: 'NameOne', value: 'x' }),
    ).toThrow(/not sold/);
    expect(() =>
      applyEdit(temp.store.getProduct('da-DK', 'P-1001')!, { productId: 'P-1001', field: 'NameOne', value: null }),
    ).toThrow(/empty/);
    expect(temp.store.status('da-DK')).toEqual(before);
  });
});

describe('edit-product command against a running service (the site cache-reload rule, end to end)', () => {
  let temp: TempStore;
  let running: RunningApp;
  beforeAll(async () => {
    temp = createTempStore({ cultures: ['da-DK', 'en-GB'] });
    running = await startApp({ store: temp.store });
  });
  afterAll(async () => {
    await running.close();
    temp.dispose();
  });

  const status = async (culture: string) =>
    UpdateStatusResponseSchema.parse(
      (await get(routeUrl(running.baseUrl, 'GetUpdateStatus', { code: TEST_KEY, culture, type: 'product' }))).json(),
    );
  /** The editors' tool, another process on the same database file: P-1001's name in da-DK. */
  const renameInDa = (value: string) =>
    run(
      tsx,
      [
        'scripts/edit-product.ts',
        '--db',
        temp.file,
        '--product',
        'P-1001',
        '--culture',
        'da-DK',
        '--field',
        'NameOne',
        '--value',
        value,
      ],
      { cwd: appDir },
    );
  const products = (culture: string, headers: Record<string, string> = {}) =>
    get(routeUrl(running.baseUrl, 'GetProductData', { code: TEST_KEY, culture }), headers);

  it('moves LastChanged of the edited culture, serves the new value and a new ETag; other cultures keep theirs', async () => {
    const daBefore = await status('da-DK');
    const gbBefore = await status('en-GB');
    const first = await products('da-DK');
    const etag = String(first.headers['etag']);
    expect((await products('da-DK', { 'if-none-match': etag })).status).toBe(304);

    const { stdout } = await renameInDa('Grønlandske rejer');
    expect(stdout).toMatch(/P-1001 NameOne edited in da-DK/);

    const daAfter = await status('da-DK');
    expect(Date.parse(daAfter.LastChanged)).toBeGreaterThan(Date.parse(daBefore.LastChanged));
    expect(await status('en-GB')).toEqual(gbBefore);

    const again = await products('da-DK', { 'if-none-match': etag });
    expect(again.status).toBe(200);
    expect(again.headers['etag']).not.toBe(etag);
    const body = ProductDataResponseSchema.parse(again.json());
    expect(body.LastChanged).toBe(daAfter.LastChanged);
    expect(body.Products.find((p) => p.ProductId === 'P-1001')?.NameOne).toBe('Grønlandske rejer');
  }, 30_000);

  it("revalidates a page of products by its weak ETag: after an edit only the edited product's page comes back", async () => {
    const page = (offset: number, headers: Record<string, string> = {}) =>
      get(
        routeUrl(running.baseUrl, 'GetProductData', {
          code: TEST_KEY,
          culture: 'da-DK',
          offset: String(offset),
          limit: '5',
        }),
        headers,
      );
    const before: { etag: string; ids: string[] }[] = [];
    for (let offset = 0; ; offset += 5) {
      const res = await page(offset);
      const ids = ProductDataResponseSchema.parse(res.json()).Products.map((p) => p.ProductId);
      if (ids.length === 0) break;
      expect(String(res.headers['etag'])).toMatch(/^W\/"[\w-]+"$/);
      before.push({ etag: String(res.headers['etag']), ids });
    }
    expect(before.length).toBeGreaterThan(2);
    const edited = before.findIndex((p) => p.ids.includes('P-1001'));
    expect(edited).toBeGreaterThanOrEqual(0);

    await renameInDa('Rejer fra Diskobugten');

    const after = [];
    for (const [index, { etag }] of before.entries()) {
      const res = await page(index * 5, { 'if-none-match': etag });
      after.push({ status: res.status, etag: String(res.headers['etag']), bytes: res.raw.length, res });
    }
    // LastChanged moved for the whole culture; only the edited product's page differs and comes back in full.
    expect(after.map((a) => a.status)).toEqual(before.map((_, index) => (index === edited ? 200 : 304)));
    expect(after.map((a, index) => a.etag === before[index]!.etag)).toEqual(before.map((_, index) => index !== edited));
    expect(after.filter((a) => a.status === 304).every((a) => a.bytes === 0)).toBe(true);
    const body = ProductDataResponseSchema.parse(after[edited]!.res.json());
    expect(body.Products.find((p) => p.ProductId === 'P-1001')?.NameOne).toBe('Rejer fra Diskobugten');
  }, 30_000);

  it('the command exits non-zero and names the problem on a bad field', async () => {
    await expect(
      run(
        tsx,
        ['scripts/edit-product.ts', '--db', temp.file, '--product', 'P-1001', '--field', 'Nope', '--value', 'x'],
        { cwd: appDir },
      ),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Field Nope cannot be edited/),
    });
  }, 30_000);
});
