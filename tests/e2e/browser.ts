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
  const page = await context.newPage();
  return { context, page };
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
