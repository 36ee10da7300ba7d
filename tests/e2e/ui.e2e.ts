import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

// The UI kit (UI-BUTTON, UI-SPINNER, UI-MODAL, UI-CONFIRM, UI-ANCHOR-NAV) on its internal page (/ui-kit, not in production, noindex).
const web = inject('webUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function kit(width = 1280): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPage(browser, { viewport: { width, height: 800 } });
  const response = await page.goto(`${web}/ui-kit`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
const openDialogs = (page: Page) => page.locator('dialog[open]').count();

describe('modal', () => {
  it('opens from the keyboard, traps Tab, closes on Escape and gives focus back', async () => {
    const { page, close } = await kit();
    await page.locator('[data-testid="open-modal-sm"]').focus();
    await page.keyboard.press('Enter');
    expect(await openDialogs(page)).toBe(1);
    expect(await focusInDialog(page)).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await openDialogs(page)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-modal-sm');
    await close();
  });

  it('sm is at most 700px wide; full fills the viewport', async () => {
    const { page, close } = await kit();
    await page.locator('[data-testid="open-modal-sm"]').click();
    const sm = await page.locator('dialog[open]').boundingBox();
    expect(sm!.width).toBeLessThanOrEqual(700);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="open-modal-full"]').click();
    const full = await page.locator('dialog[open]').boundingBox();
    expect(full!.width).toBeGreaterThanOrEqual(1270);
    expect(full!.height).toBeGreaterThanOrEqual(790);
    await page.keyboard.press('Escape');
    await close();
  });

  it('closes by its close button (keyboard) and by a click outside the content', async () => {
    const { page, close } = await kit();
    await page.locator('[data-testid="open-modal-sm"]').click();
    await page.locator('dialog[open] [data-modal-close]').focus();
    await page.keyboard.press('Enter');
    expect(await openDialogs(page)).toBe(0);
    await page.locator('[data-testid="open-modal-sm"]').click();
    await page.mouse.click(8, 8);
    expect(await openDialogs(page)).toBe(0);
    await close();
  });
});

describe('confirmation dialog', () => {
  async function tabToConfirm(page: Page, which: 'ok' | 'cancel') {
    for (let i = 0; i < 6; i++) {
      if (await page.evaluate((w) => document.activeElement?.getAttribute('data-confirm') === w, which)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`could not reach ${which}`);
  }
  const result = (page: Page) => page.locator('[data-testid="confirm-result"]').textContent();

  it('shows title, message and the custom labels; OK confirms and closes', async () => {
    const { page, close } = await kit();
    await page.locator('[data-testid="open-confirm"]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    expect(await dialog.getAttribute('role')).toBe('alertdialog');
    expect(await dialog.textContent()).toContain('Remove the selection?');
    expect(await dialog.textContent()).toContain('only your selection is cleared');
    expect(await dialog.locator('[data-confirm="ok"]').textContent()).toContain('Remove');
    expect(await dialog.locator('[data-confirm="cancel"]').textContent()).toContain('Keep');
    await tabToConfirm(page, 'ok');
    await page.keyboard.press('Enter');
    expect(await result(page)).toBe('ok');
    expect(await openDialogs(page)).toBe(0);
    await close();
  });

  it('Cancel and Escape cancel', async () => {
    const { page, close } = await kit();
    await page.locator('[data-testid="open-confirm"]').focus();
    await page.keyboard.press('Enter');
    await tabToConfirm(page, 'cancel');
    await page.keyboard.press('Enter');
    expect(await result(page)).toBe('cancel');
    expect(await openDialogs(page)).toBe(0);
    await page.locator('[data-testid="open-confirm"]').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await openDialogs(page)).toBe(0);
    await close();
  });

  it('keep-open-on-OK stays open (busy) until its work is done', async () => {
    const { page, close } = await kit();
    await page.locator('[data-testid="open-confirm-keep"]').focus();
    await page.keyboard.press('Enter');
    await tabToConfirm(page, 'ok');
    await page.keyboard.press('Enter');
    expect(await openDialogs(page)).toBe(1);
    expect(await page.locator('dialog[open] [data-confirm="ok"]').getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => result(page)).toBe('sent');
    expect(await openDialogs(page)).toBe(0);
    await close();
  });
});

describe('buttons and spinners', () => {
  it('nine colours, solid and outline, loading state and badge', async () => {
    const { page, close } = await kit();
    const colours = await page.$$eval('#kit-buttons button[data-color]', (els) =>
      els.map((e) => `${e.getAttribute('data-color')}/${e.getAttribute('data-variant')}`),
    );
    for (const c of ['primary', 'secondary', 'rg-blue', 'blue', 'copper', 'yellow', 'green', 'red', 'white']) {
      expect(colours).toContain(`${c}/solid`);
      expect(colours).toContain(`${c}/outline`);
    }
    const loading = page.locator('#kit-buttons button[aria-busy="true"]');
    expect(await loading.isDisabled()).toBe(true);
    expect(await loading.locator('[role="status"]').textContent()).toBe('Saving');
    expect(await page.locator('#kit-buttons').textContent()).toContain('products selected');
    await close();
  });

  it('spinner sizes sm < md < lg < xl', async () => {
    const { page, close } = await kit();
    const widths = await page.$$eval('#kit-spinners [data-size] > span[aria-hidden]', (els) =>
      els.map((e) => (e as HTMLElement).offsetWidth),
    );
    expect(widths).toHaveLength(4);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(4);
    await close();
  });
});

describe('page anchor navigation', () => {
  it('the active item follows the section at the middle of the viewport', async () => {
    const { page, close } = await kit();
    const active = () => page.locator('nav a[aria-current="location"]').textContent();
    await page.evaluate(() => document.getElementById('kit-spinners')!.scrollIntoView({ block: 'center' }));
    await expect.poll(active).toBe('Spinners');
    await page.locator('nav a[href="#kit-dialogs"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).toBe('Dialogs');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.getElementById('kit-buttons')!.scrollIntoView({ block: 'center' }));
    await expect.poll(active).toBe('Buttons');
    await close();
  });
});
