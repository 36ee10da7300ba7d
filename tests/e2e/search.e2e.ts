// Site search as buyers use it, in production mode (APP_ENV=production, the e2e setup's second web instance):
// the results page server-rendered per market and language, the header box with its suggestions and keyboard
// use, the API's answers to bad input, and a publish in the CMS that search finds within seconds.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage } from './browser';
import { get } from './http';
import { adminLogin, createAndPublish } from '../support/cms-admin.mjs';

const prod = inject('prodWebUrl');
const web = inject('webUrl');
const cms = inject('cmsUrl');
const pim = inject('pimUrl');
const ROOT = path.resolve(import.meta.dirname, '../..');
vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;

/** Asks until the market's index answers (it is built at start, off the request path). */
async function ready(origin: string, market: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const status = await get(`${origin}/api/search/${market}?q=a`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    // Slowly: these asks count against the API's per-address limit like the suggestions that follow.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`search for ${market} at ${origin} did not answer within 120 s`);
}

/** Renders a page until it answers below 500: on a loaded machine a cold render can outlast the upstream timeout. */
async function warm(url: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const status = await get(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (status > 0 && status < 500) return;
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const market of ['da-DK', 'de-DE', 'fr-FR']) await ready(prod, market);
  for (const path of ['/da-DK', '/de-DE', '/fr-FR', '/da-DK/soeg?q=reje', '/de-DE/suche?q=a', '/fr-FR/recherche?q=a'])
    await warm(`${prod}${path}`);
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

async function visit(url: string, width = 1280, options: { bypassCSP?: boolean; javaScriptEnabled?: boolean } = {}) {
  const { page, context } = await newPage(browser, { viewport: { width, height: 900 }, ...options });
  page.setDefaultTimeout(45_000);
  await page.goto(url);
  return { page, close: () => context.close() };
}

/**
 * Answers the consent banner of a first visit in production ("necessary only"): it takes the focus when it opens,
 * which would close the suggestion list and take the next keys.
 */
async function answerConsent(page: Page): Promise<void> {
  const necessary = page.locator('button[data-role="necessary"]');
  await necessary.waitFor({ timeout: 15_000 }).catch(() => undefined);
  if (await necessary.isVisible()) await necessary.click();
  await page
    .locator('#cc-main .cm')
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
}

/** The titles of one kind's results on a server-rendered results page (no JavaScript). */
async function resultTitles(page: Page, kind: string): Promise<string[]> {
  return page.locator(`[data-search-group="${kind}"] [data-search-hit] > a`).allTextContents();
}

describe('the results page, server-rendered, works without JavaScript (SEARCH-RESULTS, SEARCH-INDEX, SEARCH-LANGUAGE)', () => {
  it('da-DK "reje" lists the cold-water prawn products first', async () => {
    const { page, close } = await visit(`${prod}/da-DK/soeg?q=reje`, 1280, { javaScriptEnabled: false });
    const groups = await page
      .locator('[data-search-group]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-search-group')));
    expect(groups[0], await page.locator('main').innerText()).toBe('product');
    const products = await resultTitles(page, 'product');
    expect(products[0]).toBe('Koldtvandsrejer');
    // The match is highlighted as a <mark>, never as markup taken from the query.
    expect(await page.locator('[data-search-group="product"] mark').first().textContent()).toMatch(/rej/i);
    await close();
  });

  it('is noindex, follow and cached nowhere', async () => {
    const response = await get(`${prod}/da-DK/soeg?q=reje`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  it('de-DE finds a recipe by one of its ingredients', async () => {
    const { page, close } = await visit(`${prod}/de-DE/suche?q=Sauerteigbrot`, 1280, { javaScriptEnabled: false });
    expect(await resultTitles(page, 'recipe')).toContain('Klassisches Garnelen-Smørrebrød');
    await close();
  });

  it('fr-FR finds a news story by a word of its body', async () => {
    const { page, close } = await visit(`${prod}/fr-FR/recherche?q=calibreuses`, 1280, { javaScriptEnabled: false });
    // French titles set a no-break space before the colon.
    const news = (await resultTitles(page, 'news')).map((t) => t.replace(/\s+/g, ' '));
    expect(news).toContain('Sisimiut : notre nouvelle ligne crevettes entre en production');
    await close();
  });

  it('filters by kind and pages through it in the URL', async () => {
    const { page, close } = await visit(`${prod}/da-DK/soeg?q=rejer`, 1280, { javaScriptEnabled: false });
    await page.locator('[data-kind-filter="item"]').click();
    await page.waitForURL(/type=item/);
    const groups = await page.locator('[data-search-group]').count();
    expect(groups).toBe(1);
    await page.locator('a[rel="next"]').click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('[data-search-hit]').count()).toBeGreaterThan(0);
    await close();
  });

  it.each([
    ['da-DK', '/da-DK/soeg', 'Vi fandt intet for', 'Se hele produktkataloget'],
    ['fr-FR', '/fr-FR/recherche', 'Aucun résultat pour', 'Parcourir le catalogue produits'],
  ])('no results in %s: said in its language, with the catalogue link', async (_market, path, said, link) => {
    const { page, close } = await visit(`${prod}${path}?q=xylofonkvartet`, 412, { javaScriptEnabled: false });
    expect(await page.locator('[data-search-empty] h2').textContent()).toContain(said);
    await expect.poll(() => page.getByRole('link', { name: link }).count()).toBe(1);
    await close();
  });

  it('no results with a near word: did-you-mean from the index', async () => {
    const { page, close } = await visit(`${prod}/da-DK/soeg?q=rejr`, 1280, { javaScriptEnabled: false });
    const suggestion = page.locator('[data-did-you-mean]');
    expect(await suggestion.count()).toBe(1);
    await suggestion.click();
    await page.waitForURL(/q=/);
    expect(await page.locator('[data-search-hit]').count()).toBeGreaterThan(0);
    await close();
  });

  it('shows hostile input as text', async () => {
    const q = '<img src=x onerror=alert(1)>';
    const response = await get(`${prod}/da-DK/soeg?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('<img src=x');
  });
});

describe('the header box (SEARCH-BOX, SEARCH-SUGGEST, SEARCH-ITEM-NUMBERS)', () => {
  it('an item number and Enter open its variant page', async () => {
    const { page, close } = await visit(`${prod}/da-DK`);
    await answerConsent(page);
    await page.keyboard.press('/');
    const box = page.locator('header [data-search-box="bar"] input');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.pressSequentially('100101');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.locator('[data-suggestion="item"]').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${prod}/da-DK/p/P-1001/v/100101`);
    await close();
  });

  it('keyboard only: suggestions by arrow keys, names for screen readers', async () => {
    const { page, close } = await visit(`${prod}/de-DE`);
    await answerConsent(page);
    const box = page.getByRole('searchbox', { name: 'Suche' }).or(page.getByRole('combobox', { name: 'Suche' }));
    await box.first().focus();
    // The word in one input event (as a paste or an input method sends it): one list, no earlier letters' lists
    // arriving after the arrow keys.
    await page.keyboard.insertText('Garnele');
    const combobox = page.getByRole('combobox', { name: 'Suche' });
    await expect.poll(() => combobox.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByRole('listbox', { name: 'Vorschläge' }).count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => combobox.getAttribute('aria-activedescendant'), { timeout: 15_000 }).toBeTruthy();
    const active = await combobox.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => combobox.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('false');
    // Escape closed the list and left the words typed.
    expect(await combobox.inputValue()).toBe('Garnele');
    // Enter without a chosen suggestion submits the form to the results page.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de-DE\/suche\?q=Garnele/);
    expect(await page.locator('[data-search-hit]').count()).toBeGreaterThan(0);
    await close();
  });

  it('on a phone it is in the menu', async () => {
    const { page, close } = await visit(`${prod}/fr-FR`, 412);
    expect(await page.locator('[data-search-box="bar"]').isVisible()).toBe(false);
    await page.locator('[data-mobile-menu-toggle]').click();
    await page.locator('[data-search-box="menu"] input').fill('crevette');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/fr-FR\/recherche\?q=crevette/);
    expect(await resultTitles(page, 'product')).toContain('Crevettes nordiques');
    await close();
  });

  for (const [label, url, width] of [
    ['results page', '/da-DK/soeg?q=reje', 1280],
    ['no-results page (phone)', '/fr-FR/recherche?q=xylofonkvartet', 412],
  ] as const) {
    it(`axe: no serious or critical violation on the ${label}`, async () => {
      const { page, close } = await visit(`${prod}${url}`, width, { bypassCSP: true });
      // The consent banner (a third-party widget, tested in production.e2e.ts) is not this page's.
      const bad = await axeViolations(page, ['#cc-main']);
      expect(bad, JSON.stringify(bad)).toEqual([]);
      await close();
    });
  }
});

describe('the API (SEARCH-API)', () => {
  const api = (path: string) => get(`${prod}/api/search/${path}`);
  it('answers a search with results grouped by kind, cacheable for a short time', async () => {
    const response = await api('da-DK?q=reje&limit=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const body = (await response.json()) as { groups: { kind: string; hits: unknown[] }[] };
    expect(body.groups[0]?.kind).toBe('product');
    expect(body.groups.every((g) => g.hits.length <= 3)).toBe(true);
  });
  it.each([
    ['da-DK?q=', 200],
    [`da-DK?q=${'x'.repeat(1000)}`, 400],
    [`da-DK?q=${encodeURIComponent('<script>alert(1)</script>')}`, 200],
    [`da-DK?q=${encodeURIComponent('.*(a+)+$[')}`, 200],
    [`da-DK?q=${encodeURIComponent('🦐🦐')}`, 200],
    ['xx-XX?q=reje', 400],
    ['da-DK?q=reje&type=recipes', 400],
    ['da-DK?q=reje&page=0', 400],
  ])('%s -> %i, never a 500, nothing reflected as markup', async (path, status) => {
    const response = await api(path);
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(text).not.toMatch(/[<>]/);
    const body = JSON.parse(text) as { error?: string };
    // A refusal says what is wrong; an answer carries no error.
    expect(status === 400 ? body.error : 'answered').toMatch(/\w/);
  });
});

describe('fresh within seconds of a publish (SEARCH-FRESH)', () => {
  it('finds a newly published page within 5 s; unpublishing removes it', async () => {
    await ready(web, 'da-DK');
    const word = `fjordsnegl${Date.now().toString(36)}`;
    const token = await adminLogin(cms, inject('adminEmail'), inject('adminPassword'));
    const documentId = await createAndPublish(cms, token, 'api::page.page', 'da-DK', {
      title: `Søgetest ${word}`,
      slug: `soegetest-${word}`,
      blocks: [
        { __component: 'blocks.colored-text', text: `Om ${word}`, color: 'ocean', size: 'medium', align: 'left' },
      ],
    });
    // The main web instance is the one the CMS's webhook calls.
    const found = async () => {
      const body = (await (await get(`${web}/api/search/da-DK?q=${word}`)).json()) as { counts: { page: number } };
      return body.counts.page;
    };
    const started = Date.now();
    await expect.poll(found, { timeout: 5000, interval: 200 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const base = `${cms}/content-manager/collection-types/api::page.page/${documentId}`;
    const unpublished = await fetch(`${base}/actions/unpublish?locale=da-DK`, { method: 'POST', headers, body: '{}' });
    expect(unpublished.ok).toBe(true);
    await expect.poll(found, { timeout: 5000, interval: 200 }).toBe(0);
    await fetch(`${base}?locale=da-DK`, { method: 'DELETE', headers });
  });
});

describe('fresh within seconds of a product-service change (PIM-NOTIFY, PIM-FRESH)', () => {
  /** Edits a product in the product service's store the way an editor's tool does (another process, same file). */
  function editName(productId: string, culture: string, value: string): void {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'apps/pim/dist/edit-product.js'),
        ...['--product', productId, '--culture', culture, '--field', 'NameOne', '--value', value],
        ...['--db', inject('pimDbFile')],
      ],
      { cwd: ROOT, stdio: 'pipe' },
    );
  }

  it('finds a renamed product through the search API within 5 s, and its page shows the new name', async () => {
    await ready(web, 'da-DK');
    const data = (await (
      await get(`${pim}/api/GetProductData?culture=da-DK&code=${encodeURIComponent(inject('pimFunctionKey'))}`)
    ).json()) as { Products: { ProductId: string; NameOne: string }[] };
    // The last product: the first ones are the prawns other tests search for.
    const product = data.Products.at(-1)!;
    const page = `${web}/da-DK/p/${product.ProductId}`;
    await warm(page);
    const word = `havkat${Date.now().toString(36)}`;
    const products = async () => {
      const body = (await (await get(`${web}/api/search/da-DK?q=${word}&type=product`)).json()) as {
        groups: { kind: string; hits: { title?: string; url?: string }[] }[];
      };
      return body.groups.find((g) => g.kind === 'product')?.hits.length ?? 0;
    };
    expect(await products()).toBe(0);
    const started = Date.now();
    editName(product.ProductId, 'da-DK', `${product.NameOne} ${word}`);
    try {
      await expect.poll(products, { timeout: 5000, interval: 200 }).toBe(1);
      expect(Date.now() - started).toBeLessThan(5000);
      await expect
        .poll(async () => (await (await get(page)).text()).includes(word), { timeout: 5000, interval: 200 })
        .toBe(true);
      // One product changed: the reload derived its page of products anew and kept the culture's other pages.
      const reloads = readFileSync(path.join(inject('logDir'), 'web.log'), 'utf8').match(
        /da-DK: (\d+) of (\d+) catalogue pages derived anew/g,
      );
      expect(reloads?.at(-1)).toMatch(/da-DK: 1 of ([2-9]|\d\d+) catalogue pages derived anew/);
      // The first page names the version and is always read in full; every other unchanged page was revalidated
      // (If-None-Match) and the product service answered 304 without its products.
      const reload = readFileSync(path.join(inject('logDir'), 'web.log'), 'utf8')
        .match(/da-DK: 1 of (\d+) catalogue pages derived anew, the rest kept \((\d+) confirmed unchanged/g)
        ?.at(-1);
      const [, pages, confirmed] = /of (\d+) .*\((\d+) confirmed/.exec(reload ?? '') ?? [];
      expect(Number(confirmed), reload).toBe(Number(pages) - 2);
      // and the search index took the changed documents in place instead of being built anew (its log line may
      // reach the file a moment after the index answers).
      const lastBuild = () =>
        readFileSync(path.join(inject('logDir'), 'web.log'), 'utf8')
          .match(/da-DK: index (?:updated in place|built)/g)
          ?.at(-1);
      await expect.poll(lastBuild, { timeout: 2000, interval: 100 }).toBe('da-DK: index updated in place');
    } finally {
      editName(product.ProductId, 'da-DK', product.NameOne);
    }
    await expect.poll(products, { timeout: 5000, interval: 200 }).toBe(0);
  });
});

// Not a check: pictures to look at (SEARCH_SCREENSHOTS=<dir>), phone and desktop, results and no results.
describe.skipIf(!process.env.SEARCH_SCREENSHOTS)('screenshots', () => {
  const shots = [
    ['header-desktop-da', '/da-DK', 1280, false],
    ['header-phone-da-menu', '/da-DK', 412, true],
    ['results-da', '/da-DK/soeg?q=reje', 1280, false],
    ['results-de-phone', '/de-DE/suche?q=Garnele', 412, false],
    ['no-results-da', '/da-DK/soeg?q=rejr', 1280, false],
    ['no-results-fr-phone', '/fr-FR/recherche?q=xylofonkvartet', 412, false],
    ['suggestions-fr', '/fr-FR', 1280, false],
  ] as const;
  for (const [name, url, width, menu] of shots) {
    it(name, async () => {
      const { page, close } = await visit(`${prod}${url}`, width);
      if (menu) await page.locator('[data-mobile-menu-toggle]').click();
      if (name === 'suggestions-fr') {
        await answerConsent(page);
        await page.keyboard.press('/');
        await page.keyboard.type('crevet');
        await page.locator('[data-suggestion]').first().waitFor();
      }
      const file = `${process.env.SEARCH_SCREENSHOTS}/${name}.png`;
      await page.screenshot({ path: file });
      expect(existsSync(file)).toBe(true);
      await close();
    });
  }
});
