/* eslint-disable vitest/no-conditional-expect -- each row of the consent table asserts its own branch (granted or refused) */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { TEST_GTM_ID } from './constants';
import { get } from './http';

/**
 * The site as visitors get it in production (APP_ENV=production, the e2e setup's second web instance): the
 * consent banner answered each way, and what each answer lets the video and map embeds, the tag manager and the
 * geo redirect do (CONSENT-CATEGORIES, CONSENT-EMBEDS, TAG-CONSENT, GEO-WHEN). Every wait is on something the page decides: <html data-consent>,
 * <html data-tag-manager>, <html data-geo-redirect>, a request, or the DOM; nothing sleeps.
 * Nothing reaches the internet: requests to other hosts are answered here (and recorded) or refused.
 */
const prod = inject('prodWebUrl');
let browser: Browser;
/** Each test is a few page loads and clicks; on a loaded 2-core machine a cold page alone can take 20 s. */
const SLOW = 180_000;
vi.setConfig({ testTimeout: SLOW });

/** The pages these tests visit, rendered once first: on a busy machine a cold render can outlast the upstream
 * timeout and answer 500 (the outage suite's subject), which would leave no page to ask for consent. */
const PAGES = [
  '/da-DK/om-os',
  '/da-DK/fiskeri',
  '/da-DK',
  '/de-DE/ueber-uns',
  ...['/', '/sv-SE', '/de-DE', '/en-GB', '/en-CN', '/fr-FR', '/kl-GL', '/da-GL', '/en-US', '/en-JP'],
];

async function warm(origin: string, path: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const status = await get(`${origin}${path}`, { headers: { cookie: 'i18n_redirected=en-GLOBAL' } })
      .then((r) => r.status)
      .catch(() => 0);
    if (status > 0 && status < 500) return;
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const path of PAGES) await warm(prod, path);
  await warm(inject('webUrl'), '/da-DK/om-os');
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

interface Visitor {
  page: Page;
  context: BrowserContext;
  /** Every request the page made to another host, answered locally. */
  external: string[];
  gtmRequests: () => string[];
  embedRequests: () => string[];
}

const EMBED_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.openstreetmap\.org)\//;

async function visitor(cookies: { name: string; value: string }[] = []): Promise<Visitor> {
  const { page, context } = await newPage(browser);
  page.setDefaultTimeout(45_000);
  const external: string[] = [];
  const local = new URL(prod).origin;
  await context.route(
    (url) => url.origin !== local,
    async (route) => {
      const url = route.request().url();
      external.push(url);
      if (url.startsWith('https://www.googletagmanager.com/gtm.js?')) {
        // The container, answered here: it records that it ran, as the real one would start reading dataLayer.
        await route.fulfill({
          contentType: 'application/javascript',
          body: 'window.__testContainerRuns = (window.__testContainerRuns || 0) + 1;',
        });
      } else if (EMBED_HOSTS.test(url)) {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>embed</title><p>third party</p>',
        });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: prod })));
  return {
    page,
    context,
    external,
    gtmRequests: () => external.filter((u) => u.startsWith('https://www.googletagmanager.com/')),
    embedRequests: () => external.filter((u) => EMBED_HOSTS.test(u)),
  };
}

const html = (page: Page, attribute: string) =>
  page.evaluate((a) => document.documentElement.getAttribute(a), attribute);

/** Waits until <html> shows the decision (the attribute's value), and fails naming what it showed instead. */
async function decided(page: Page, attribute: string, value: string, timeout = 45_000): Promise<void> {
  await expect.poll(() => html(page, attribute), { timeout, message: attribute }).toBe(value);
}

type Answer = 'all' | 'necessary' | { choose: ('functional' | 'statistic' | 'marketing')[] };

/** Answers the built-in banner the way a visitor would: a button, or the preferences with some categories on. */
async function answerBanner(page: Page, answer: Answer): Promise<void> {
  const banner = page.locator('#cc-main .cm');
  await banner.waitFor({ state: 'visible', timeout: 45_000 });
  if (answer === 'all' || answer === 'necessary') {
    await banner.locator(`button[data-role="${answer}"]`).click();
    return;
  }
  await banner.locator('button[data-role="show"]').click();
  await savePreferences(page, answer.choose);
}

/** In the open preferences, sets exactly these categories and saves. */
async function savePreferences(page: Page, granted: string[]): Promise<void> {
  const preferences = page.locator('#cc-main .pm');
  await preferences.waitFor({ state: 'visible' });
  for (const category of ['functional', 'statistic', 'marketing']) {
    await preferences.locator(`input[value="${category}"]`).setChecked(granted.includes(category), { force: true });
  }
  await preferences.locator('button[data-role="save"]').click();
  await preferences.waitFor({ state: 'hidden' });
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      // gtag's commands are `arguments` objects: shown as arrays
      Array.isArray(entry) || Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

const ANSWERS: {
  name: string;
  answer: Answer;
  consent: string;
  embeds: boolean;
  tagManager: boolean;
  geo: boolean;
}[] = [
  {
    name: 'accept all',
    answer: 'all',
    consent: 'necessary functional statistic marketing',
    embeds: true,
    tagManager: true,
    geo: true,
  },
  { name: 'necessary only', answer: 'necessary', consent: 'necessary', embeds: false, tagManager: false, geo: false },
  {
    name: 'choose categories: functional and marketing',
    answer: { choose: ['functional', 'marketing'] },
    consent: 'necessary functional marketing',
    embeds: true,
    tagManager: false,
    geo: true,
  },
  {
    name: 'choose categories: statistic only',
    answer: { choose: ['statistic'] },
    consent: 'necessary statistic',
    embeds: false,
    tagManager: true,
    geo: false,
  },
];

/** Clicks a click-to-load block and checks it loads the third party only with marketing consent. */
async function clickToLoad(v: Visitor, variant: 'video' | 'embed', allowed: boolean): Promise<void> {
  const block = v.page.locator(`[data-click-to-load="${variant}"]`).first();
  await block.scrollIntoViewIfNeeded();
  await block.locator('button').click();
  if (allowed) {
    const frame = v.page.locator(`iframe[data-click-to-load-frame="${variant}"]`).first();
    await frame.waitFor({ state: 'attached' });
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(variant === 'video' ? /^https:\/\/www\.youtube-nocookie\.com\/embed\// : /openstreetmap\.org/);
    await expect
      .poll(() => v.embedRequests().some((u) => u.startsWith(src.split('?')[0]!)), { timeout: 45_000 })
      .toBe(true);
  } else {
    await v.page.locator(`[data-click-to-load="${variant}"][data-consent-needed="marketing"]`).first().waitFor();
    await expect(block.getByRole('status').isVisible()).resolves.toBe(true);
    expect(await v.page.locator(`iframe[data-click-to-load-frame="${variant}"]`).count()).toBe(0);
    expect(v.embedRequests()).toEqual([]);
  }
}

// Each test is a visitor of its own (a fresh browser context) on pages warmed above, so several run at once.
describe.concurrent('production: the consent banner answered each way (CONSENT-CATEGORIES, CONSENT-EMBEDS)', () => {
  for (const c of ANSWERS) {
    it(`${c.name}: video and map embeds, and the tag manager`, async () => {
      const v = await visitor();
      await v.page.goto(`${prod}/da-DK/om-os`);
      await decided(v.page, 'data-consent', 'pending');
      await decided(v.page, 'data-tag-manager', 'waiting');
      expect(v.gtmRequests()).toEqual([]);
      await answerBanner(v.page, c.answer);
      await decided(v.page, 'data-consent', c.consent);

      if (c.tagManager) {
        await decided(v.page, 'data-tag-manager', 'loaded');
        expect(v.gtmRequests()).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`]);
        expect(
          await v.page.evaluate(() => (window as unknown as { __testContainerRuns?: number }).__testContainerRuns),
        ).toBe(1);
        expect(await dataLayerEvents(v.page)).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
      } else {
        await decided(v.page, 'data-tag-manager', 'off:no-consent');
        expect(v.gtmRequests()).toEqual([]);
        expect(await v.page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
      }

      await clickToLoad(v, 'video', c.embeds);

      // The next page reads the stored answer at once: no banner, same decisions.
      await v.page.goto(`${prod}/da-DK/fiskeri`);
      await decided(v.page, 'data-consent', c.consent);
      expect(await v.page.locator('#cc-main .cm').isVisible()).toBe(false);
      await decided(v.page, 'data-tag-manager', c.tagManager ? 'loaded' : 'off:no-consent');
      await clickToLoad(v, 'embed', c.embeds);
      expect(v.gtmRequests()).toHaveLength(c.tagManager ? 2 : 0); // once per full page load
      await v.context.close();
    });

    it(`${c.name}: the geo redirect`, async () => {
      const v = await visitor();
      const lookups: string[] = [];
      v.page.on('request', (r) => r.url().includes('/napi/geoip') && lookups.push(r.url()));
      await v.page.goto(`${prod}/de-DE/ueber-uns?mock_visiting_country=DK`);
      await decided(v.page, 'data-geo-redirect', 'waiting');
      await answerBanner(v.page, c.answer);
      if (c.geo) {
        // Functional consent: the country's market, on the page translated into it; both cookies set.
        await v.page.waitForURL(`${prod}/da-DK/om-os`, { timeout: 45_000 });
        const cookies = await v.context.cookies();
        expect(cookies.find((k) => k.name === 'geo_redirect_done')?.value).toBe('1');
        expect(cookies.find((k) => k.name === 'i18n_redirected')?.value).toBe('da-DK');
        // Once only: back on the German page, it stays.
        await v.page.goto(`${prod}/de-DE/ueber-uns?mock_visiting_country=DK`);
        await decided(v.page, 'data-geo-redirect', 'none:already-done');
      } else {
        await decided(v.page, 'data-geo-redirect', 'none:no-consent');
        expect(new URL(v.page.url()).pathname).toBe('/de-DE/ueber-uns');
        expect(lookups).toEqual([]);
        expect((await v.context.cookies()).find((k) => k.name === 'geo_redirect_done')).toBeUndefined();
      }
      await v.context.close();
    });
  }
});

describe.concurrent('production: the geo redirect step by step (GEO-STEPS)', () => {
  const accepted = async (path: string, cookies: { name: string; value: string }[] = []) => {
    const v = await visitor(cookies);
    await v.page.goto(`${prod}${path}`);
    await answerBanner(v.page, 'all');
    return v;
  };

  it('sends a visitor from a mapped country to its market and sets the done cookie (365 days, path /)', async () => {
    const v = await accepted('/en-GB?mock_visiting_country=DK');
    await v.page.waitForURL(`${prod}/da-DK`, { timeout: 45_000 });
    const cookie = (await v.context.cookies()).find((k) => k.name === 'geo_redirect_done');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await v.context.close();
  });

  it('sends an unmapped country to the global English market, and / keeps it there (locale cookie updated)', async () => {
    const v = await accepted('/da-DK?mock_visiting_country=BR');
    await v.page.waitForURL(`${prod}/`, { timeout: 45_000 });
    expect((await v.context.cookies()).find((k) => k.name === 'i18n_redirected')?.value).toBe('en-GLOBAL');
    await decided(v.page, 'data-geo-redirect', 'none:already-done');
    expect(new URL(v.page.url()).pathname).toBe('/');
    await v.context.close();
  });

  it('stays and sets the done cookie when the visitor is already on the target market', async () => {
    const v = await accepted('/da-DK?mock_visiting_country=DK');
    await decided(v.page, 'data-geo-redirect', 'stay:da-DK');
    expect(new URL(v.page.url()).pathname).toBe('/da-DK');
    expect((await v.context.cookies()).find((k) => k.name === 'geo_redirect_done')?.value).toBe('1');
    await v.context.close();
  });

  it('does nothing for an unknown country, or once the done cookie exists', async () => {
    const unknown = await accepted('/en-GB?mock_visiting_country=XX');
    await decided(unknown.page, 'data-geo-redirect', 'none:unknown-country');
    expect(new URL(unknown.page.url()).pathname).toBe('/en-GB');
    expect((await unknown.context.cookies()).find((k) => k.name === 'geo_redirect_done')).toBeUndefined();
    await unknown.context.close();

    const done = await accepted('/en-GB?mock_visiting_country=DK', [{ name: 'geo_redirect_done', value: '1' }]);
    await decided(done.page, 'data-geo-redirect', 'none:already-done');
    expect(new URL(done.page.url()).pathname).toBe('/en-GB');
    await done.context.close();
  });

  it('runs when functional consent comes later, from the reopened preferences', async () => {
    const v = await visitor();
    await v.page.goto(`${prod}/en-GB?mock_visiting_country=DK`);
    await answerBanner(v.page, 'necessary');
    await decided(v.page, 'data-geo-redirect', 'none:no-consent');
    await v.page.locator('[data-consent-settings]').click();
    await savePreferences(v.page, ['functional']);
    await v.page.waitForURL(`${prod}/da-DK`, { timeout: 45_000 });
    await v.context.close();
  });
});

describe.concurrent(
  'production: the banner in the cookie language of each market (CONSENT-BANNER-LANGUAGE, issue 22)',
  () => {
    // [market root, title, accept button, the banner's lang]: the cookie language, not the page's language.
    const BANNERS = [
      ['/', 'We use cookies', 'Accept all', 'en'],
      ['/da-DK', 'Vi bruger cookies', 'Accepter alle', 'da'],
      ['/sv-SE', 'Vi använder kakor', 'Godkänn alla', 'sv'],
      ['/de-DE', 'Wir verwenden Cookies', 'Alle akzeptieren', 'de'],
      ['/en-GB', 'We use cookies', 'Accept all', 'en'],
      ['/en-CN', '我们使用 Cookie', '全部接受', 'zh-CN'],
      ['/fr-FR', 'Nous utilisons des cookies', 'Tout accepter', 'fr'],
      ['/kl-GL', 'Cookies atorpavut', 'Tamaasa akueriuk', 'kl'],
      ['/da-GL', 'Vi bruger cookies', 'Accepter alle', 'da'],
      ['/en-US', 'We use cookies', 'Accept all', 'en'],
      ['/en-JP', 'Cookieの使用について', 'すべて許可', 'ja'],
    ] as const;

    it.each(BANNERS)('%s: "%s" / "%s", lang %s', async (path, title, accept, lang) => {
      const v = await visitor();
      await v.page.goto(`${prod}${path}`);
      const banner = v.page.locator('#cc-main .cm');
      await banner.waitFor({ state: 'visible', timeout: 45_000 });
      expect((await banner.locator('.cm__title').innerText()).trim()).toBe(title);
      expect((await banner.locator('button[data-role="all"]').innerText()).trim()).toBe(accept);
      // What a screen reader goes by: the nearest lang around the banner's text, and its direction.
      const around = await banner
        .locator('.cm__desc')
        .evaluate((el) => ({ lang: el.closest('[lang]')?.getAttribute('lang'), dir: getComputedStyle(el).direction }));
      expect(around).toEqual({ lang, dir: 'ltr' });
      // The footer's way back to the preferences carries the same language.
      expect(await v.page.locator('[data-consent-settings]').getAttribute('lang')).toBe(lang);
      await v.context.close();
    });
  },
);

describe('production: changing one’s mind takes effect on the page, without a reload', () => {
  it('withdrawing marketing and statistic unloads the video and stops the tag manager', async () => {
    const v = await visitor();
    await v.page.goto(`${prod}/da-DK`);
    await answerBanner(v.page, 'all');
    await decided(v.page, 'data-tag-manager', 'loaded');
    await v.page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // A client navigation counts as a page view while statistic consent holds.
    await v.page.locator('a[href="/da-DK/om-os"]').first().click();
    await v.page.waitForURL(`${prod}/da-DK/om-os`);
    await expect
      .poll(() => dataLayerEvents(v.page), { timeout: 45_000 })
      .toContainEqual({ event: 'page_view', page_path: '/da-DK/om-os' });
    await clickToLoad(v, 'video', true);

    await v.page.locator('[data-consent-settings]').click();
    expect(await v.page.locator('#cc-main').evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('da');
    await savePreferences(v.page, ['functional']);
    await decided(v.page, 'data-consent', 'necessary functional');
    await decided(v.page, 'data-tag-manager', 'withdrawn');
    // The embed is gone and its consent placeholder is back, on the same page.
    await v.page.locator('[data-click-to-load="video"][data-consent-needed="marketing"]').waitFor();
    expect(await v.page.locator('iframe[data-click-to-load-frame]').count()).toBe(0);
    const events = await dataLayerEvents(v.page);
    expect(events.at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);

    // No more page views: a further client navigation pushes nothing.
    await v.page.locator('a[href="/da-DK"]').first().click();
    await v.page.waitForURL(`${prod}/da-DK`);
    await decided(v.page, 'data-tag-manager', 'withdrawn');
    expect(await dataLayerEvents(v.page)).toEqual(events);
    expect(await v.page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(v.gtmRequests()).toHaveLength(1);
    await v.context.close();
  });

  it('granting marketing later loads the embed the visitor already asked for', async () => {
    const v = await visitor();
    await v.page.goto(`${prod}/da-DK/fiskeri`);
    await answerBanner(v.page, 'necessary');
    await clickToLoad(v, 'embed', false);
    await v.page.locator('[data-consent-settings]').click();
    await savePreferences(v.page, ['marketing']);
    await decided(v.page, 'data-consent', 'necessary marketing');
    await v.page.locator('iframe[data-click-to-load-frame="embed"]').waitFor({ state: 'attached' });
    await expect.poll(() => v.embedRequests().length, { timeout: 45_000 }).toBe(1);
    await v.context.close();
  });
});

describe('outside production every category is granted (CONSENT-CATEGORIES)', () => {
  it('shows no banner, loads embeds on click, and keeps the tag manager and geo redirect off', async () => {
    const web = inject('webUrl');
    const { page, context } = await newPage(browser);
    page.setDefaultTimeout(45_000);
    await page.goto(`${web}/da-DK/om-os?mock_visiting_country=DE`);
    await decided(page, 'data-consent', 'necessary functional statistic marketing');
    await decided(page, 'data-tag-manager', 'off:not-production');
    await decided(page, 'data-geo-redirect', 'none:not-production');
    expect(await page.locator('#cc-main').count()).toBe(0);
    expect(await page.locator('[data-consent-settings]').count()).toBe(0);
    expect(await page.locator('script#qilak-gtm').count()).toBe(0);
    await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>embed</p>' }),
    );
    await page.locator('[data-click-to-load="video"] button').first().click();
    await page.locator('iframe[data-click-to-load-frame="video"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/da-DK/om-os');
    await context.close();
  });
});
