import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, started as the machine's probe does (no background networking on a closed network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A visitor whose browser asks for plain English, so a first visit to / stays on en-GLOBAL (Chromium's own
 * default, en-US, would be sent to North America by root language negotiation).
 */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en', ...options });
  if (options.javaScriptEnabled !== false) context.on('page', gotoWaitsForHydration);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Pages load their script chunks after the first frame (apps/web/server/scripts-after-paint.ts), so the `load` that
 * `goto` waits for comes before hydration, and a click right after it could meet links the client router has not
 * taken over yet. Here `goto` also waits until the shell has hydrated (its progress bar leaves
 * `data-shell="starting"`), as a visitor's first click a moment later meets the page. A document without the shell
 * (the server's own 500 page, a file) does not wait; one that never hydrates fails the test, saying so.
 */
function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'commit') return response;
    await waitForHydration(page);
    return response;
  };
}

/**
 * Waits until the page's shell has hydrated, as `goto` does: for a document loaded by a click on a plain link (a
 * full page load), whose scripts come after its `load`. Until then a form has no handlers: a submit posts it without
 * JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !document.querySelector('[data-shell="starting"]'), undefined, {
      timeout: 20_000,
    });
  } catch (error) {
    // A page that went on to another document meanwhile (a redirect in the browser) is the test's to wait for.
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new Error(`${page.url()} did not hydrate within 20 s of its load`, { cause: error });
  }
}

/**
 * Holds every request of the context whose path is `pathname` until `release()` (a slow download, as a visitor on a
 * poor connection meets it); `count()` says how many were asked meanwhile.
 */
export async function holdRequests(
  context: BrowserContext,
  pathname: string,
): Promise<{ release: () => void; count: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await context.route(
    (url) => url.pathname === pathname,
    async (route) => {
      asked += 1;
      await gate;
      // The page may have gone meanwhile (the test closed it): nothing left to answer.
      await route.continue().catch(() => undefined);
    },
  );
  return { release, count: () => asked };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Serious or critical axe violations on the page as it is now (open the page with `bypassCSP`: axe is injected);
 * `exclude` leaves out parts that are not the page's own, such as the consent banner.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | { exclude: string[][] },
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const context = excluded.length ? { exclude: excluded.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, exclude);
}
