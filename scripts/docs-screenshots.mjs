// Screenshots of docs/EDITING.md, taken from a real run: a fresh stack (no admin user yet, seeded content) on the
// ports given, driven in Chromium as an editor would. Usage (a stack started with SERVE_ADMIN=true and no
// ADMIN_EMAIL; the admin must reach the site at WEB):
//   CMS=http://localhost:4611 WEB=http://localhost:4610 node scripts/docs-screenshots.mjs
// ONLY=07-admin-preview,08-site-in-draft-mode takes only those (the steps before still run).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'docs', 'editing');
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
/**
 * An edit or list view of the content manager in a market.
 * @param {string} uid
 */
const cm = (uid, rest = '', locale = 'da-DK') =>
  `${CMS}/admin/content-manager/${uid.includes('global') ? 'single-types' : 'collection-types'}/${uid}${rest}?plugins[i18n][locale]=${locale}`;
/**
 * Waits for the admin's answer to a save or publish of a page.
 * @param {'PUT' | 'POST'} method
 * @param {string} part
 */
const cmsAnswer = (method, part) =>
  page.waitForResponse((res) => res.request().method() === method && res.url().includes(part));
/** The edit view is ready when its title field holds the entry's title. */
const editViewReady = () => page.locator('input[name="title"]').waitFor();
/** Adds a block at the end of the edit view's blocks zone: the zone's picker button, then the component. */
const addBlock = async (/** @type {RegExp} */ component) => {
  await page
    .getByRole('button', { name: /add a component to blocks/i })
    .last()
    .click();
  await page.getByRole('button', { name: component }).first().click();
};
/**
 * Toasts of an earlier step must not stand in a later picture.
 * @param {RegExp} text
 */
const closeToast = async (text) => {
  const toast = page.getByText(text).first();
  await toast.waitFor();
  await toast.locator('xpath=ancestor::*[.//button][1]').getByRole('button').first().click();
  await toast.waitFor({ state: 'hidden' });
};
/**
 * Until the images in view have loaded (a picture of a half-loaded page tells an editor nothing).
 * @param {import('playwright-core').Locator} images
 */
const imagesLoaded = async (images) => {
  for (const image of await images.all()) {
    for (let i = 0; i < 100; i += 1) {
      if (await image.evaluate((img) => /** @type {HTMLImageElement} */ (img).complete)) break;
      await page.waitForTimeout(100); // polling an image's load state, not an assertion
    }
  }
};

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
  // Strapi's own announcement banner (its close button is the last one in it) is not part of an editor's work.
  const banner = page.getByText(/introducing the new media library/i);
  if (await banner.isVisible().catch(() => false)) {
    await page
      .getByRole('button', { name: /close|dismiss/i })
      .first()
      .click();
    await banner.waitFor({ state: 'hidden' });
  }
  await shot('02-pages-of-a-market');

  // 3. A new page in the Danish market, with a block (a page of that slug from an earlier run goes first).
  const login = await fetch(`${CMS}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER.email, password: USER.password }),
  });
  const jwt = /** @type {{ data: { token: string } }} */ (await readJson(login)).data.token;
  const pagesApi = `${CMS}/content-manager/collection-types/api::page.page`;
  const auth = { authorization: `Bearer ${jwt}` };
  const earlier = /** @type {{ results?: { documentId: string }[] }} */ (
    await readJson(await fetch(`${pagesApi}?locale=da-DK&filters[slug][$eq]=saesonens-fangst`, { headers: auth }))
  );
  for (const { documentId } of earlier.results ?? [])
    await fetch(`${pagesApi}/${documentId}?locale=*`, { method: 'DELETE', headers: auth });
  await page.goto(cm('api::page.page', '/create'));
  await page.locator('input[name="title"]').fill('Sæsonens fangst');
  await page.locator('input[name="slug"]').fill('saesonens-fangst');
  await page.getByRole('button', { name: /add a component to blocks/i }).click();
  await shot('03-new-page-add-block');
  await page
    .getByRole('button', { name: /^colored text$/i })
    .first()
    .click();
  await page.locator('textarea[name$="text"]').first().fill('Rejer, hellefisk og torsk fra Vestgrønland.');
  const created = cmsAnswer('POST', '/content-manager/collection-types/api::page.page');
  await page.getByRole('button', { name: /^save$/i }).click();
  await created;
  await closeToast(/saved document/i);
  await shot('04-new-page-saved');

  // 4. Its translations: the locale switch in the edit view.
  await page.getByRole('combobox', { name: /locales/i }).click();
  await page.getByRole('option', { name: /sverige/i }).waitFor();
  await shot('05-translations-locale-switch');
  await page.keyboard.press('Escape');

  // 5. An existing page with its blocks, in order (drag handles on the right of each block).
  const response = await fetch(`${CMS}/api/pages?filters[slug]=om-os&locale=da-DK`);
  const about = /** @type {{ data?: { documentId?: string }[] } | null} */ (await readJson(response).catch(() => null));
  const aboutId = about?.data?.[0]?.documentId;
  if (!aboutId) throw new Error('no page om-os in da-DK: is the stack seeded?');
  await page.goto(cm('api::page.page', `/${aboutId}`));
  await editViewReady();
  await page.getByRole('button', { name: /add a component to blocks/i }).waitFor();
  await shot('06-blocks-in-order');

  // 6. Preview of a draft change.
  const titleInput = page.locator('input[name="title"]');
  const springTitle = 'Om Qilak Seafood – forår 2027';
  // A rerun on the same data changes the title back and forth, so Save always has something to save.
  await titleInput.fill((await titleInput.inputValue()) === springTitle ? 'Om Qilak Seafood – ny udgave' : springTitle);
  const saved = cmsAnswer('PUT', `/api::page.page/${aboutId}`);
  await page.getByRole('button', { name: /^save$/i }).click();
  await saved;
  await closeToast(/saved document/i);
  await page.getByRole('link', { name: /open preview/i }).click();
  const frame = page.frameLocator('iframe[src*="/api/preview?"]');
  await frame.locator('[data-preview-bar]').waitFor();
  await imagesLoaded(frame.locator('main img').first());
  await shot('07-admin-preview');

  // 7. The site in draft mode, as the editor's browser shows it (the preview's cookie is this browser's).
  const site = await context.newPage();
  await site.goto(`${WEB}/da-DK/om-os`);
  await site.locator('[data-preview-bar]').waitFor();
  // In production the cookie banner asks first, in preview as for any visitor.
  const necessaryOnly = site.getByRole('button', { name: /kun nødvendige/i });
  if (await necessaryOnly.isVisible().catch(() => false)) await necessaryOnly.click();
  await imagesLoaded(site.locator('main img').first());
  await shot('08-site-in-draft-mode', site);

  // 8. A block the site cannot show, in preview: a hero without its image (a draft may lack required fields).
  await page.goto(cm('api::page.page', `/${aboutId}`));
  await editViewReady();
  await addBlock(/^hero$/i);
  await page.locator('input[name$="heading"]').last().fill('Forårets fangst er landet');
  const savedHero = cmsAnswer('PUT', `/api::page.page/${aboutId}`);
  await page.getByRole('button', { name: /^save$/i }).click();
  await savedHero;
  await site.reload();
  const notice = site.locator('[data-block-notice="blocks.hero"]').last();
  await notice.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await notice.locator('p').first().waitFor();
  await shot('09-block-notice-in-preview', site);
  await site.close();

  // 9. An empty linkboxes block is refused with a message.
  await page.reload();
  await editViewReady();
  await addBlock(/^linkboxes$/i);
  const refused = cmsAnswer('PUT', `/api::page.page/${aboutId}`);
  await page.getByRole('button', { name: /^save$/i }).click();
  await refused;
  await page
    .getByText(/add at least 1 entry/i)
    .first()
    .waitFor();
  await shot('10-save-refused');

  // 10. Publish: the hero without image goes (the refused linkboxes were never saved), the new title stays.
  await page.reload();
  await editViewReady();
  const heroes = page.getByRole('button', { name: /^delete - forårets fangst/i });
  await heroes.first().waitFor();
  while ((await heroes.count()) > 0) await heroes.first().click();
  const published = cmsAnswer('POST', `/api::page.page/${aboutId}/actions/publish`);
  await page.getByRole('button', { name: /^publish$/i }).click();
  await published;
  await page
    .getByText(/^published$/i)
    .first()
    .waitFor();
  await shot('11-published');

  // 11. A redirect.
  await page.goto(`${CMS}/admin/content-manager/collection-types/api::redirect.redirect/create`);
  await page.locator('input[name="from"]').fill('/da-DK/gammel-side');
  await page.locator('input[name="to"]').fill('/da-DK/om-os');
  await shot('12-redirect');

  // 12. The 404 page of a market: global config, "page404".
  await page.goto(cm('api::global-config.global-config'));
  await page.getByRole('button', { name: /^publish$/i }).waitFor();
  await page
    .getByText(/page404/i)
    .first()
    .scrollIntoViewIfNeeded();
  await shot('13-page-404-setting');
} catch (error) {
  // What the page showed when a step failed, for whoever adapts the selectors to a newer admin.
  await page.screenshot({ path: path.join(ROOT, 'docs-screenshots-failure.png') }).catch(() => undefined);
  throw error;
} finally {
  await browser.close();
}
