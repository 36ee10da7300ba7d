import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

const web = inject('webUrl');
const pim = inject('pimUrl');
const pimKey = inject('pimFunctionKey');
const pimDbFile = inject('pimDbFile');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface PimVariant {
  VariantId: string;
  ItemNumber: number | string | null;
}
interface PimProduct {
  ProductId: string;
  NameOne: string;
  NameThree: string | null;
  Variants: PimVariant[];
}

async function pimProducts(culture: string): Promise<PimProduct[]> {
  const response = await fetch(`${pim}/api/GetProductData?culture=${culture}&code=${encodeURIComponent(pimKey)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { Products: PimProduct[] }).Products;
}

const numeric = (v: PimVariant) =>
  typeof v.ItemNumber === 'number' || (typeof v.ItemNumber === 'string' && /^\d+$/.test(v.ItemNumber));

/** Waits until the catalogue browser has loaded its data and returns where it came from. */
async function catalogReady(page: Page): Promise<{ source: string; version: string; count: number }> {
  const browserEl = page.getByTestId('catalog-browser');
  await page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid="catalog-browser"]');
      return el && el.getAttribute('data-cache-source') !== 'loading';
    },
    undefined,
    { timeout: 30_000 },
  );
  return {
    source: (await browserEl.getAttribute('data-cache-source')) ?? '',
    version: (await browserEl.getAttribute('data-cache-version')) ?? '',
    count: Number(await browserEl.getAttribute('data-result-count')),
  };
}

describe('product and variant pages', () => {
  it('render their data into the HTML, readable with JavaScript disabled', async () => {
    const [product] = (await pimProducts('en-GB')).filter((p) => p.ProductId === 'P-1001');
    expect(product).toBeDefined();
    const variant = product!.Variants.find(numeric)!;
    const title = product!.NameThree ?? product!.NameOne;

    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`${web}/en-GB/p/P-1001`);
    expect(response?.status()).toBe(200);
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(title);
    await expect.poll(() => page.getByTestId('product-gallery').locator('img').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('variant-table').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('allergens').count()).toBe(1);
    expect(await page.locator('#specifications').textContent()).toMatch(/Cold-water prawn|Pandalus/i);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    // A product page describes the product as the group of its variants (they differ by size).
    expect(jsonLd['@type']).toBe('ProductGroup');
    expect(String(jsonLd.name).startsWith(title)).toBe(true);

    const variantResponse = await page.goto(`${web}/en-GB/p/P-1001/v/${variant.ItemNumber}`);
    expect(variantResponse?.status()).toBe(200);
    expect(await page.getByTestId('item-number').textContent()).toContain(String(variant.ItemNumber));
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(title);
    const variantLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(variantLd.sku).toBe(String(variant.ItemNumber));
    await context.close();
  });

  it('answers an unknown product id or item number with the 404 page', async () => {
    expect((await get(`${web}/en-GB/p/P-999999`)).status).toBe(404);
    expect((await get(`${web}/en-GB/p/P-1001/v/1`)).status).toBe(404);
    expect((await get(`${web}/en-GB/p/P-1001/v/abc`)).status).toBe(404);
  });

  it('drops products without species or specification (P-1013, P-1014)', async () => {
    expect((await get(`${web}/en-GB/p/P-1013`)).status).toBe(404);
    expect((await get(`${web}/en-GB/p/P-1014`)).status).toBe(404);
  });
});

describe('recipe pages', () => {
  it('render the recipe with Recipe JSON-LD and link to its products; the product links back', async () => {
    const response = await get(`${web}/en-GB/r/prawn-open-sandwich`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const recipe = ld.find((d) => d['@type'] === 'Recipe');
    expect(recipe?.name).toMatch(/prawn/i);
    expect((recipe?.recipeIngredient as string[]).length).toBeGreaterThan(2);
    expect(html).toMatch(/data-testid="recipe-products"[\s\S]*href="\/en-GB\/p\/P-1001"/);

    const product = await (await get(`${web}/en-GB/p/P-1001`)).text();
    expect(product).toMatch(/data-testid="related-recipes"[\s\S]*href="\/en-GB\/r\/prawn-open-sandwich"/);
    expect((await get(`${web}/en-GB/r/no-such-recipe`)).status).toBe(404);
  });
});

describe('the catalogue API', () => {
  it('serves the derived catalogue compressed, with an ETag that answers 304', async () => {
    const first = await get(`${web}/api/catalog/en-GB`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const body = (await first.json()) as { culture: string; variants: { ItemNumber: number }[]; products: unknown[] };
    expect(body.culture).toBe('en-GB');
    expect(body.variants.length).toBeGreaterThan(100);
    expect(body.variants.every((v) => Number.isInteger(v.ItemNumber))).toBe(true);
    const again = await get(`${web}/api/catalog/en-GB`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(JSON.stringify(body)).not.toContain(pimKey);
  });
});

describe('the catalogue block', () => {
  it('renders the first page into the HTML and filters by facets and search in the browser', async () => {
    const html = await (await get(`${web}/en-GB/catalogue`)).text();
    expect(html).toContain('data-testid="catalog-server-list"');
    expect((html.match(/data-testid="catalog-card"/g) ?? []).length).toBe(24);

    const { page, context } = await newPage(browser);
    await page.goto(`${web}/en-GB/catalogue`);
    const all = await catalogReady(page);
    expect(all.count).toBeGreaterThan(100);

    await page.getByTestId('catalog-search').fill('prawn');
    await expect
      .poll(() => page.getByTestId('catalog-browser').getAttribute('data-result-count').then(Number))
      .toBeLessThan(all.count);
    const searched = Number(await page.getByTestId('catalog-browser').getAttribute('data-result-count'));
    expect(searched).toBeGreaterThan(0);
    const titles = await page.getByTestId('catalog-results').locator('h3').allTextContents();
    const subtitles = await page
      .getByTestId('catalog-results')
      .locator('[data-testid="catalog-card"]')
      .allTextContents();
    expect(subtitles.every((t) => /prawn/i.test(t))).toBe(true);
    expect(titles.length).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('prawn');

    // Search by item number finds exactly that variant.
    const itemNumber = await page.getByTestId('catalog-card').first().getAttribute('data-item-number');
    await page.getByTestId('catalog-search').fill(itemNumber!);
    await expect.poll(() => page.getByTestId('catalog-browser').getAttribute('data-result-count').then(Number)).toBe(1);

    // A storage-condition facet: the count beside the option is the number of results after ticking it.
    await page.getByTestId('catalog-search').fill('');
    await expect
      .poll(() => page.getByTestId('catalog-browser').getAttribute('data-result-count').then(Number))
      .toBe(all.count);
    const option = page.locator('[data-facet="storage"] label').first();
    const expected = Number((await option.textContent())?.match(/\((\d+)\)/)?.[1]);
    await option.locator('input').check();
    await expect
      .poll(() => page.getByTestId('catalog-browser').getAttribute('data-result-count').then(Number))
      .toBe(expected);
    expect(new URL(page.url()).searchParams.get('storage')).toBeTruthy();

    // Filters live in the URL: a fresh load of that URL shows the same result.
    const filteredUrl = page.url();
    const second = await newPage(browser);
    await second.page.goto(filteredUrl);
    const reloaded = await catalogReady(second.page);
    expect(reloaded.count).toBe(expected);
    await second.context.close();
    await context.close();
  });
});

describe('my catalogue', () => {
  it('adds a product and a variant, lists them and prints only them', async () => {
    const products = await pimProducts('en-GB');
    const p2 = products.find((p) => p.ProductId === 'P-1002')!;
    const variant = p2.Variants.filter(numeric);
    expect(variant.length).toBeGreaterThan(1);

    const { page, context } = await newPage(browser);
    await page.goto(`${web}/en-GB/p/P-1001`);
    await page.getByTestId('add-to-my-catalog').click();
    await expect.poll(() => page.getByTestId('add-to-my-catalog').getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${web}/en-GB/p/P-1002/v/${variant[0]!.ItemNumber}`);
    await page.getByTestId('add-to-my-catalog').click();
    await expect.poll(() => page.getByTestId('add-to-my-catalog').getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${web}/en-GB/my-catalogue`);
    await expect
      .poll(() => page.getByTestId('my-catalog').locator('[data-testid="catalog-card"]').count(), { timeout: 30_000 })
      .toBe(2);

    await page.getByTestId('print-my-catalog').click();
    await page.waitForURL(/print-catalog\?selection=mine/);
    await page.getByTestId('print-selection-style').waitFor({ state: 'attached' });
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByTestId('print-button').isVisible()).toBe(true);
    expect(await page.getByTestId('print-market').textContent()).toBe('United Kingdom');
    const visible = await page
      .locator('[data-print-product]')
      .evaluateAll((sections) =>
        sections.filter((s) => getComputedStyle(s).display !== 'none').map((s) => s.getAttribute('data-print-product')),
      );
    expect(visible.sort()).toEqual(['P-1001', 'P-1002']);
    const rows = await page
      .locator('[data-print-product="P-1002"] [data-print-variant]')
      .evaluateAll((trs) =>
        trs.filter((tr) => getComputedStyle(tr).display !== 'none').map((tr) => tr.getAttribute('data-print-variant')),
      );
    expect(rows).toEqual([String(variant[0]!.ItemNumber)]);

    // On paper the screen-only controls are gone and every product starts a new A4 page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('print-button').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await context.close();
  });

  it('the whole market catalogue prints without a selection', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/en-GB/print-catalog`);
    expect(await page.getByTestId('print-title').textContent()).toBe('Product catalogue');
    const shown = await page
      .locator('[data-print-product]')
      .evaluateAll((s) => s.filter((e) => getComputedStyle(e).display !== 'none').length);
    expect(shown).toBeGreaterThan(20);
    await context.close();
  });
});

describe('the browser product cache', () => {
  it('reloads after the product service data changes, and not before', async () => {
    const culture = 'en-US';
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/${culture}/catalogue`);
    const first = await catalogReady(page);
    expect(first.source).toBe('reloaded');

    await page.reload();
    const unchanged = await catalogReady(page);
    expect(unchanged.source).toBe('cache');
    expect(unchanged.version).toBe(first.version);

    // TextTwo is shown nowhere, so other tests' pages stay as they were; LastChanged moves all the same.
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'apps/pim/dist/edit-product.js'),
        '--product',
        'P-1012',
        '--culture',
        culture,
        '--field',
        'TextTwo',
        '--value',
        `edited ${Date.now()}`,
        '--db',
        pimDbFile,
      ],
      {
        cwd: ROOT,
        stdio: 'pipe',
      },
    );

    await page.reload();
    const changed = await catalogReady(page);
    expect(changed.source).toBe('reloaded');
    expect(Date.parse(changed.version)).toBeGreaterThan(Date.parse(first.version));

    await page.reload();
    const after = await catalogReady(page);
    expect(after.source).toBe('cache');
    expect(after.version).toBe(changed.version);
    const versions = await page.evaluate(
      () =>
        new Promise<{ timestamp: string; culture: string }[]>((resolve, reject) => {
          const open = indexedDB.open('QilakSeafood');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('dbVersion').objectStore('dbVersion').getAll();
            request.onsuccess = () => resolve(request.result as { timestamp: string; culture: string }[]);
            request.onerror = () => reject(request.error);
          };
        }),
    );
    expect(versions).toEqual([expect.objectContaining({ timestamp: changed.version, culture })]);
    await context.close();
  });
});
