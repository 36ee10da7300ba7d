// Screenshots of docs/EDITING.md, taken from a real run: a fresh stack (no admin user yet) on the ports given,
// driven in Chromium like an editor would. Usage (a stack started with SERVE_ADMIN=true and no ADMIN_EMAIL):
//   CMS=http://localhost:4311 WEB=http://localhost:4310 node scripts/docs-screenshots.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'docs', 'screenshots', 'editing');
const CMS = process.env.CMS ?? 'http://localhost:1337';
const WEB = process.env.WEB ?? 'http://localhost:3000';
const USER = { first: 'Aviaja', last: 'Editor', email: 'aviaja@qilakseafood.example', password: 'Qilak-Editor-2026' };
const only = process.env.ONLY?.split(',');

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en' });
const page = await context.newPage();
page.setDefaultTimeout(60_000);

/**
 * @param {string} name
 * @param {{ screenshot: (options: import('playwright-core').PageScreenshotOptions) => Promise<Buffer> }} [target]
 * @param {import('playwright-core').PageScreenshotOptions} [options]
 */
const shot = async (name, target = page, options = {}) => {
  if (only && !only.includes(name)) return;
  await target.screenshot({ path: path.join(OUT, `${name}.png`), ...options });
  console.log(`[docs] ${name}.png`);
};
/**
 * A response body, not yet looked at.
 * @param {Response} response
 * @returns {Promise<unknown>}
 */
const readJson = (response) => response.json();
/** @param {string} uid */
const cm = (uid, rest = '', locale = 'da-DK') =>
  `${CMS}/admin/content-manager/${uid.includes('global') ? 'single-types' : 'collection-types'}/${uid}${rest}?plugins[i18n][locale]=${locale}`;

try {
  // 1. The first admin user: Strapi asks for one on a fresh install.
  await page.goto(`${CMS}/admin`);
  await page.locator('form button[type="submit"]').waitFor();
  if (page.url().includes('register-admin')) {
    await page.getByLabel(/first ?name/i).fill(USER.first);
    await page.getByLabel(/last ?name/i).fill(USER.last);
    await page.getByLabel(/^email/i).fill(USER.email);
    await page.getByLabel(/^password/i).fill(USER.password);
    await page.getByLabel(/^confirm password/i).fill(USER.password);
    await shot('01-first-admin-user');
    await page.getByRole('button', { name: /let's start|get started|start/i }).click();
  } else {
    await page.getByLabel(/email/i).fill(USER.email);
    await page.getByLabel(/^password/i).fill(USER.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
  }
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));

  // 2. Pages of a market.
  await page.goto(cm('api::page.page'));
  await page.getByText(/entries found/i).waitFor();
  // Strapi's announcement banner is not part of the editor's work.
  await page
    .getByText(/introducing the new media library/i)
    .locator('xpath=ancestor::div[1]/..')
    .getByRole('button')
    .last()
    .click()
    .catch(() => undefined);
  await shot('02-pages-of-a-market');

  // 3. A new page in the Danish market, with a block.
  await page.goto(cm('api::page.page', '/create'));
  await page.locator('input[name="title"]').fill('Sæsonens fangst');
  await page.locator('input[name="slug"]').fill('saesonens-fangst');
  await page.getByRole('button', { name: /add a component to blocks/i }).click();
  await shot('03-new-page-add-block');
  await page
    .getByRole('button', { name: /^rich text$/i })
    .first()
    .click()
    .catch(() => undefined);
  await page.getByRole('button', { name: /^save$/i }).click();
  await page.getByText(/saved/i).first().waitFor();
  await shot('04-new-page-saved');

  // 4. Its translations: the locale switch in the edit view.
  await page
    .getByRole('combobox', { name: /locales/i })
    .click()
    .catch(() => undefined);
  await shot('05-translations-locale-switch');
  await page.keyboard.press('Escape');

  // 5. An existing page with its blocks, in order (drag handles on the left of each block).
  const response = await fetch(`${CMS}/api/pages?filters[slug]=om-os&locale=da-DK`);
  const about = /** @type {{ data?: { documentId?: string }[] } | null} */ (await readJson(response).catch(() => null));
  const aboutId = about?.data?.[0]?.documentId;
  if (aboutId) {
    await page.goto(cm('api::page.page', `/${aboutId}`));
    await page.locator('input[name="title"]').waitFor();
    await page.mouse.wheel(0, 500);
    await shot('06-blocks-in-order');

    // 6. Preview of a draft change.
    const titleInput = page.locator('input[name="title"]');
    const next = (await titleInput.inputValue()).endsWith('ny udgave')
      ? 'Om Qilak Seafood – forår 2027'
      : 'Om Qilak Seafood – ny udgave';
    await titleInput.fill(next);
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByText(/saved/i).first().waitFor();
    await page.getByRole('link', { name: /open preview/i }).click();
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-preview-bar]').waitFor();
    await shot('07-admin-preview');
    await page.goBack();
    await page.locator('input[name="title"]').waitFor();

    // 7. The site in draft mode, as the editor's browser shows it.
    const site = await context.newPage();
    const previewUrl = page.url();
    void previewUrl;
    await site.goto(`${WEB}/da-DK/om-os`);
    await site.locator('[data-preview-bar]').waitFor();
    await shot('08-site-in-draft-mode', site);
    await site.close();

    // 8. An empty linkboxes block is refused with a message.
    await page.getByRole('button', { name: /add a component to blocks/i }).click();
    await page
      .getByRole('button', { name: /^linkboxes$/i })
      .first()
      .click();
    await page.getByRole('button', { name: /^save$/i }).click();
    await page
      .getByText(/add at least 1 entry/i)
      .first()
      .waitFor();
    await shot('09-save-refused');
    await page.reload();

    // 9. Publish.
    await page.getByRole('button', { name: /^publish$/i }).click();
    await page
      .getByText(/published/i)
      .first()
      .waitFor();
    await shot('10-published');
  }

  // 10. A redirect.
  await page.goto(`${CMS}/admin/content-manager/collection-types/api::redirect.redirect/create`);
  await page.locator('input[name="from"]').fill('/da-DK/gammel-side');
  await page.locator('input[name="to"]').fill('/da-DK/om-os');
  await shot('11-redirect');

  // 11. The 404 page of a market: global config, "page404".
  await page.goto(cm('api::global-config.global-config'));
  await page
    .getByText(/page404/i)
    .first()
    .scrollIntoViewIfNeeded();
  await shot('12-page-404-setting');
} catch (error) {
  // What the page showed when a step failed, for whoever adapts the selectors to a newer admin.
  await page.screenshot({ path: path.join(ROOT, 'docs-screenshots-failure.png') }).catch(() => undefined);
  throw error;
} finally {
  await browser.close();
}
