import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MARKETS } from '@qilak/markets';
import { axeViolations, launchBrowser, newPage } from './browser';
import {
  marketContents,
  readContentFiles,
  readMarketNames,
  readMarketOverrides,
} from '../../apps/cms/src/seed/content-file';
import { chooserLabelsIn, englishTelltales, frenchSpacingProblems, leftoverPlaceholders } from '../support/l10n-rules';
import { get } from './http';

const web = inject('webUrl');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let browser: Browser;

interface SeedBlock {
  __component: string;
  heading?: unknown;
  text?: unknown;
}
interface SeedPage {
  key: string;
  slug: string;
  blocks: SeedBlock[];
}
const seedDir = path.join(root, 'apps/cms/seed');
const seedMarkets = JSON.parse(readFileSync(path.join(seedDir, 'markets.json'), 'utf8')) as {
  code: string;
  name: string;
}[];
const { files: seedFiles } = readContentFiles(path.join(seedDir, 'content'));
/** What each market was seeded with: its language file under its market override, placeholders filled. */
const seeded = marketContents(
  seedFiles,
  seedMarkets,
  readMarketOverrides(path.join(seedDir, 'content')).overrides,
  readMarketNames(seedDir),
  [],
);
const seedOf = (code: string) => {
  const found = seeded.find((s) => s.code === code);
  if (!found) throw new Error(`no seed content for ${code}`);
  return found.content as unknown as { pages: SeedPage[]; news: { slug: string; title: string }[] };
};
/** The chooser labels of MARKET-TABLE ("Kalaaliit Nunaat - DA"): never in running text. */
const CHOOSER_LABELS = MARKETS.map((m) => m.name);
const marketBase = (code: string) => (code === 'en-GLOBAL' ? '' : `/${code}`);

const normalise = (s: string) => s.replace(/\s+/g, ' ').replace(/[‘’]/g, "'").trim();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Pages that read only what the server rendered (no script runs, no image, font or video is fetched: the text and
 * the blocks are all there without them), kept open in one context and reused: a fresh context per visit started a
 * renderer process for each of the file's 165 such visits. At most as many as the file visits at once.
 */
let htmlOnlyContext: Promise<BrowserContext> | undefined;
const idleHtmlOnlyPages: Page[] = [];
async function htmlOnlyPage(): Promise<Page> {
  htmlOnlyContext ??= newPage(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false }).then(
    async ({ context, page }) => {
      await context.route(
        (target) => /\.(?:avif|webp|jpe?g|png|gif|svg|ico|woff2?|mp4|webm)$|^\/_next\/image/.test(target.pathname),
        (route) => route.abort(),
      );
      idleHtmlOnlyPages.push(page);
      return context;
    },
  );
  const context = await htmlOnlyContext;
  return idleHtmlOnlyPages.pop() ?? context.newPage();
}

/**
 * Opens `url`: in a fresh context, or with `serverHtmlOnly` in a reused page (1280 wide) without scripts or media.
 * `waitUntil: 'load'` (the default here) is enough for what the server rendered; tests that press keys or click wait
 * for `networkidle`, by when the page has hydrated.
 */
async function visit(
  url: string,
  width = 1280,
  options: { bypassCSP?: boolean; waitUntil?: 'load' | 'networkidle'; serverHtmlOnly?: boolean } = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { waitUntil = 'load', serverHtmlOnly = false, ...contextOptions } = options;
  if (serverHtmlOnly) {
    const page = await htmlOnlyPage();
    const response = await page.goto(url, { waitUntil });
    expect(response?.status(), url).toBe(200);
    return {
      page,
      close: async () => {
        idleHtmlOnlyPages.push(page);
      },
    };
  }
  const { page, context } = await newPage(browser, { viewport: { width, height: 900 }, ...contextOptions });
  const response = await page.goto(url, { waitUntil });
  expect(response?.status(), url).toBe(200);
  return { page, close: () => context.close() };
}

/**
 * The page's own text under `root`: every text node outside scripts, outside elements marked as another
 * language (`lang` differing from the page's) and outside `skip`, joined by spaces.
 */
async function pageText(page: Page, root = 'body', skip = 'script, style, template, noscript'): Promise<string> {
  return page.evaluate(
    ({ root, skip }) => {
      const pageLang = document.documentElement.lang;
      const start = document.querySelector(root);
      if (!start) return '';
      const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skip)) continue;
        const lang = parent.closest('[lang]')?.getAttribute('lang');
        if (lang && lang !== pageLang) continue;
        parts.push(node.nodeValue ?? '');
      }
      return parts.join(' ');
    },
    { root, skip },
  );
}

/**
 * What a native editor of the page's market would flag: in the whole page, English tell-tales on a non-English
 * page and French spacing; in the content (main, not the market chooser, whose entries are labels), a
 * placeholder or a chooser label pasted into prose.
 */
async function languageProblems(code: string, page: Page): Promise<string[]> {
  const content = await pageText(page, 'main', 'script, style, template, noscript, [data-block="market-chooser"]');
  const problems = [...leftoverPlaceholders(content), ...chooserLabelsIn(content, CHOOSER_LABELS)];
  const lang = code.slice(0, 2);
  const whole = await pageText(page);
  if (lang !== 'en') problems.push(...englishTelltales(whole, lang).map((w) => `English "${w}"`));
  if (lang === 'fr') problems.push(...frenchSpacingProblems(whole));
  return problems;
}

// The pages only read what the server rendered and change nothing, so several are open at once (Vitest's
// maxConcurrency): the run waits on the servers and the browser in turn instead of on one page at a time. They read
// the server's HTML as Chromium parses it, without running its scripts or fetching its media (`serverHtmlOnly`):
// every block's content must be in that HTML, and the browser no longer hydrates and decodes 176 pages (this file's
// page tests with their stack took 151 s of CPU instead of 193 s).
describe.concurrent('every seeded block renders its content on every seeded page of all eleven markets', () => {
  for (const market of MARKETS) {
    const content = seedOf(market.code);
    for (const entry of content.pages.filter((p) => p.key !== 'not-found')) {
      it(`${market.code} ${entry.key}`, async ({ expect }) => {
        const url = `${web}${marketBase(market.code)}${entry.key === 'home' ? '' : `/${entry.slug}`}`;
        const { page, close } = await visit(url, 1280, { serverHtmlOnly: true });
        const rendered = await page.$$eval('main [data-block]', (els) =>
          els.map((el) => ({ name: el.getAttribute('data-block'), text: el.textContent ?? '' })),
        );
        // Every seeded block is there, in the seeded order.
        expect(rendered.map((b) => b.name)).toEqual(entry.blocks.map((b) => b.__component.replace(/^blocks\./, '')));
        entry.blocks.forEach((block, i) => {
          const text = normalise(rendered[i]!.text);
          expect(text.length, `${block.__component} is empty`).toBeGreaterThan(0);
          const fields = [block.heading, block.__component === 'blocks.colored-text' ? block.text : undefined];
          for (const field of fields.filter((f): f is string => typeof f === 'string')) {
            expect(text).toContain(normalise(field));
          }
        });
        // The page reads as its market's language: no placeholder, chooser label or English left in it.
        expect(await languageProblems(market.code, page), url).toEqual([]);
        // Text in another language says so: each market chooser entry carries its market's language.
        const chooser = await page.$$eval('[data-block="market-chooser"] li a > span:first-child', (els) =>
          els.map((el) => el.getAttribute('lang')),
        );
        const hasChooser = entry.blocks.some((b) => b.__component === 'blocks.market-chooser');
        expect(chooser).toEqual(hasChooser ? MARKETS.map((m) => m.language) : []);
        await close();
      });
    }
  }

  // No Suspense boundary per block: the server sends the blocks in document order in one piece, so nothing is
  // streamed into place later (which shifted the layout) and the HTML alone is the page.
  it('sends every block in the HTML in document order, none streamed in later (da-DK home)', async ({ expect }) => {
    const entry = seedOf('da-DK').pages.find((p) => p.key === 'home')!;
    const html = await (await get(`${web}/da-DK`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const names = [...main.matchAll(/<section[^>]* data-block="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(entry.blocks.map((b) => b.__component.replace(/^blocks\./, '')));
    // React's markers of a Suspense boundary still pending when the shell was sent, and of content streamed in.
    expect(main).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
  });

  describe('renders a news article page with its blocks in every market', () => {
    for (const market of MARKETS) {
      it(`${market.code}`, async ({ expect }) => {
        const article = seedOf(market.code).news[0]!;
        const { page, close } = await visit(`${web}${marketBase(market.code)}/a/${article.slug}`, 1280, {
          serverHtmlOnly: true,
        });
        expect(normalise((await page.locator('main h1').textContent()) ?? '')).toBe(normalise(article.title));
        expect(await page.locator('main [data-block="rich-text"]').count()).toBeGreaterThan(0);
        expect(await languageProblems(market.code, page), `${market.code} ${article.slug}`).toEqual([]);
        await close();
      });
    }
  });

  it('news overview: newest first, links to the article pages', async ({ expect }) => {
    const { page, close } = await visit(`${web}/en-US/news`);
    const dates = await page.$$eval('[data-block="news-overview"] li[data-date]', (els) =>
      els.map((e) => e.getAttribute('data-date') ?? ''),
    );
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect([...dates].sort().reverse()).toEqual(dates);
    const hrefs = await page.$$eval('[data-block="news-overview"] a[href*="/a/"]', (els) =>
      els.map((e) => e.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    expect(hrefs.every((h) => h?.startsWith('/en-US/a/'))).toBe(true);
    await close();
  });
});

describe('accessibility (axe-core): no serious or critical violation', () => {
  const pages = [
    ['home', '/en-US'],
    ['content page', '/en-US/about'],
    ['news article', `/en-US/a/${seedOf('en-US').news[0]!.slug}`],
    ['home (da-DK, mobile)', '/da-DK'],
  ] as const;
  for (const [label, pathname] of pages) {
    it(label, async () => {
      // The site's CSP allows only its own hashed inline scripts; the test injects axe, so it bypasses the CSP.
      const { page, close } = await visit(`${web}${pathname}`, label.includes('mobile') ? 390 : 1280, {
        bypassCSP: true,
        waitUntil: 'networkidle',
      });
      const bad = await axeViolations(page);
      expect(bad, JSON.stringify(bad, null, 1)).toEqual([]);
      await close();
    });
  }
});

describe('a failing block', () => {
  it('leaves the page and the other blocks standing', async () => {
    const { page, close } = await visit(`${web}/ui-kit`);
    const demo = page.locator('[data-testid="failing-demo"]');
    await expect
      .poll(async () => normalise((await demo.textContent()) ?? ''))
      .toContain('Block after the failing ones');
    expect(normalise((await demo.textContent()) ?? '')).toContain('Block before the failing ones');
    expect(await demo.locator('[data-block]').count()).toBe(2);
    await close();
  });

  it('in draft mode (editor notices on) shows a notice naming each block the site cannot render, and why', async () => {
    const { page, close } = await visit(`${web}/ui-kit`);
    const demo = page.locator('[data-testid="notice-demo"]');
    const notices = await demo
      .locator('[data-block-notice]')
      .evaluateAll((els) =>
        els.map((el) => `${el.getAttribute('data-block-notice')}:${el.getAttribute('data-problem')}`),
      );
    expect(notices).toEqual([
      'blocks.fails-in-load:failed',
      'blocks.fails-in-view:failed',
      'blocks.colored-text:invalid',
      'blocks.not-in-this-site:unknown',
    ]);
    expect(await demo.locator('[data-block]').count()).toBe(2);
    const unknown = demo.locator('[data-block-notice="blocks.not-in-this-site"]');
    expect(await unknown.isVisible()).toBe(true);
    expect(normalise((await unknown.textContent()) ?? '')).toContain(
      'The block “blocks.not-in-this-site” is not shown to visitors',
    );
    // Visitors never get a notice.
    expect(await page.locator('[data-testid="failing-demo"] [data-block-notice]').count()).toBe(0);
    await close();
  });

  it('the UI kit page is not indexed', async () => {
    const html = await (await get(`${web}/ui-kit`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, ?nofollow"/);
  });
});

describe('videos and embeds load only after a click', () => {
  it('image-video shows a poster until the visitor clicks play', async () => {
    const { page, close } = await visit(`${web}/en-US/about`, 1280, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="image-video"]').first();
    expect(await block.locator('iframe').count()).toBe(0);
    await block.locator('[data-click-to-load] button').click();
    const frame = block.locator('iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//);
    await close();
  });

  it('the i-frame block is sandboxed and on an allow-listed host', async () => {
    const { page, close } = await visit(`${web}/en-US/fisheries`, 1280, { waitUntil: 'networkidle' });
    const block = page.locator('[data-block="i-frame"]');
    expect(await block.locator('iframe').count()).toBe(0);
    await block.locator('[data-click-to-load] button').click();
    const frame = block.locator('iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(new URL((await frame.getAttribute('src'))!).hostname).toBe('www.openstreetmap.org');
    await close();
  });
});

describe('keyboard-only navigation menu', () => {
  async function tabTo(page: Page, predicate: string, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(predicate)) return;
    }
    throw new Error(`never focused: ${predicate}`);
  }

  it('wide screen: a submenu opens with Enter, its links take focus, Escape closes it', async () => {
    const { page, close } = await visit(`${web}/en-US`, 1280, { waitUntil: 'networkidle' });
    await tabTo(page, `document.activeElement?.hasAttribute('data-submenu-toggle')`);
    const toggle = page.locator(':focus');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[id^="nav-panel-"]') !== null)).toBe(true);
    // Three levels: the panel holds second- and third-level links.
    expect(await panel.locator('ul ul a').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-submenu-toggle'))).toBe(true);
    await close();
  });

  it('mobile: the menu button opens the whole tree, Escape closes it and returns focus', async () => {
    const { page, close } = await visit(`${web}/da-DK`, 390, { waitUntil: 'networkidle' });
    await tabTo(page, `document.activeElement?.hasAttribute('data-mobile-menu-toggle')`);
    await page.keyboard.press('Enter');
    const toggle = page.locator('[data-mobile-menu-toggle]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.id)).toBe(
      await toggle.getAttribute('aria-controls'),
    );
    expect(await panel.locator('a').count()).toBeGreaterThanOrEqual(7);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-menu-toggle'))).toBe(true);
    await close();
  });
});
