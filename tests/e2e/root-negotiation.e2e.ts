import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

/**
 * Root negotiation in a real browser (LOCALE-ROOT-NEGOTIATION, docs/BEHAVIOUR-deviations.md "Default market"): at `/` the market comes
 * from the i18n_redirected cookie first, then the browser's languages; moving to another market updates it.
 * The decision's table tests: apps/web/src/lib/routing/proxy-decision.test.ts.
 */
const web = inject('webUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The markets' homes rendered once, so the first browser visit measures routing, not a cold render.
  for (const path of ['/da-DK', '/kl-GL', '/'])
    await get(`${web}${path}`, { headers: { cookie: 'i18n_redirected=en-GLOBAL' } });
});
afterAll(async () => {
  await browser?.close();
});

const localeCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value;

describe('root negotiation', () => {
  it('takes a returning visitor (i18n_redirected=da-DK) at / home to /da-DK, whatever the browser asks for', async () => {
    const { page, context } = await newPage(browser, { locale: 'sv-SE' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'da-DK', url: web }]);
    const response = await page.goto(`${web}/`);
    expect(new URL(page.url()).pathname).toBe('/da-DK');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('data-market')).toBe('da-DK');
    await context.close();
  });

  it('sends a first visit by the browser language, and a chooser move to Global sticks', async () => {
    const { page, context } = await newPage(browser, { locale: 'da-DK' });
    await page.goto(`${web}/`);
    expect(new URL(page.url()).pathname).toBe('/da-DK');
    expect(await localeCookie(context)).toBe('da-DK');

    // The header's market chooser: Global is `/`, which must not send the visitor back to /da-DK.
    await page.locator('[data-market-menu] summary').click();
    await page.locator('[data-market-menu] a[data-market-choice="en-GLOBAL"]').click();
    await page.waitForURL(`${web}/`);
    expect(await page.locator('html').getAttribute('data-market')).toBe('en-GLOBAL');
    expect(await localeCookie(context)).toBe('en-GLOBAL');

    // And to another market: the next visit to / goes there.
    await page.locator('[data-market-menu] summary').click();
    await page.locator('[data-market-menu] a[data-market-choice="kl-GL"]').click();
    await page.waitForURL(`${web}/kl-GL`);
    await expect.poll(() => localeCookie(context)).toBe('kl-GL');
    await page.goto(`${web}/`);
    expect(new URL(page.url()).pathname).toBe('/kl-GL');
    await context.close();
  });
});
