// An editor's day: drafts stay private, Preview shows them on the site in draft mode (never cached anywhere), a
// block the site cannot render is named in preview, and Publish makes the change live. The last test drives the
// real Strapi admin in Chromium. Every entry it touches is its own (created here, deleted afterwards), so no
// other file sees a draft or a publish of this one.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';
import { adminLogin, createAndPublish } from '../support/cms-admin.mjs';

const web = inject('webUrl');
const cms = inject('cmsUrl');
const secret = inject('previewSecret');
const admin = { email: inject('adminEmail'), password: inject('adminPassword') };
const PAGE = 'api::page.page';
const wrapper = { backgroundColor: 'None', backgroundGraphic: 'None', topSpacing: true, bottomSpacing: true };

let browser: Browser;
let adminJwt: string;
/** Pages this file created, deleted in afterAll. */
const created: { documentId: string; locale: string }[] = [];

async function cmsCall(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${cms}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}`, ...init.headers },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const cmPage = (documentId: string, locale: string, action = '') =>
  `/content-manager/collection-types/${PAGE}/${documentId}${action}?locale=${locale}`;

/** A published page of this file's own, with one block; returns its documentId. */
async function ownPage(locale: string, slug: string, title: string, text: string): Promise<string> {
  const documentId = await createAndPublish(cms, adminJwt, PAGE, locale, {
    title,
    slug,
    blocks: [{ __component: 'blocks.colored-text', text, color: 'ocean', size: 'medium', align: 'left', wrapper }],
  });
  created.push({ documentId, locale });
  return documentId;
}

/** The page's (screen-reader) title, which every content page renders as its h1. */
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

/** Enters draft mode the way Strapi's Preview does; returns the draft-mode cookie. */
async function enterPreview(path: string): Promise<string> {
  const res = await get(`${web}/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(307);
  expect(res.headers.get('location')).toBe(path);
  const cookie = /(__prerender_bypass=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeTruthy();
  return cookie!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminJwt = await adminLogin(cms, admin.email, admin.password);
});
afterAll(async () => {
  await browser?.close();
  // The site is as before this file: its pages are gone (published and drafts, every locale).
  for (const { documentId, locale } of created) {
    const res = await cmsCall(cmPage(documentId, locale), { method: 'DELETE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('the preview entry point', () => {
  it('refuses a wrong or missing secret', async () => {
    for (const query of ['', '?path=/da-DK', `?secret=${secret}x&path=/da-DK`, `?secret=${secret.slice(1)}`]) {
      const res = await get(`${web}/api/preview${query}`);
      expect(res.status, query).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    'javascript:alert(1)',
    '/x%0D%0ALocation:%20https://evil.example',
    'evil.example',
    `${'http'}://127.0.0.1:1/`,
  ])('never redirects off the site (path=%j)', async (path) => {
    const res = await get(`${web}/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('the exit link leaves draft mode and goes back to the page, on this site only', async () => {
    const res = await get(`${web}/api/preview/exit?path=${encodeURIComponent('/sv-SE/kontakt')}`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/sv-SE/kontakt');
    expect(res.headers.get('set-cookie')).toMatch(/__prerender_bypass=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
    const away = await get(`${web}/api/preview/exit?path=${encodeURIComponent('//evil.example')}`);
    expect(away.headers.get('location')).toBe('/');
  });
});

describe('draft mode', () => {
  const locale = 'sv-SE';
  const slug = 'e2e-forhandsgranskning';
  const path = `/${locale}/${slug}`;
  const publishedTitle = 'Vår fångst i dag';
  const draftTitle = 'Vår fångst i dag (utkast, ej publicerat)';

  beforeAll(async () => {
    const documentId = await ownPage(locale, slug, publishedTitle, 'Publicerad text');
    // A visitor has the published page in every cache before the editor starts.
    expect(h1(await (await get(`${web}${path}`)).text())).toBe(publishedTitle);
    await vi.waitFor(async () => expect((await get(`${web}${path}`)).headers.get('x-page-cache')).toBe('HIT'), {
      timeout: 15_000,
      interval: 100,
    });
    // The editor saves a draft: a new title and a hero without its (required) image, which Strapi keeps in a
    // draft and the site cannot render.
    const saved = await cmsCall(cmPage(documentId, locale), {
      method: 'PUT',
      body: JSON.stringify({
        title: draftTitle,
        blocks: [
          { __component: 'blocks.hero', heading: 'Utkast utan bild', theme: 'dark', height: 'medium', wrapper },
          { __component: 'blocks.colored-text', text: 'Utkastets text', color: 'ocean', size: 'medium', wrapper },
        ],
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('shows the draft with the preview bar, uncached, framable by the CMS admin only', async () => {
    const cookie = await enterPreview(path);
    const res = await get(`${web}${path}`, { headers: { cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(draftTitle);
    expect(html).toContain('Utkastets text');
    expect(html).toContain('data-preview-bar');
    expect(html).toContain('Förhandsgranskning – inte publicerad');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-page-cache')).toBeNull();
    expect(res.headers.get('surrogate-key')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${new URL(cms).origin}`);
    // A second preview request renders again (nothing kept for previews either).
    const again = await get(`${web}${path}`, { headers: { cookie } });
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(h1(await again.text())).toBe(draftTitle);
  });

  it('names the block it cannot render, in preview only', async () => {
    const cookie = await enterPreview(path);
    const html = await (await get(`${web}${path}`, { headers: { cookie } })).text();
    expect(html).toMatch(/data-block-notice="blocks.hero" data-problem="invalid"/);
    expect(html).toContain('Blocket ”blocks.hero” visas inte för besökare');
    expect(html).toContain('image');
  });

  it('a visitor right after a preview render of the same path gets the published page, from every cache', async () => {
    const cookie = await enterPreview(path);
    await get(`${web}${path}`, { headers: { cookie } });
    for (let i = 0; i < 3; i += 1) {
      const res = await get(`${web}${path}`);
      const html = await res.text();
      expect(h1(html)).toBe(publishedTitle);
      expect(html).not.toContain('Utkastets text');
      expect(html).not.toContain('data-preview-bar');
      expect(html).not.toContain('data-block-notice');
      expect(res.headers.get('cache-control')).toContain('public');
      expect(res.headers.get('content-security-policy')).not.toContain(new URL(cms).origin);
    }
    // Once the web server's copy has expired (2 s), Next's own cache answers: still the published page.
    let fromNext = '';
    await expect
      .poll(
        async () => {
          const res = await get(`${web}${path}`);
          fromNext = await res.text();
          return res.headers.get('x-page-cache');
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeNull();
    expect(h1(fromNext)).toBe(publishedTitle);
  });

  it('a forged draft-mode cookie gets the published page', async () => {
    const html = await (await get(`${web}${path}`, { headers: { cookie: '__prerender_bypass=forged' } })).text();
    expect(h1(html)).toBe(publishedTitle);
    expect(html).not.toContain('data-preview-bar');
  });

  it.each([390, 1280])('the preview bar hides nothing at the end of the page (%i px)', async (width) => {
    const { context, page } = await newPage(browser, { viewport: { width, height: 800 } });
    // Into draft mode as the editor's browser gets there: the preview route's cookie, kept by Chromium.
    await page.goto(`${web}/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`);
    const bar = page.locator('[data-preview-bar]');
    await bar.waitFor();
    const footer = page.locator('footer').last();
    await footer.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
      .toBe(await page.evaluate(() => document.documentElement.scrollHeight));
    const footerBox = (await footer.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    // Scrolled to the end: the footer ends where the bar begins, and the bar sits on the viewport's bottom.
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 0.5);
    expect(Math.round(barBox.y + barBox.height)).toBe(800);
    // Mid-page the bar stays in view at the bottom.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => Math.round(((await bar.boundingBox())?.y ?? 0) + barBox.height)).toBe(800);
    await context.close();
  });
});

describe('an editor in the Strapi admin', () => {
  const locale = 'sv-SE';
  const slug = 'e2e-redaktor';
  const path = `/${locale}/${slug}`;
  const publishedTitle = 'Jobba hos oss';
  const draftTitle = `Jobba hos oss – ny version ${Date.now().toString(36)}`;
  let documentId: string;
  let editor: Page | undefined;

  beforeAll(async () => {
    documentId = await ownPage(locale, slug, publishedTitle, 'Vi söker fiskare och fabriksarbetare.');
  });

  it('edits a draft, previews it, and publishes it', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1440, height: 1000 } });
    editor = page;
    await page.goto(`${cms}/admin/auth/login`);
    await page.getByLabel(/email/i).fill(admin.email);
    await page.getByLabel(/^password/i).fill(admin.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.includes('/auth/'));

    // The edit view of the page in its market; a new title, saved as a draft.
    await page.goto(
      `${cms}/admin/content-manager/collection-types/${PAGE}/${documentId}?plugins[i18n][locale]=${locale}`,
    );
    const title = page.locator('input[name="title"]');
    await expect.poll(() => title.inputValue()).toBe(publishedTitle);
    await title.fill(draftTitle);
    const saved = page.waitForResponse(
      (res) =>
        res.request().method() === 'PUT' &&
        res.url().includes(`/content-manager/collection-types/${PAGE}/${documentId}`),
    );
    await page.getByRole('button', { name: /^save$/i }).click();
    expect((await saved).status()).toBe(200);

    // Preview: Strapi's preview page frames the site in draft mode.
    await page.getByRole('link', { name: /open preview/i }).click();
    const frame = page.frameLocator('iframe[src*="/api/preview?"]');
    await frame.locator('[data-preview-bar]').waitFor();
    await expect.poll(() => frame.locator('h1').first().textContent()).toBe(draftTitle);

    // A visitor in another browser context meanwhile sees the published page.
    const { context: visitor, page: visitorPage } = await newPage(browser);
    await visitorPage.goto(`${web}${path}`);
    expect(await visitorPage.locator('h1').first().textContent()).toBe(publishedTitle);
    expect(await visitorPage.locator('[data-preview-bar]').count()).toBe(0);

    // Publish (from the preview's own header), then the visitor sees it within 5 s.
    const publishing = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes(`/${documentId}/actions/publish`),
    );
    await page.getByRole('button', { name: /^publish$/i }).click();
    expect((await publishing).status()).toBe(200);
    const published = Date.now();
    await expect
      .poll(
        async () => {
          await visitorPage.goto(`${web}${path}`);
          return visitorPage.locator('h1').first().textContent();
        },
        { timeout: 5_000, interval: 250 },
      )
      .toBe(draftTitle);
    expect(Date.now() - published).toBeLessThan(5_000);
    expect(await visitorPage.locator('[data-preview-bar]').count()).toBe(0);
    await visitor.close();
  });

  afterAll(async () => {
    await editor?.context().close();
  });
});
