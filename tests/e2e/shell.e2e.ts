import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

const web = inject('webUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The progress bar's own account of what it did (NavigationChrome exposes its decisions as data attributes). */
async function barState(page: Page) {
  return page.getByTestId('progress-bar').evaluate((el: HTMLElement) => ({
    state: el.dataset.state,
    started: Number(el.dataset.started),
    finished: Number(el.dataset.finished),
    popstate: el.dataset.popstate ?? '',
    build: el.dataset.build,
  }));
}

/** Waits until every navigation the bar started has finished and the bar is hidden again. */
async function barSettled(page: Page, started: number) {
  await expect
    .poll(() => barState(page), { timeout: 10_000 })
    .toMatchObject({ state: 'idle', started, finished: started });
}

/** The shell is hydrated and listening once its bar says so. */
async function hydrated(page: Page) {
  await page.waitForSelector('[data-testid="progress-bar"][data-shell="ready"]', {
    state: 'attached',
    timeout: 20_000,
  });
}

async function addLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `go to ${target}`;
    link.dataset.testLink = '1';
    document.body.prepend(link);
  }, href);
}

/** Marks the running document: a full page load loses the mark, a client navigation keeps it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

describe('the progress bar finishes on every kind of navigation', () => {
  it('stays off for Back from an #anchor link (a hash change loads nothing)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/da-DK/om-os`);
    await hydrated(page);
    await addLink(page, '#main');
    await page.locator('[data-test-link]').click();
    await page.waitForURL(`${web}/da-DK/om-os#main`);
    // Chromium fires popstate for the hash link itself too: the shell decided about it already.
    await expect.poll(async () => (await barState(page)).popstate).toBe('1:same-page');
    await page.goBack();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await expect.poll(async () => (await barState(page)).popstate).toBe('2:same-page');
    expect(await barState(page)).toMatchObject({ state: 'idle', started: 0, finished: 0 });
    await context.close();
  });

  it('finishes Back and Forward between pages', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/da-DK`);
    await hydrated(page);
    await mark(page);
    await page.locator('a[href="/da-DK/om-os"]').first().click();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await barSettled(page, 1);
    await page.goBack();
    await page.waitForURL(`${web}/da-DK`);
    await barSettled(page, 2);
    await page.goForward();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await barSettled(page, 3);
    expect(await marked(page)).toBe(true); // all three were client navigations
    await context.close();
  });

  it('finishes a navigation whose page never arrives (the bar gives up instead of sticking at 90 %)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/da-DK`);
    await hydrated(page);
    // The client router's request for the next page hangs: no page is ever shown, no full load happens.
    await page.route('**/da-DK/om-os*', (route) =>
      route.request().headers()['rsc'] === undefined ? route.continue() : new Promise<void>(() => undefined),
    );
    await page.locator('a[href="/da-DK/om-os"]').first().click();
    await expect.poll(async () => (await barState(page)).state, { timeout: 5_000 }).toBe('visible');
    await expect
      .poll(() => barState(page), { timeout: 25_000, interval: 500 })
      .toMatchObject({ state: 'idle', started: 1, finished: 1 });
    await context.close();
  });
});

describe('build freshness', () => {
  it('loads a Back/Forward target in full once a newer build is live', async () => {
    const { page, context } = await newPage(browser);
    let live = 'unknown';
    await page.route('**/api/build-id', async (route) => {
      if (live === 'unknown') return route.continue();
      await route.fulfill({ json: { buildId: live } });
    });
    await page.goto(`${web}/da-DK`);
    await hydrated(page);
    await page.locator('a[href="/da-DK/om-os"]').first().click();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await mark(page);
    live = 'a-newer-build';
    // The tab becomes visible again: the shell asks for the live build id and marks its build stale.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
          });
          return (await barState(page)).build;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe('stale');
    const reloaded = page.waitForEvent('load');
    await page.goBack();
    await reloaded;
    expect(page.url()).toBe(`${web}/da-DK`);
    expect(await marked(page)).toBe(false);
    await context.close();
  });
});

describe('the loading overlay follows real waits', () => {
  it('covers the staff page while the sign-in window is open', async () => {
    const { page, context } = await newPage(browser, { ignoreHTTPSErrors: true });
    await page.goto(`${web}/staff`);
    await page.waitForSelector('[data-staff-status="signed-out"]', { timeout: 20_000 });
    expect(await page.getByTestId('loading-overlay').count()).toBe(0);
    const popupPromise = context.waitForEvent('page');
    await page.click('button:has-text("Sign in")');
    const popup = await popupPromise;
    await page.getByTestId('loading-overlay').waitFor({ state: 'visible', timeout: 10_000 });
    await popup.waitForSelector('input[name="login"]', { timeout: 20_000 });
    await popup.fill('input[name="login"]', 'overlay');
    await popup.fill('input[name="password"]', 'any-password');
    await popup.click('button[type="submit"]');
    await page.waitForSelector('[data-staff-status="signed-in"]', { timeout: 30_000 });
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });
});
