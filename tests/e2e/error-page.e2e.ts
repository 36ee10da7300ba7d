import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort, prepareWebInstance, startStack } from '../../scripts/lib/stack.mjs';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

/**
 * The web server's 500 page carries the consent banner in the market's cookie language, as the other pages do,
 * without the CMS: a production-mode instance of its own whose CMS address answers nothing, so every page fails.
 */
let browser: Browser;
let stack: { stopAll(): Promise<void> } | undefined;
let dir = '';
let site = '';
const SCREENS = path.join(os.tmpdir(), 'qilak-500-screens');
/** The banner's texts per cookie language, as lib/consent/texts.ts has them. */
const TEXTS = {
  DA: { title: 'Vi bruger cookies', acceptAll: 'Accepter alle', reopen: 'Cookieindstillinger' },
  DE: { title: 'Wir verwenden Cookies', acceptAll: 'Alle akzeptieren', reopen: 'Cookie-Einstellungen' },
  EN: { title: 'We use cookies', acceptAll: 'Accept all', reopen: 'Cookie settings' },
} as const;

beforeAll(async () => {
  dir = prepareWebInstance(`error-page-${process.pid}`);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  stack = await startStack({
    mode: 'production',
    // Nothing listens on the CMS port: every page's CMS read fails.
    ports: { cms: await freePort(), pim: Number(new URL(inject('pimUrl')).port), web: port },
    services: ['web'],
    logDir: path.join(inject('logDir'), 'error-page'),
    sharedEnv: {
      // Every secret the stack's web needs (the inquiry token and challenge key are required in production too).
      ...inject('stackSecrets'),
      APP_ENV: 'production',
      CMS_API_TOKEN: inject('cmsApiToken'),
      PIM_FUNCTION_KEY: inject('pimFunctionKey'),
      REVALIDATE_SECRET: inject('revalidateSecret'),
    },
    env: { webDir: dir },
  });
  browser = await launchBrowser();
  mkdirSync(SCREENS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stopAll();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// ERR-500-PAGE, CONSENT-BANNER-LANGUAGE: the banner in the market's cookie language, without the CMS.
describe('the 500 page in production, with the CMS down', () => {
  it.each([
    ['/da-DK/om-os', 'DA', 'da'],
    ['/de-DE/ueber-uns', 'DE', 'de'],
    ['/om-os', 'EN', 'en'],
  ] as const)(
    '%s: the banner in the cookie language %s',
    async (pathname, language, lang) => {
      const texts = TEXTS[language];
      const response = await get(`${site}${pathname}`);
      expect(response.status).toBe(500);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toContain("'unsafe-inline' 'self'");

      const { page, context } = await newPage(browser, { viewport: { width: 412, height: 860 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && !m.text().includes('500') && errors.push(m.text()));
      const answer = await page.goto(`${site}${pathname}`);
      expect(answer?.status()).toBe(500);
      await page.getByTestId('error-500').waitFor();
      const banner = page.locator('#cc-main .cm');
      await banner.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.locator('#qilak-consent').getAttribute('lang')).toBe(lang);
      expect(await banner.locator('button[data-role="all"]').textContent()).toBe(texts.acceptAll);
      expect(await banner.textContent()).toContain(texts.title);
      await page.screenshot({ path: path.join(SCREENS, `500-${language}-412.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: path.join(SCREENS, `500-${language}-1280.png`) });

      // Answered here, the choice is the site's one consent cookie; the page's button reopens the preferences.
      await banner.locator('button[data-role="necessary"]').click();
      await banner.waitFor({ state: 'hidden' });
      const stored = (await context.cookies()).find((c) => c.name === 'qilak_consent');
      expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ categories: ['necessary'] });
      await page.getByRole('button', { name: texts.reopen }).click();
      await page.locator('#cc-main .pm').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
