import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, holdRequests, launchBrowser, newPage } from './browser';
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
      // Loaded, and the browser cache written (the list is usable before; a reload must find the cache full).
      return (
        el && el.getAttribute('data-cache-source') !== 'loading' && el.getAttribute('data-cache-filled') !== 'pending'
      );
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

const resultCount = (page: Page) => page.getByTestId('catalog-browser').getAttribute('data-result-count').then(Number);
const productCount = (page: Page) =>
  page.getByTestId('catalog-browser').getAttribute('data-product-count').then(Number);

describe('the catalogue block', () => {
  it('renders the first screen of product cards, with their variants, into the HTML', async () => {
    const html = await (await get(`${web}/en-GB/catalogue`)).text();
    expect(html).toContain('data-testid="catalog-server-list"');
    const cards = html.match(/data-testid="catalog-card"/g) ?? [];
    expect(cards.length).toBe(24);
    // One card per product, each listing item numbers of its variants.
    const ids = [...html.matchAll(/data-testid="catalog-card" data-product-id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect((html.match(/data-item-number="\d+"/g) ?? []).length).toBeGreaterThan(24);
    expect(html).toMatch(/href="\/en-GB\/p\/P-\d+\/v\/\d+"/);
  });

  it('filters by facets and search in the browser, and keeps the filters in the URL', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/en-GB/catalogue`);
    const all = await catalogReady(page);
    expect(all.count).toBeGreaterThan(100);
    expect(await productCount(page)).toBeLessThan(all.count);

    await page.getByTestId('catalog-search').fill('prawn');
    await expect.poll(() => resultCount(page)).toBeLessThan(all.count);
    expect(await resultCount(page)).toBeGreaterThan(0);
    const cards = await page.getByTestId('catalog-results').locator('[data-testid="catalog-card"]').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((t) => /prawn/i.test(t))).toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe('prawn');

    // A storage-condition facet: the count beside the option is the number of results after ticking it.
    await page.getByTestId('catalog-search').fill('');
    await expect.poll(() => resultCount(page)).toBe(all.count);
    const option = page.locator('[data-facet="storage"] label').first();
    const expected = Number((await option.textContent())?.match(/\((\d+)\)/)?.[1]);
    await option.locator('input').check();
    await expect.poll(() => resultCount(page)).toBe(expected);
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

  it('search by a whole item number marks that variant and Enter goes to it', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/en-GB/catalogue`);
    await catalogReady(page);
    const line = page.locator('[data-testid="catalog-card"] [data-item-number]').nth(1);
    const itemNumber = (await line.getAttribute('data-item-number'))!;
    const productId = await page
      .locator('[data-testid="catalog-card"]', { has: page.locator(`[data-item-number="${itemNumber}"]`) })
      .getAttribute('data-product-id');
    await page.getByTestId('catalog-search').fill(itemNumber);
    await expect.poll(() => resultCount(page)).toBe(1);
    const exact = page.locator(`[data-item-number="${itemNumber}"][data-exact]`);
    await exact.waitFor();
    expect(await exact.locator('a').getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('catalog-exact').locator('a').getAttribute('href')).toBe(
      `/en-GB/p/${productId}/v/${itemNumber}`,
    );
    await page.getByTestId('catalog-search').press('Enter');
    await page.waitForURL(`**/en-GB/p/${productId}/v/${itemNumber}`);
    expect(await page.getByTestId('item-number').textContent()).toContain(itemNumber);
    await context.close();
  });

  // A long scenario (sheet, chips, view switch, reload, two axe runs): room for a busy machine.
  it(
    'on a phone: products first, filters in a sheet with the match count, active filters as chips',
    { timeout: 150_000 },
    async () => {
      const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
      await page.goto(`${web}/da-DK/produkter/katalog`);
      await catalogReady(page);
      // Products come first: the facets are not on the page until the sheet opens.
      const facets = page.getByTestId('catalog-facets');
      expect(await facets.isVisible()).toBe(false);
      const firstCard = await page.getByTestId('catalog-card').first().boundingBox();
      expect(firstCard!.y).toBeLessThan(844);
      expect(
        await page.locator('[data-testid="catalog-card"]').first().locator('[data-item-number]').count(),
      ).toBeGreaterThan(0);

      // Keyboard: the filter button opens the sheet as a modal dialog, Escape closes it and focus returns.
      const button = page.getByTestId('catalog-filter-button');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => facets.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('catalog-filters');
      expect(await page.getByRole('dialog', { name: 'Filtre' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // Ticking a species: the sheet's button says how many products match.
      const species = facets.locator('[data-facet="species"] input').first();
      const label = (await facets
        .locator('[data-facet="species"] label')
        .first()
        .locator('span')
        .first()
        .textContent())!;
      await species.check();
      await expect.poll(() => new URL(page.url()).searchParams.get('species')).toBeTruthy();
      await expect
        .poll(async () =>
          Number((await page.getByTestId('catalog-show-results').textContent())?.match(/\d+/)?.[0] ?? -1),
        )
        .toBe(await productCount(page));
      await page.keyboard.press('Escape');
      await expect.poll(() => facets.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'catalog-filter-button',
      );
      expect(await button.textContent()).toContain('(1)');

      // The active filter is a chip; removing it clears the filter and the URL.
      const chip = page.getByRole('button', { name: `Fjern filteret ${label}` });
      expect(await chip.isVisible()).toBe(true);
      const filtered = await resultCount(page);
      await chip.click();
      await expect.poll(() => resultCount(page)).toBeGreaterThan(filtered);
      expect(new URL(page.url()).searchParams.get('species')).toBeNull();
      expect(await page.getByTestId('catalog-chips').count()).toBe(0);

      // The item-number list for buyers who order by number, kept in the URL.
      await page.getByTestId('catalog-view-variants').click();
      await page.getByTestId('catalog-variant-rows').waitFor();
      // The table can be in the page a moment before its rows (CI once counted 0 right after it appeared).
      await expect.poll(() => page.getByTestId('catalog-variant-rows').locator('tbody tr').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).searchParams.get('view')).toBe('variants');
      expect(await page.getByTestId('catalog-view-variants').getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await catalogReady(page);
      await page.getByTestId('catalog-variant-rows').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('on a desktop the filters stay beside the grid', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${web}/da-DK/produkter/katalog`);
    await catalogReady(page);
    const facets = await page.getByTestId('catalog-facets').boundingBox();
    const grid = await page.getByTestId('catalog-results').boundingBox();
    expect(facets!.width).toBeGreaterThan(100);
    expect(facets!.x + facets!.width).toBeLessThanOrEqual(grid!.x);
    expect(await page.getByTestId('catalog-filter-button').isVisible()).toBe(false);
    await context.close();
  });

  it('answers filters from the server while a first visit still downloads the catalogue into its worker', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    // The worker's download of the whole catalogue is held for the whole test: every answer must be the server's.
    const download = await holdRequests(context, '/api/catalog/da-DK');
    const browserEl = page.getByTestId('catalog-browser');
    await page.goto(`${web}/da-DK/produkter/katalog`);
    await expect.poll(download.count, { timeout: 20_000 }).toBeGreaterThan(0);
    const unfiltered = await resultCount(page);
    const option = page.locator('[data-facet="storage"] input').first();
    const value = (await option.getAttribute('data-facet-value'))!;
    const expected = (await (await get(`${web}/api/catalog/da-DK/query?storage=${value}`)).json()) as {
      total: number;
      products: { productId: string }[];
    };
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(unfiltered);
    await option.check();
    await expect.poll(() => resultCount(page), { timeout: 10_000 }).toBe(expected.total);
    expect(await browserEl.getAttribute('data-cache-source')).toBe('loading');
    // The cards are the server's first page (the block's page size, at most the 96 asked for here).
    const shown = await page
      .getByTestId('catalog-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected.products.slice(0, shown.length).map((p) => p.productId));

    // A link with filters shows its results before the download too, not the unfiltered first screen.
    const second = await context.newPage();
    await second.goto(`${web}/da-DK/produkter/katalog?storage=${value}`);
    await expect.poll(() => resultCount(second), { timeout: 10_000 }).toBe(expected.total);
    expect(await second.getByTestId('catalog-browser').getAttribute('data-cache-source')).toBe('loading');

    // When the download lands, the worker takes over with the same answer.
    download.release();
    await page.waitForSelector('[data-testid="catalog-browser"]:not([data-cache-source="loading"])', {
      timeout: 30_000,
    });
    expect(await resultCount(page)).toBe(expected.total);
    await context.close();
  });

  it('the query API validates its input and keeps its page size bounded', async () => {
    const unknown = await get(`${web}/api/catalog/xx-XX/query`);
    expect(unknown.status).toBe(404);
    const big = await get(`${web}/api/catalog/en-GB/query?size=100000&page=99999&sort=nonsense&q=%00`);
    expect(big.status).toBe(200);
    expect(big.headers.get('cache-control')).toBe('no-store');
    const body = (await big.json()) as { products: unknown[]; page: number; pages: number };
    expect(body.products.length).toBeLessThanOrEqual(24);
    expect(body.page).toBe(body.pages);
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
          open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
          open.onsuccess = () => {
            const request = open.result.transaction('dbVersion').objectStore('dbVersion').getAll();
            request.onsuccess = () => resolve(request.result as { timestamp: string; culture: string }[]);
            request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
          };
        }),
    );
    expect(versions).toEqual([expect.objectContaining({ timestamp: changed.version, culture })]);
    await context.close();
  });
});
