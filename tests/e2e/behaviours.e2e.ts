import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { contentEvent, get } from './http';
import { adminLogin, findDocumentId, updateAndPublish } from '../support/cms-admin.mjs';

const web = inject('webUrl');
const prod = inject('prodWebUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Consent, the tag manager and the geo redirect in production: production.e2e.ts.
describe('production headers', () => {
  it('sends HSTS in production only', async () => {
    expect((await get(`${prod}/`)).headers.get('strict-transport-security')).toContain('max-age=');
    expect((await get(`${web}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers /napi/geoip from the CDN header, overridden by mock_visiting_country', async () => {
    expect(await (await get(`${prod}/napi/geoip`, { headers: { 'cf-ipcountry': 'se' } })).json()).toEqual({
      countryCode: 'SE',
    });
    expect(
      await (await get(`${prod}/napi/geoip?mock_visiting_country=jp`, { headers: { 'cf-ipcountry': 'SE' } })).json(),
    ).toEqual({ countryCode: 'JP' });
  });
});

describe('messages', () => {
  it('shows every UI text as its key in double asterisks with showLabels=true, and not otherwise', async () => {
    const labelled = await (await get(`${web}/da-DK?showLabels=true`)).text();
    expect(labelled).toMatch(/\*\*[A-Z][A-Za-z]+\.[A-Za-z.]+\*\*/);
    const normal = await (await get(`${web}/da-DK`)).text();
    expect(normal).not.toMatch(/\*\*[A-Z][A-Za-z]+\.[A-Za-z.]+\*\*/);
  });
});

describe('app shell', () => {
  it('shows the progress bar during a slow navigation and hides it afterwards', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/da-DK`);
    // The navigation's requests are held until the bar has been seen: slow for as long as the test needs, no longer.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/da-DK/om-os**', async (route) => {
      await released;
      await route.continue();
    });
    await page.waitForSelector('[data-testid="progress-bar"][data-shell="ready"]', { state: 'attached' });
    const link = page.locator('a[href="/da-DK/om-os"]').first();
    await link.click();
    await expect
      .poll(() => page.getByTestId('progress-bar').getAttribute('data-visible'), { timeout: 5000 })
      .toBe('true');
    release();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await expect
      .poll(() => page.getByTestId('progress-bar').getAttribute('data-visible'), { timeout: 5000 })
      .toBe('false');
    await context.close();
  });

  it('makes the next navigation a full page load once the build id changed', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/api/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await page.goto(`${web}/da-DK`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The tab becomes visible again: the shell asks for the live build id (once it has hydrated) and says it
    // found its own build stale.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
          });
          return page.getByTestId('progress-bar').getAttribute('data-build');
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe('stale');
    await page.locator('a[href="/da-DK/om-os"]').first().click();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await context.close();
  });

  it('keeps client-side navigation (no full load) while the build id is the same', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${web}/da-DK`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('a[href="/da-DK/om-os"]').first().click();
    await page.waitForURL(`${web}/da-DK/om-os`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });
});

describe('instant publish', () => {
  it('shows an entry changed through Strapi on the live page within 5 s, with no restart', async () => {
    const cms = inject('cmsUrl');
    const before = await (await get(`${web}/sv-SE/om-oss`)).text();
    const token = await adminLogin(cms, inject('adminEmail'), inject('adminPassword'));
    const entry = await findDocumentId(cms, 'pages', 'om-oss', 'sv-SE', inject('cmsApiToken'));
    const marker = `Om oss ${Date.now()}`;
    expect(before).not.toContain(marker);
    const started = Date.now();
    await updateAndPublish(cms, token, 'api::page.page', entry.documentId, 'sv-SE', { title: marker });
    await expect
      .poll(async () => (await (await get(`${web}/sv-SE/om-oss`)).text()).includes(marker), {
        timeout: 5000,
        interval: 100,
      })
      .toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a revalidation with a wrong or missing secret (401) and revalidates nothing', async () => {
    const wrong = await fetch(`${web}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': 'nope', 'x-forwarded-for': '10.9.9.9' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    const missing = await fetch(`${web}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.9.9.8' },
      body: '{}',
    });
    expect(missing.status).toBe(401);
    const right = await fetch(`${web}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': inject('revalidateSecret') },
      body: contentEvent('global-config', 'da-DK'),
    });
    expect(await right.json()).toEqual({ revalidated: ['cms:global:da-DK'] });
  });

  it('refuses a body that is not a content event as the CMS sends it (400), naming the field', async () => {
    const response = await fetch(`${web}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': inject('revalidateSecret') },
      body: JSON.stringify({ model: 'global-config', locale: 'da-DK' }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; issues: string };
    expect(answer.error).toBe('not a content event');
    expect(answer.issues).toContain('documentId');
  });

  // On the production-mode instance: once its limit is reached it refuses this machine for a minute, and the
  // CMS webhook of the suite goes to the other instance.
  it('limits wrong-secret attempts per connecting address, whatever x-forwarded-for the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await fetch(`${prod}/api/revalidate`, {
        method: 'POST',
        headers: { 'x-revalidate-secret': `guess-${i}`, 'x-forwarded-for': `10.1.2.${i}` },
        body: '{}',
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Blocked means blocked: the right secret from the same address waits out the window too.
    const right = await fetch(`${prod}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': inject('revalidateSecret') },
      body: contentEvent('global-config', 'da-DK'),
    });
    expect(right.status).toBe(429);
  });
});
