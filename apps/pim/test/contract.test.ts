import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_CODES, requireMarket } from '@qilak/markets';
import {
  AttributesResponseSchema,
  CategoryDataResponseSchema,
  ProductDataResponseSchema,
  SecretDataResponseSchema,
  UpdateStatusResponseSchema,
  type ProductDataResponse,
} from '@qilak/pim-contract';
import { createStaffTokenVerifier } from '../src/auth/staff-token';
import { EDGE_CASE_PRODUCTS } from '../src/generate';
import { TEST_KEY, createTempStore, get, routeUrl, startApp, type RunningApp, type TempStore } from './helpers';
import { TEST_AUDIENCE, TEST_ISSUER, startTestIssuer, type TestIssuer } from './jwks';

let temp: TempStore;
let running: RunningApp;
let issuer: TestIssuer;
let token: string;

beforeAll(async () => {
  temp = createTempStore();
  issuer = await startTestIssuer();
  token = await issuer.sign();
  running = await startApp({
    store: temp.store,
    staffTokens: createStaffTokenVerifier({ jwksUrl: issuer.jwksUrl, issuer: TEST_ISSUER, audience: TEST_AUDIENCE }),
  });
});

afterAll(async () => {
  await running.close();
  await issuer.close();
  temp.dispose();
});

const fetchJson = async (route: string, query: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await get(routeUrl(running.baseUrl, route, { code: TEST_KEY, ...query }), {
    'accept-encoding': 'gzip',
    ...headers,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
};

/** Parses and checks nothing was stripped: z.object drops unknown keys, so equality means no extra fields. */
function parseExact<T>(schema: { parse(value: unknown): T }, body: unknown): T {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

describe.each(MARKET_CODES)('contract in %s', (culture) => {
  it('GetProductData matches ProductDataResponse', async () => {
    const body = parseExact(ProductDataResponseSchema, await fetchJson('GetProductData', { culture }));
    expect(body.Culture).toBe(culture);
    expect(body.Products.length).toBeGreaterThan(0);
  });

  it('GetCategoryData matches CategoryDataResponse', async () => {
    const body = parseExact(CategoryDataResponseSchema, await fetchJson('GetCategoryData', { culture }));
    expect(body.Species.length).toBeGreaterThanOrEqual(12);
  });

  it('GetAttributes matches AttributesResponse', async () => {
    const body = parseExact(AttributesResponseSchema, await fetchJson('GetAttributes', { culture }));
    expect(body.Attributes.map((a) => a.Alias)).toContain('Crustaceans');
  });

  it('GetUpdateStatus matches UpdateStatusResponse and equals the product data LastChanged', async () => {
    const status = parseExact(
      UpdateStatusResponseSchema,
      await fetchJson('GetUpdateStatus', { culture, type: 'product' }),
    );
    const products = ProductDataResponseSchema.parse(await fetchJson('GetProductData', { culture }));
    expect(status.LastChanged).toBe(products.LastChanged);
  });

  it('GetSecretData matches SecretDataResponse for a signed-in staff member', async () => {
    const body = parseExact(
      SecretDataResponseSchema,
      await fetchJson('GetSecretData', { culture }, { authorization: `Bearer ${token}` }),
    );
    expect(body.Variants.length).toBeGreaterThan(0);
    expect(body.Variants[0]?.CostPrice.Amount).toBeGreaterThan(0);
  });
});

describe('catalogue content over HTTP', () => {
  let global: ProductDataResponse;
  beforeAll(async () => {
    global = ProductDataResponseSchema.parse(await fetchJson('GetProductData', { culture: 'en-GLOBAL' }));
  });

  it('serves the products the CMS recipes link to, with their species', () => {
    const expected: Record<string, string> = {
      'P-1001': 'SPC-PRW',
      'P-1002': 'SPC-GHL',
      'P-1003': 'SPC-SCR',
      'P-1004': 'SPC-COD',
      'P-1005': 'SPC-LRO',
      'P-1006': 'SPC-SCA',
      'P-1007': 'SPC-ACH',
      'P-1008': 'SPC-RED',
      'P-1009': 'SPC-SAL',
      'P-1010': 'SPC-HAD',
      'P-1011': 'SPC-MAC',
      'P-1012': 'SPC-SAI',
    };
    for (const [id, specie] of Object.entries(expected)) {
      expect(global.Products.find((p) => p.ProductId === id)?.SpecieId, id).toBe(specie);
    }
    expect(global.Products.find((p) => p.ProductId === 'P-1001')?.Variants[0]?.ItemNumber).toSatisfy(
      (n) => String(n) === '100101',
    );
  });

  it('carries the edge cases the site derivations must handle', () => {
    const byId = (id: string) => global.Products.find((p) => p.ProductId === id);
    expect(byId(EDGE_CASE_PRODUCTS.missingSpecieId)?.SpecieId).toBeNull();
    expect(byId(EDGE_CASE_PRODUCTS.missingSpecificationId)?.SpecificationId).toBeNull();
    expect(byId(EDGE_CASE_PRODUCTS.sapBrandOnly)).toMatchObject({
      BrandName: null,
      BrandId: null,
      SapBrand: 'QLK-900',
    });
    expect(byId(EDGE_CASE_PRODUCTS.noVariants)?.Variants).toEqual([]);
    expect(byId(EDGE_CASE_PRODUCTS.missingNameThree)?.NameThree).toBeNull();
    expect(byId(EDGE_CASE_PRODUCTS.noNameTwo)?.NameTwo).toBeNull();
    const items = byId(EDGE_CASE_PRODUCTS.nonNumericItemNumbers)?.Variants.map((v) => v.ItemNumber) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((n) => n === null || (typeof n === 'string' && !/^\d+$/.test(n)))).toBe(true);
    const variants = global.Products.flatMap((p) => p.Variants);
    expect(variants.some((v) => typeof v.ItemNumber === 'number')).toBe(true);
    expect(variants.some((v) => typeof v.ItemNumber === 'string' && /^\d+$/.test(v.ItemNumber))).toBe(true);
    expect(
      variants.some((v) => v.Certificates.some((c) => c.Name !== 'FrozenAtSea' && c.CertificateNumber === null)),
    ).toBe(true);
    expect(variants.some((v) => v.SizeAttributes.some((s) => s.Alias === 'TrayCount'))).toBe(true);
    expect(
      variants.every((v) => v.PackshotFrontImages.every((i) => i.Url.startsWith('/pim-media/') && i.Url.includes('?'))),
    ).toBe(true);
    expect(global.Products.flatMap((p) => p.Videos).every((v) => new URL(v.Url).search.length > 1)).toBe(true);
  });

  it('keeps internal fields out of the public product data', async () => {
    const res = await get(routeUrl(running.baseUrl, 'GetProductData', { code: TEST_KEY, culture: 'da-DK' }));
    expect(res.text).not.toMatch(/CostPrice|InternalSpecificationNotes|SupplierCode/);
  });

  it('writes names in the language of each market', async () => {
    const names = new Map<string, string>();
    for (const culture of MARKET_CODES) {
      const body = ProductDataResponseSchema.parse(await fetchJson('GetProductData', { culture }));
      names.set(
        requireMarket(culture).contentLanguage,
        body.Products.find((p) => p.ProductId === 'P-1001')?.NameOne ?? '',
      );
    }
    expect(Object.fromEntries(names)).toEqual({
      en: 'Cold-water prawns',
      da: 'Koldtvandsrejer',
      sv: 'Kallvattenräkor',
      de: 'Kaltwassergarnelen',
      fr: 'Crevettes nordiques',
      kl: 'Raajat',
    });
  });

  it('labels: kl-GL has every label in Greenlandic and TrayCount has no attribute at all', async () => {
    const body = AttributesResponseSchema.parse(await fetchJson('GetAttributes', { culture: 'kl-GL' }));
    expect(body.Attributes.filter((a) => a.DisplayName === null)).toEqual([]);
    expect(body.Attributes.find((a) => a.Alias === 'Sulphide')?.DisplayName).toBe('Sulfitit');
    expect(body.Attributes.some((a) => a.Alias === 'TrayCount')).toBe(false);
  });
});
