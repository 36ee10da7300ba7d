import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { holdRequests, launchBrowser, newPage } from './browser';
import { PROGRESS } from '../../apps/web/src/lib/freshness';

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

  it('finishes a link to the same path with another query, and Back from it (before the 15 s give-up)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/ui-kit`);
    await hydrated(page);
    await mark(page);
    // A next/link to this page with another query: the client router's navigation, not a full load.
    // It is a skip link (shown on focus): reached by the keyboard.
    await page.getByTestId('kit-query-link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${web}/ui-kit?view=query`);
    // barSettled waits 10 s at most: a bar that only ended by giving up (15 s) fails here.
    await barSettled(page, 1);
    await page.goBack();
    await page.waitForURL(`${web}/ui-kit`);
    await expect.poll(async () => (await barState(page)).popstate).toBe('1:navigation');
    await barSettled(page, 2);
    expect(await marked(page)).toBe(true);
    await context.close();
  });
});

// The tests below each wait on something slow (the bar's 15 s give-up, a held download, a sign-in window, a reload)
// in a context of their own, and run side by side.
describe.concurrent('slow waits, side by side', () => {
  describe('a navigation whose page never arrives', () => {
    it('finishes a navigation whose page never arrives (the bar gives up instead of sticking at 90 %)', async ({
      expect,
    }) => {
      const { page, context } = await newPage(browser);
      // The page's clock runs as usual until the test moves it past the bar's give-up time (15 s not waited for).
      await page.clock.install();
      await page.goto(`${web}/da-DK`);
      await hydrated(page);
      // The client router's request for the next page hangs: no page is ever shown, no full load happens.
      await page.route('**/da-DK/om-os*', (route) =>
        route.request().headers()['rsc'] === undefined ? route.continue() : new Promise<void>(() => undefined),
      );
      await page.locator('a[href="/da-DK/om-os"]').first().click();
      await expect.poll(async () => (await barState(page)).state, { timeout: 5_000 }).toBe('visible');
      await page.clock.runFor(1_000);
      expect(await barState(page)).toMatchObject({ state: 'visible', started: 1, finished: 0 });
      await page.clock.fastForward(PROGRESS.giveUpMs);
      await expect
        .poll(() => barState(page), { timeout: 5_000, interval: 200 })
        .toMatchObject({ state: 'idle', started: 1, finished: 1 });
      await context.close();
    });
  });

  describe('build freshness', () => {
    it('loads a Back/Forward target in full once a newer build is live', async ({ expect }) => {
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

  describe('a chunk that fails to load (ERR-CHUNK-RELOAD: full reload, at most once per path per 10 s)', () => {
    /**
     * A tab whose documents note when they started (sessionStorage survives reloads), on the content page, whose
     * chunks it records. After a deploy the old build's chunks are gone: from then on every chunk that page did not
     * load answers 404. The catalogue page needs the catalogue's chunks, which the content page never loaded.
     */
    async function tabAfterDeploy() {
      const { page, context } = await newPage(browser);
      await page.addInitScript(() => {
        const started = JSON.parse(sessionStorage.getItem('e2e-documents') ?? '[]') as number[];
        sessionStorage.setItem('e2e-documents', JSON.stringify([...started, Date.now()]));
      });
      const seen = new Set<string>();
      page.on('requestfinished', (request) => void seen.add(request.url()));
      await page.goto(`${web}/da-DK/om-os`);
      await hydrated(page);
      const refused: string[] = [];
      await page.route('**/_next/static/chunks/**', async (route) => {
        if (seen.has(route.request().url())) return route.continue();
        refused.push(route.request().url());
        return route.fulfill({ status: 404, body: 'gone' });
      });
      const documents = () =>
        page.evaluate(() => ({
          started: JSON.parse(sessionStorage.getItem('e2e-documents') ?? '[]') as number[],
          type: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        }));
      return { page, context, refused, documents };
    }

    it('a link to a page whose chunk is gone: one full load of that page within 10 s, and no reload loop', async ({
      expect,
    }) => {
      const { page, context, refused, documents } = await tabAfterDeploy();
      const clicked = await page.evaluate(() => Date.now());
      await addLink(page, '/da-DK/produkter/katalog');
      await page.locator('[data-test-link]').click();
      // The new document meets the same missing chunk: the guard counts the full load and refuses another.
      await page.waitForSelector('html[data-chunk-reload="refused"]', { state: 'attached', timeout: 20_000 });
      expect(refused.length).toBeGreaterThan(0);
      expect(page.url()).toBe(`${web}/da-DK/produkter/katalog`);
      const { started } = await documents();
      expect(started).toHaveLength(2);
      expect(started[1]! - clicked).toBeLessThan(10_000);
      await context.close();
    });

    it('a page opened after the deploy: one reload within 10 s, and not a second one', async ({ expect }) => {
      const { page, context, documents } = await tabAfterDeploy();
      await page.goto(`${web}/da-DK/produkter/katalog`, { waitUntil: 'commit' });
      // The reloaded document meets the same missing chunk and refuses to reload again.
      await page.waitForSelector('html[data-chunk-reload="refused"]', { state: 'attached', timeout: 20_000 });
      const { started, type } = await documents();
      expect(type).toBe('reload');
      expect(started).toHaveLength(3); // the content page, the catalogue page, its one reload
      expect(started[2]! - started[1]!).toBeLessThan(10_000);
      await context.close();
    });
  });

  describe('the loading overlay follows real waits', () => {
    it('covers the staff page while the sign-in window is open', async ({ expect }) => {
      const { page, context } = await newPage(browser, { ignoreHTTPSErrors: true });
      await page.goto(`${web}/staff`);
      await page.waitForSelector('[data-staff-status="signed-out"]', { timeout: 20_000 });
      expect(await page.getByTestId('loading-overlay').count()).toBe(0);
      const popupPromise = context.waitForEvent('page');
      await page.click('button:has-text("Sign in")');
      const popup = await popupPromise;
      await page.locator('[data-testid="loading-overlay"][data-mode="page"]').waitFor({ timeout: 10_000 });
      await popup.waitForSelector('input[name="login"]', { timeout: 20_000 });
      await popup.fill('input[name="login"]', 'overlay');
      await popup.fill('input[name="password"]', 'any-password');
      await popup.click('button[type="submit"]');
      await page.waitForSelector('[data-staff-status="signed-in"]', { timeout: 30_000 });
      await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
      await context.close();
    });

    it("shows the corner indicator while a first visit fills the catalogue cache, leaving the server's cards usable", async ({
      expect,
    }) => {
      const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      // The catalogue's download (from the catalogue worker) is held until the test has looked at the page.
      const download = await holdRequests(context, '/api/catalog/da-DK');
      await page.goto(`${web}/da-DK/produkter/katalog`);
      const indicator = page.locator('[data-testid="loading-overlay"][data-mode="background"]');
      await indicator.waitFor({ state: 'attached', timeout: 20_000 });
      await expect.poll(download.count, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="loading-overlay"][data-mode="page"]').count()).toBe(0);
      expect(await page.getByTestId('catalog-browser').getAttribute('data-cache-filled')).toBe('pending');
      // Nothing covers the server-rendered cards: the point at a card's middle is that card.
      const card = page.getByTestId('catalog-card').first();
      const box = (await card.boundingBox())!;
      const onCard = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="catalog-card"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onCard).toBe(true);
      download.release();
      await page.waitForSelector('[data-testid="catalog-browser"][data-cache-filled="true"]', { timeout: 30_000 });
      await indicator.waitFor({ state: 'detached', timeout: 10_000 });
      await context.close();
    });

    it('covers the print catalogue while its pictures still load, then prints', async ({ expect }) => {
      const { page, context } = await newPage(browser);
      // Printing opens no dialog in a test: the call is counted on <html>.
      await page.addInitScript(() => {
        window.print = () => {
          const root = document.documentElement;
          root.dataset.printed = String(Number(root.dataset.printed ?? 0) + 1);
        };
      });
      // A slow connection: the catalogue's pictures are held until the test lets them through.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      await page.route(/\/(pim|cms)-media\//, async (route) => {
        held += 1;
        await gate;
        await route.continue();
      });
      await page.goto(`${web}/en-GB/print-catalog`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="print-button"][data-hydrated="true"]', { timeout: 20_000 });
      expect(held).toBeGreaterThan(0);
      await page.getByTestId('print-button').click();
      await page.locator('[data-testid="loading-overlay"][data-mode="page"]').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.printed)).toBeUndefined();
      release();
      await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.printed)).toBe('1');
      await context.close();
    });
  });
});

describe('the first frame comes before the scripts (issue 30, server/scripts-after-paint.ts)', () => {
  it.each(['/da-DK', '/en-GB/catalogue', '/da-DK/p/P-1001'])(
    '%s paints its server-rendered page, then loads its script chunks and hydrates',
    async (path) => {
      const { page, context } = await newPage(browser);
      // Runs before any script of the page: its animation frame callback is the first frame's first.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      const response = await page.goto(`${web}${path}`);
      const html = (await response?.text()) ?? '';
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
      expect(head).not.toMatch(/rel="preload" as="script"/);
      await hydrated(page);
      const { firstFrameAt, chunks } = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/'))
          .map((entry) => entry.startTime),
      }));
      expect(firstFrameAt).toBeGreaterThan(0);
      expect(chunks.length).toBeGreaterThan(3);
      expect(Math.min(...chunks)).toBeGreaterThanOrEqual(firstFrameAt ?? Infinity);
      await context.close();
    },
  );
});

describe('the web fonts stay out of a first visit’s first paint (issue 30, lib/fonts/web-fonts.ts)', () => {
  it('a first page paints in the fallback faces and loads the fonts after; the next navigation and document use them', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 412, height: 823 } });
    const fontFamily = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const state = () =>
      page.evaluate(() => ({
        applied: document.documentElement.hasAttribute('data-fonts'),
        loadEnd: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/fonts/'))
          .map((entry) => ({
            name: entry.name,
            start: entry.startTime,
            transferSize: (entry as PerformanceResourceTiming).transferSize,
          })),
        shift: (window as unknown as { shift?: number }).shift ?? 0,
      }));
    // Layout shifts of each document, summed (the fonts must never change under a page already shown).
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const w = window as unknown as { shift?: number };
        for (const entry of list.getEntries()) w.shift = (w.shift ?? 0) + (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });

    const response = await page.goto(`${web}/da-DK`);
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/rel="preload"[^>]*\/fonts\//);
    expect(await fontFamily()).toMatch(/^"Inter Fallback"/);
    // After the page's load, the two latin faces are fetched, and the browser remembers that it holds them.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('qilak.webfonts')), { timeout: 15_000 })
      .toMatch(/^\d{4}-\d\d-\d\d$/);
    const first = await state();
    expect(first.fonts.map((font) => font.name.split('/').pop()).sort()).toEqual([
      'fraunces-latin-wght-normal.woff2',
      'inter-latin-wght-normal.woff2',
    ]);
    for (const font of first.fonts) expect(font.start).toBeGreaterThanOrEqual(first.loadEnd);
    // Loaded, but not applied under the page being read.
    await page.waitForTimeout(300);
    expect((await state()).applied).toBe(false);
    expect(await fontFamily()).toMatch(/^"Inter Fallback"/);

    // The next navigation in the page brings them.
    await page.evaluate(() => (document.querySelector('main a[href^="/da-DK/"]') as HTMLAnchorElement).click());
    await page.waitForURL((url) => url.pathname !== '/da-DK');
    await expect.poll(async () => (await state()).applied).toBe(true);
    expect(await fontFamily()).toMatch(/^"Inter Variable"/);

    // A new document is set in them from the start (the head's script), from the browser's cache, without a shift.
    await page.goto(`${web}/en-GB/catalogue`);
    const next = await state();
    expect(next.applied).toBe(true);
    expect(await fontFamily()).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
    for (const font of next.fonts) expect(font.transferSize).toBe(0);
    expect(next.shift).toBe(0);
    await context.close();
  });
});
