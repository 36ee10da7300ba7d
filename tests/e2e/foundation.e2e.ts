import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

const web = inject('webUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the whole stack, wired end to end', () => {
  it('serves the global home page unprefixed with English CMS content', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(`${web}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const heading = await page.locator('main h1, main h2').first().textContent();
    expect(heading?.trim().length).toBeGreaterThan(3);
    await context.close();
  });

  it('serves the Danish market under /da-DK with Danish CMS content', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(`${web}/da-DK`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('da-DK');
    const text = (await page.locator('main').textContent()) ?? '';
    // Danish copy: at least one of the common Danish words of the seeded home page.
    expect(text).toMatch(/\b(og|vores|fra|til|med)\b/);
    await context.close();
  });

  it('renders a product from the product service, fetched by the web server', async () => {
    const response = await get(`${web}/p/P-1001`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/prawn/i);
  });

  it('answers an unknown page with a 404 status', async () => {
    const response = await get(`${web}/this-page-does-not-exist`);
    expect(response.status).toBe(404);
  });
});
