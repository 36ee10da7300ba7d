// An editor's day: drafts stay private, Preview shows them on the site in draft mode (never cached anywhere), a
// block the site cannot render is named in preview, and Publish makes the change live. The last test drives the
// real Strapi admin in Chromium.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

const web = inject('webUrl');
const cms = inject('cmsUrl');
const secret = inject('previewSecret');
const admin = { email: inject('adminEmail'), password: inject('adminPassword') };

let browser: Browser;
let adminJwt: string;

async function cmsCall(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cms}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}`, ...init.headers },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** The documentId of a published page by slug in a market (public API). */
async function pageId(slug: string, locale: string): Promise<string> {
  const res = await fetch(`${cms}/api/pages?filters[slug]=${slug}&locale=${locale}&fields[0]=title`);
  const body = (await res.json()) as { data: { documentId: string }[] };
  return body.data[0]!.documentId;
}

const cmPage = (documentId: string, locale: string, action = '') =>
  `/content-manager/collection-types/api::page.page/${documentId}${action}?locale=${locale}`;

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
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  adminJwt = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await browser?.close();
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
  const slug = 'kontakt';
  const locale = 'sv-SE';
  const path = `/${locale}/${slug}`;
  const draftTitle = 'Kontakta oss (utkast, ej publicerat)';
  let documentId: string;
  let publishedTitle: string;

  beforeAll(async () => {
    documentId = await pageId(slug, locale);
    // A visitor has the published page in every cache before the editor starts.
    const first = await (await get(`${web}${path}`)).text();
    publishedTitle = /<h1[^>]*>([^<]*)<\/h1>/.exec(first)?.[1] ?? '';
    expect(publishedTitle).not.toBe('');
    await expect
      .poll(async () => (await get(`${web}${path}`)).headers.get('x-page-cache'), { timeout: 15_000, interval: 100 })
      .toBe('HIT');
    // The editor saves a draft: a new title and a hero without its (required) image, which Strapi keeps in a
    // draft and the site cannot render.
    const saved = await cmsCall(cmPage(documentId, locale), {
      method: 'PUT',
      body: JSON.stringify({
        title: draftTitle,
        blocks: [
          { __component: 'blocks.hero', heading: 'Utkast utan bild' },
          { __component: 'blocks.colored-text', text: 'Utkastets text' },
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
    expect(html).toContain(draftTitle);
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
    expect(await again.text()).toContain(draftTitle);
  });

  it('names the block it cannot render, in preview only', async () => {
    const cookie = await enterPreview(path);
    const html = await (await get(`${web}${path}`, { headers: { cookie } })).text();
    expect(html).toMatch(/data-editor-notice="blocks.hero"[^>]*>[^<]*Dold för besökare/);
    expect(html).toContain('image');
  });

  it('a visitor right after a preview render of the same path gets the published page, from every cache', async () => {
    const cookie = await enterPreview(path);
    await get(`${web}${path}`, { headers: { cookie } });
    for (let i = 0; i < 3; i += 1) {
      const res = await get(`${web}${path}`);
      const html = await res.text();
      expect(html).not.toContain(draftTitle);
      expect(html).not.toContain('data-preview-bar');
      expect(html).not.toContain('data-editor-notice');
      expect(html).toContain(publishedTitle);
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
    expect(fromNext).toContain(publishedTitle);
    expect(fromNext).not.toContain(draftTitle);
  });

  it('a forged draft-mode cookie gets the published page', async () => {
    const html = await (await get(`${web}${path}`, { headers: { cookie: '__prerender_bypass=forged' } })).text();
    expect(html).not.toContain(draftTitle);
    expect(html).not.toContain('data-preview-bar');
  });

  afterAll(async () => {
    // Back to the published version: discard the draft.
    await cmsCall(cmPage(documentId, locale, '/actions/discard'), { method: 'POST', body: '{}' });
  });
});

describe('an editor in the Strapi admin', () => {
  const slug = 'karriar';
  const locale = 'sv-SE';
  const path = `/${locale}/${slug}`;
  const draftTitle = `Karriär hos oss ${Date.now().toString(36)}`;
  let editor: Page;

  it('edits a draft, previews it, and publishes it', async () => {
    const documentId = await pageId(slug, locale);
    const { page } = await newPage(browser, { viewport: { width: 1440, height: 1000 } });
    editor = page;
    await page.goto(`${cms}/admin/auth/login`);
    await page.getByLabel(/email/i).fill(admin.email);
    await page.getByLabel(/^password/i).fill(admin.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.includes('/auth/'));

    await page.goto(
      `${cms}/admin/content-manager/collection-types/api::page.page/${documentId}?plugins[i18n][locale]=${locale}`,
    );
    const title = page.locator('input[name="title"]');
    await title.fill(draftTitle);
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByText(/saved/i).first().waitFor({ timeout: 30_000 });

    // Preview: Strapi's preview page frames the site in draft mode.
    await page.getByRole('link', { name: /open preview/i }).click();
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-preview-bar]').waitFor({ timeout: 30_000 });
    expect(await frame.locator('h1').first().textContent()).toBe(draftTitle);

    // A visitor in another browser context meanwhile sees the published page.
    const { context: visitor, page: visitorPage } = await newPage(browser);
    await visitorPage.goto(`${web}${path}`);
    expect(await visitorPage.locator('h1').first().textContent()).not.toBe(draftTitle);
    expect(await visitorPage.locator('[data-preview-bar]').count()).toBe(0);

    // Publish (from the preview's own header), then the visitor sees it within 5 s.
    await page.getByRole('button', { name: /^publish$/i }).click();
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
    await visitor.close();
  });

  afterAll(async () => {
    await editor?.context().close();
  });
});
