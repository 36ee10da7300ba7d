import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, PIM_ROUTES, ProductDataResponseSchema } from '@qilak/pim-contract';
import type { PimStore } from '../src/store';
import { TEST_KEY, createTempStore, get, routeUrl, startApp, type RunningApp, type TempStore } from './helpers';

let temp: TempStore;
let running: RunningApp;

beforeAll(async () => {
  temp = createTempStore({ cultures: ['en-GLOBAL', 'da-DK'] });
  running = await startApp({ store: temp.store });
});

afterAll(async () => {
  await running.close();
  temp.dispose();
});

const url = (route: string, query: Record<string, string | undefined>) => routeUrl(running.baseUrl, route, query);
const ALL_ROUTES = Object.values(PIM_ROUTES);

describe('function key', () => {
  it.each(ALL_ROUTES)('%s without a code is 401 with a JSON error', async (route) => {
    const res = await get(url(route, { culture: 'da-DK', type: 'product' }));
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(res.json()).Error).toBe('Unauthorized');
  });

  it.each(ALL_ROUTES)('%s with a wrong code is 401', async (route) => {
    const res = await get(url(route, { culture: 'da-DK', type: 'product', code: `${TEST_KEY}x` }));
    expect(res.status).toBe(401);
    expect(ErrorResponseSchema.parse(res.json()).Message).toMatch(/function key/);
  });

  it('checks the key before the culture, so a bad culture does not reveal anything', async () => {
    const res = await get(url('GetProductData', { culture: 'xx-XX' }));
    expect(res.status).toBe(401);
  });

  it('health needs no key', async () => {
    const res = await get(`${running.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('bad parameters', () => {
  it.each(ALL_ROUTES)('%s with an unknown culture is 400 naming it', async (route) => {
    const res = await get(url(route, { culture: 'nb-NO', type: 'product', code: TEST_KEY }));
    expect(res.status).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body).toMatchObject({ Error: 'BadRequest', Parameter: 'culture', Value: 'nb-NO' });
    expect(body.Message).toContain('nb-NO');
  });

  it('a missing culture is 400', async () => {
    const res = await get(url('GetAttributes', { code: TEST_KEY }));
    expect(res.status).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).Parameter).toBe('culture');
  });

  it('culture codes are exact: da-dk is not da-DK', async () => {
    const res = await get(url('GetAttributes', { code: TEST_KEY, culture: 'da-dk' }));
    expect(res.status).toBe(400);
  });

  it('an unknown type is 400 naming it; a missing type is 400', async () => {
    const bad = await get(url('GetUpdateStatus', { code: TEST_KEY, culture: 'da-DK', type: 'recipe' }));
    expect(bad.status).toBe(400);
    expect(ErrorResponseSchema.parse(bad.json())).toMatchObject({ Parameter: 'type', Value: 'recipe' });
    const missing = await get(url('GetUpdateStatus', { code: TEST_KEY, culture: 'da-DK' }));
    expect(missing.status).toBe(400);
  });

  it('a repeated culture is 400, not a guess', async () => {
    const res = await get(`${url('GetAttributes', { code: TEST_KEY, culture: 'da-DK' })}&culture=en-GB`);
    expect(res.status).toBe(400);
  });

  it('a known culture without data in this store is 404', async () => {
    const res = await get(url('GetAttributes', { code: TEST_KEY, culture: 'fr-FR' }));
    expect(res.status).toBe(404);
    expect(ErrorResponseSchema.parse(res.json()).Error).toBe('NotFound');
  });

  it('an unknown route is a JSON 404', async () => {
    const res = await get(`${running.baseUrl}/api/GetRecipes?code=${TEST_KEY}`);
    expect(res.status).toBe(404);
    expect(ErrorResponseSchema.parse(res.json()).Error).toBe('NotFound');
  });
});

describe('compression and ETag', () => {
  const productUrl = () => url('GetProductData', { code: TEST_KEY, culture: 'da-DK' });

  it('compresses with gzip or brotli as asked, and sends identity otherwise', async () => {
    const gzip = await get(productUrl(), { 'accept-encoding': 'gzip' });
    const br = await get(productUrl(), { 'accept-encoding': 'br, gzip' });
    const plain = await get(productUrl(), { 'accept-encoding': 'identity' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.raw.length).toBeLessThan(plain.raw.length / 4);
    expect(gzip.text).toBe(plain.text);
    expect(br.text).toBe(plain.text);
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
  });

  it.each(ALL_ROUTES.filter((r) => r !== 'GetSecretData'))(
    '%s carries an ETag and answers If-None-Match with 304',
    async (route) => {
      const first = await get(url(route, { code: TEST_KEY, culture: 'da-DK', type: 'product' }), {
        'accept-encoding': 'gzip',
      });
      expect(first.status).toBe(200);
      const etag = first.headers['etag'];
      expect(etag).toMatch(/^"[\w-]+"$/);
      const second = await get(url(route, { code: TEST_KEY, culture: 'da-DK', type: 'product' }), {
        'if-none-match': String(etag),
      });
      expect(second.status).toBe(304);
      expect(second.raw.length).toBe(0);
      expect(second.headers['etag']).toBe(etag);
    },
  );

  it('a stale If-None-Match gets the full body', async () => {
    const res = await get(productUrl(), { 'if-none-match': '"stale"' });
    expect(res.status).toBe(200);
    expect(res.raw.length).toBeGreaterThan(1000);
  });

  it('the same ETag for every encoding of the same data, a different one per culture', async () => {
    const a = await get(productUrl(), { 'accept-encoding': 'gzip' });
    const b = await get(productUrl(), { 'accept-encoding': 'identity' });
    const other = await get(url('GetProductData', { code: TEST_KEY, culture: 'en-GLOBAL' }));
    expect(a.headers['etag']).toBe(b.headers['etag']);
    expect(other.headers['etag']).not.toBe(a.headers['etag']);
  });
});

describe('GetProductData in pages (offset, limit)', () => {
  const page = (query: Record<string, string>) =>
    get(url('GetProductData', { code: TEST_KEY, culture: 'da-DK', ...query }), { 'accept-encoding': 'gzip' });

  it('sends the whole assortment page by page, in catalogue order, with its total and LastChanged', async () => {
    const whole = (await get(url('GetProductData', { code: TEST_KEY, culture: 'da-DK' }))).json() as {
      LastChanged: string;
      Products: { ProductId: string }[];
    };
    const ids: string[] = [];
    for (let offset = 0; ; offset += 7) {
      const res = await page({ offset: String(offset), limit: '7' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      const body = ProductDataResponseSchema.parse(res.json());
      expect(body.Total).toBe(whole.Products.length);
      expect(body.LastChanged).toBe(whole.LastChanged);
      ids.push(...body.Products.map((p) => p.ProductId));
      if (body.Products.length < 7) break;
    }
    expect(ids).toEqual(whole.Products.map((p) => p.ProductId));
  });

  it('answers an empty page past the end, and 400 for a bad offset or limit', async () => {
    const past = ProductDataResponseSchema.parse((await page({ offset: '100000', limit: '10' })).json());
    expect(past.Products).toEqual([]);
    const bad: Record<string, string>[] = [
      { limit: '0' },
      { limit: '1001' },
      { offset: '-1', limit: '5' },
      { offset: 'x', limit: '5' },
      { offset: '3' },
    ];
    for (const query of bad) {
      const res = await page(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(ErrorResponseSchema.parse(res.json()).Error).toBe('BadRequest');
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a JSON body and a log line, and the service keeps serving', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const broken: PimStore = new Proxy(temp.store, {
      get(target, prop, receiver) {
        if (prop === 'productDocs') {
          return () => {
            throw new Error('disk on fire');
          };
        }
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const app = await startApp({ store: broken, logger: { level: 'error', stream } });
    try {
      const res = await get(routeUrl(app.baseUrl, 'GetProductData', { code: TEST_KEY, culture: 'da-DK' }));
      expect(res.status).toBe(500);
      const body = ErrorResponseSchema.parse(res.json());
      expect(body.Error).toBe('InternalError');
      expect(body.Message).not.toContain('disk on fire');
      const logged = lines.join('');
      expect(logged).toContain('disk on fire');
      expect(logged).not.toContain(TEST_KEY);
      const after = await get(routeUrl(app.baseUrl, 'GetAttributes', { code: TEST_KEY, culture: 'da-DK' }));
      expect(after.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
