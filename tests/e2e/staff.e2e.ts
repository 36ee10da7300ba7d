import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { JWK } from 'jose';
import { launchBrowser, newPage } from './browser';
import { get } from './http';
import { mintToken } from '../support/oidc-provider';

const web = inject('webUrl');
const issuer = inject('oidcIssuer');
const clientId = inject('oidcClientId');
const backChannel = inject('oidcBackChannelUrl');
const signingKey = JSON.parse(inject('oidcSigningKey')) as JWK;
const PRODUCT = 'P-1001';
const secretUrl = `${web}/api/staff/secret-data?culture=en-GLOBAL&productId=${PRODUCT}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the staff page: the MSAL popup shows the provider's login form, any password works. */
async function signIn(page: Page, context: BrowserContext, login: string): Promise<void> {
  await page.goto(`${web}/staff`);
  await page.waitForSelector('[data-staff-status="signed-out"]', { timeout: 20_000 });
  const popupPromise = context.waitForEvent('page');
  await page.click('button:has-text("Sign in")');
  const popup = await popupPromise;
  await popup.waitForSelector('input[name="login"]', { timeout: 20_000 });
  await popup.fill('input[name="login"]', login);
  await popup.fill('input[name="password"]', 'any-password');
  await popup.click('button[type="submit"]');
  await page.waitForSelector('[data-staff-status="signed-in"]', { timeout: 30_000 });
}

describe('staff sign-in route', () => {
  it('is served at /staff, private and not indexed', async () => {
    const response = await get(`${web}/staff`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    const html = await response.text();
    expect(html).toMatch(/noindex/);
  });

  it('is not linked from the visitor home page', async () => {
    const home = await (await get(`${web}/`)).text();
    expect(home).not.toMatch(/href="[^"]*\/staff[/"]/);
  });

  it('leaves MSAL out of visitor pages', async () => {
    const { page, context } = await newPage(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${web}/p/${PRODUCT}`, { waitUntil: 'load' });
    // Hydrated (the shell says so) and nothing more on the wire: whatever the page would load lazily has loaded.
    await page.waitForSelector('[data-testid="progress-bar"][data-shell="ready"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (url) => (await get(url)).text()));
    expect(bodies.some((body) => body.includes('msal.js.browser'))).toBe(false);
    expect(await page.locator('[data-secret-panel]').count()).toBe(0);
    await context.close();
  });
});

describe('secret product data endpoint', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a request without a staff token, privately', async () => {
    const response = await get(secretUrl);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an expired token of the provider', async () => {
    const token = await mintToken({
      signingKey,
      issuer,
      audience: clientId,
      subject: 'expired',
      expiresAt: now() - 600,
    });
    const response = await get(secretUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const token = await mintToken({
      signingKey,
      issuer,
      audience: 'someone-else',
      subject: 'a',
      expiresAt: now() + 600,
    });
    expect((await get(secretUrl, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('answers a valid token of the provider with the product secret data', async () => {
    const token = await mintToken({ signingKey, issuer, audience: clientId, subject: 'valid', expiresAt: now() + 600 });
    const response = await get(secretUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as {
      productId: string;
      variants: { ProductId: string; SupplierCode: string }[];
    };
    expect(body.productId).toBe(PRODUCT);
    expect(body.variants.length).toBeGreaterThan(0);
    expect(body.variants.every((v) => v.ProductId === PRODUCT)).toBe(true);
  });
});

// The provider runs on https with a throw-away certificate (MSAL refuses an http authority).
const staffContext = { ignoreHTTPSErrors: true };

describe('staff sign-in in the browser (MSAL against the local OpenID provider)', () => {
  it('signs in through the popup, shows the directory profile and photo, signs out through the logout popup', async () => {
    const { page, context } = await newPage(browser, staffContext);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(page, context, 'aputsiaq');
    await page.waitForSelector('[data-staff-name]:has-text("Staff aputsiaq")', { timeout: 15_000 });
    await page.waitForSelector('img[data-staff-photo]', { timeout: 15_000 });
    expect(await page.getAttribute('img[data-staff-photo]', 'src')).toMatch(/^blob:/);
    expect(await page.evaluate(() => window.localStorage.getItem('qilak.staff.signedIn'))).toBe('1');

    // A reload finds the account in MSAL's cache and gets a token silently: still signed in, no popup.
    await page.reload();
    await page.waitForSelector('[data-staff-status="signed-in"]', { timeout: 20_000 });

    const logoutPopup = context.waitForEvent('page');
    await page.click('button:has-text("Sign out")');
    const popup = await logoutPopup;
    await popup
      .locator('button[value="yes"]')
      .click({ timeout: 20_000 })
      .catch(() => undefined); // the provider asks; MSAL may close it first
    await page.waitForSelector('[data-staff-status="signed-out"]', { timeout: 30_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('qilak.staff.signedIn'))).toBeNull();
    expect(errors.filter((e) => !/Failed to load resource|Failed to fetch profile image/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the secret panel on a product page to signed-in staff only', async () => {
    const { page, context } = await newPage(browser, staffContext);
    await signIn(page, context, 'panel-reader');
    // The product page is the shared static page; the panel appears in this browser only.
    await page.goto(`${web}/p/${PRODUCT}`);
    await page.waitForSelector('[data-secret-panel="ready"]', { timeout: 30_000 });
    expect(await page.locator('[data-secret-variant]').count()).toBeGreaterThan(0);
    const anonymous = await (await get(`${web}/p/${PRODUCT}`)).text();
    expect(anonymous).not.toMatch(/SupplierCode|Internal data/);
    await context.close();
  });

  it('falls back to one hidden-frame request when the provider refuses the refresh token (invalid_grant)', async () => {
    const { page, context } = await newPage(browser, staffContext);
    await signIn(page, context, 'frame-renewal');
    const tokenErrors: Promise<string>[] = [];
    const framed: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${issuer}/token`) && response.status() === 400) tokenErrors.push(response.text());
    });
    page.on('request', (request) => {
      if (
        request.frame() !== page.mainFrame() &&
        request.url().startsWith(`${issuer}/auth`) &&
        request.url().includes('prompt=none')
      )
        framed.push(request.url());
    });
    const revoked = (await (await fetch(`${backChannel}/test/revoke-grants`, { method: 'POST' })).json()) as {
      revoked: number;
    };
    expect(revoked.revoked).toBeGreaterThan(0);
    // Two hours later in the page: the cached access token has expired, so MSAL goes to the (revoked) refresh token.
    await context.clock.install({ time: Date.now() + 2 * 3600_000 });
    await page.reload();
    // The frame runs on the provider's session cookie; a browser that withholds it from the cross-site frame gets
    // login_required, and the page falls back to the interactive sign-in button.
    await page.waitForSelector('[data-staff-status="signed-in"], [data-staff-status="signed-out"]', {
      timeout: 30_000,
    });
    await expect.poll(() => framed.length, { timeout: 15_000 }).toBe(1);
    const errors = await Promise.all(tokenErrors);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({ error: 'invalid_grant' });
    await context.close();
  });

  it('logs a missing profile photo and still signs in', async () => {
    const { page, context } = await newPage(browser, staffContext);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await signIn(page, context, 'nophoto-inuk');
    await page.waitForSelector('[data-staff-name]:has-text("Staff nophoto-inuk")', { timeout: 15_000 });
    await expect
      .poll(() => logged.some((line) => line.startsWith('Failed to fetch profile image:')), { timeout: 10_000 })
      .toBe(true);
    expect(await page.locator('img[data-staff-photo]').count()).toBe(0);
    await context.close();
  });
});
