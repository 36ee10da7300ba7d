import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryDataResponseSchema, ErrorResponseSchema, ProductDataResponseSchema } from '@qilak/pim-contract';
import { parseDocumentPath } from '../src/documents';
import { TEST_KEY, createTempStore, get, routeUrl, startApp, type RunningApp, type TempStore } from './helpers';

let temp: TempStore;
let running: RunningApp;
const CULTURES = ['en-GLOBAL', 'da-DK', 'de-DE'] as const;

beforeAll(async () => {
  temp = createTempStore({ cultures: [...CULTURES] });
  running = await startApp({ store: temp.store });
});

afterAll(async () => {
  await running.close();
  temp.dispose();
});

const withKey = (path: string) => `${running.baseUrl}${path}?code=${TEST_KEY}`;

/** Every document URL the service hands out, from its own product and category answers. */
async function linkedDocuments(): Promise<string[]> {
  const urls = new Set<string>();
  for (const culture of CULTURES) {
    const products = ProductDataResponseSchema.parse(
      (await get(routeUrl(running.baseUrl, 'GetProductData', { culture, code: TEST_KEY }))).json(),
    );
    for (const p of products.Products) for (const d of p.Documents) urls.add(d.Url);
    const category = CategoryDataResponseSchema.parse(
      (await get(routeUrl(running.baseUrl, 'GetCategoryData', { culture, code: TEST_KEY }))).json(),
    );
    for (const s of category.Species) for (const d of s.Documents) urls.add(d.Url);
  }
  return [...urls];
}

describe('documents', () => {
  it('links only documents on its own address, and serves every one as a PDF', async () => {
    const urls = await linkedDocuments();
    const kinds = new Set(urls.map((u) => u.split('/')[3]));
    expect(kinds).toEqual(new Set(['spec-sheets', 'certificates', 'species']));
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/documents\/(spec-sheets|certificates|species)\/[^/]+\.pdf$/);
      const res = await get(withKey(url));
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.raw.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
  }, 60_000);

  it('renders a specification sheet from the product data, in the language asked', async () => {
    const products = ProductDataResponseSchema.parse(
      (await get(routeUrl(running.baseUrl, 'GetProductData', { culture: 'en-GLOBAL', code: TEST_KEY }))).json(),
    );
    const product = products.Products.find((p) => p.Documents.some((d) => d.DocumentType === 'SpecificationSheet'))!;
    const res = await get(withKey(`/api/documents/spec-sheets/${product.ProductId}-en.pdf`));
    const pdf = res.raw.toString('latin1');
    // The Info dictionary is not compressed: its title names the product.
    const title = product.NameThree ?? product.NameOne;
    expect(pdf).toContain(`(Product specification: ${title})`);
    expect(pdf).toContain('/Lang (en)');
  });

  it('sends an ETag that answers a repeated request with 304, and caching headers', async () => {
    const path = '/api/documents/species/cold-water-prawns-da.pdf';
    const first = await get(withKey(path));
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await get(withKey(path));
    expect(again.raw.equals(first.raw)).toBe(true);
    const revalidated = await get(withKey(path), { 'if-none-match': first.headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  it('moves the ETag when the product changes', async () => {
    const path = '/api/documents/spec-sheets/P-1001-da.pdf';
    const before = await get(withKey(path));
    expect(before.status).toBe(200);
    temp.store.editProduct({ productId: 'P-1001', field: 'TextOne', value: 'Ny beskrivelse', cultures: ['da-DK'] });
    const after = await get(withKey(path));
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('needs the function key', async () => {
    const res = await get(`${running.baseUrl}/api/documents/species/cold-water-prawns-da.pdf`);
    expect(res.status).toBe(401);
  });

  it.each([
    'spec-sheets/P-999999-da.pdf',
    'spec-sheets/P-1001-sv.pdf',
    'spec-sheets/P-1001-xx.pdf',
    'certificates/MSC-C-00000.pdf',
    'species/unicorn-en.pdf',
    'other/P-1001-da.pdf',
    'spec-sheets/..%2F..%2Fetc.pdf',
  ])('answers 404 with a JSON error for %s', async (path) => {
    const res = await get(withKey(`/api/documents/${path}`));
    expect(res.status).toBe(404);
    expect(ErrorResponseSchema.parse(res.json()).Error).toBe('NotFound');
  });

  it('parses only the three document kinds', () => {
    expect(parseDocumentPath('spec-sheets', 'P-1001-kl.pdf')).toEqual({
      kind: 'spec-sheet',
      productId: 'P-1001',
      lang: 'kl',
    });
    expect(parseDocumentPath('certificates', 'ASC-C-01234.pdf')).toEqual({
      kind: 'certificate',
      number: 'ASC-C-01234',
    });
    expect(parseDocumentPath('species', 'snow-crab-fr.pdf')).toEqual({
      kind: 'brochure',
      specieSlug: 'snow-crab',
      lang: 'fr',
    });
    expect(parseDocumentPath('species', 'snow-crab.pdf')).toBeNull();
  });
});
