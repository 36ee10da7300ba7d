// Quote and sample requests in production mode: from a de-DE variant page and from "my catalogue" (en-US) into the
// CMS and out as two mails each (sales team and buyer, in the market's language, with the items); the plain form
// post without JavaScript; bots and bad input refused with nothing stored; an SMTP outage loses nothing and
// sends each mail once; axe on the form.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newPage, waitForHydration } from './browser';
import { adminLogin } from '../support/cms-admin.mjs';
import { decodeQuotedPrintable, type CapturedMail } from '../support/smtp';

const prod = inject('prodWebUrl');
const cms = inject('cmsUrl');
const pim = inject('pimUrl');
const pimKey = inject('pimFunctionKey');
const inbox = inject('smtpInboxUrl');
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CM = '/content-manager/collection-types/api::inquiry.inquiry';

let browser: Browser;
let admin: string;

interface StoredInquiry {
  documentId: string;
  market: string;
  company: string;
  email: string;
  items: { itemNumber: string; unit: string; quantity: number | string }[];
  salesMailState: string;
  confirmationMailState: string;
  salesMailAttempts: number;
}

async function inquiries(): Promise<StoredInquiry[]> {
  const response = await fetch(`${cms}${CM}?pageSize=200&populate=items`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: StoredInquiry[] }).results;
}

async function inquiryOf(company: string): Promise<StoredInquiry> {
  // vi.waitFor, not expect.poll: these helpers also serve the tests that run side by side (describe.concurrent),
  // where only the test's own `expect` knows its test.
  const found = await vi.waitFor(
    async () => {
      const hit = (await inquiries()).find((i) => i.company === company);
      if (!hit) throw new Error(`no inquiry from ${company} stored yet`);
      return hit;
    },
    { timeout: 20_000, interval: 250 },
  );
  // The list does not populate components: read the entry itself for its items.
  const response = await fetch(`${cms}${CM}/${found.documentId}`, { headers: { authorization: `Bearer ${admin}` } });
  return ((await response.json()) as { data: StoredInquiry }).data;
}

async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${inbox}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CapturedMail[];
}

async function mailTo(address: string, timeout = 30_000): Promise<string> {
  const mails = await vi.waitFor(
    async () => {
      const got = await mailsTo(address);
      if (got.length === 0) throw new Error(`no mail to ${address} yet`);
      return got;
    },
    { timeout, interval: 250 },
  );
  expect(mails).toHaveLength(1);
  return decodeQuotedPrintable(mails[0]!.raw);
}

const messageId = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

async function variantOf(culture: string, productId: string): Promise<string> {
  const response = await fetch(`${pim}/api/GetProductData?culture=${culture}&code=${encodeURIComponent(pimKey)}`);
  const products = (
    (await response.json()) as { Products: { ProductId: string; Variants: { ItemNumber: unknown }[] }[] }
  ).Products;
  const variant = products
    .find((p) => p.ProductId === productId)!
    .Variants.find((v) => /^\d+$/.test(String(v.ItemNumber)))!;
  return String(variant.ItemNumber);
}

/** A production-mode visitor: nothing leaves the machine (the tag manager's container is answered locally). */
async function visitor(
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newPage(browser, options);
  page.setDefaultTimeout(45_000);
  const local = new URL(prod).origin;
  // What the page gives the tag manager, kept across the thank-you page's navigation.
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('test:dataLayer') ?? '[]') as unknown[];
      sessionStorage.setItem('test:dataLayer', JSON.stringify([...kept, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  await context.route(
    (url) => url.origin !== local,
    (route) =>
      route.request().url().startsWith('https://www.googletagmanager.com/gtm.js?')
        ? route.fulfill({ contentType: 'application/javascript', body: 'window.__testContainer = true;' })
        : route.abort('blockedbyclient'),
  );
  return { page, context };
}

const submittedEvents = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(sessionStorage.getItem('test:dataLayer') ?? '[]') as { event?: string }[]).filter(
      (e) => e.event === 'inquiry_submitted',
    ),
  );

async function answerBanner(page: Page, answer: 'all' | 'necessary'): Promise<void> {
  const banner = page.locator('#cc-main .cm');
  await banner.waitFor({ state: 'visible' });
  await banner.locator(`button[data-role="${answer}"]`).click();
  await banner.waitFor({ state: 'hidden' });
}

/** A person takes longer than the form's minimum fill time (3 s since the form appeared); a script does not. */
const readAndThink = (page: Page) => page.waitForTimeout(3_200);

async function fillBuyer(page: Page, buyer: { company: string; name: string; email: string }) {
  const form = page.locator('form[data-inquiry-form]');
  await form.locator('input[name="company"]').fill(buyer.company);
  await form.locator('input[name="name"]').fill(buyer.name);
  await form.locator('input[name="email"]').fill(buyer.email);
  await form.locator('select[name="buyerType"]').selectOption('retail');
}

/** A valid JSON submission as the enhanced form sends it, with a solved proof of work. */
async function proofOfWork(): Promise<string> {
  const challenge = await (await fetch(`${prod}/api/inquiry/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const request = (overrides: Record<string, unknown> = {}) => ({
  website: '',
  startedAt: Date.now() - 60_000,
  company: `Api Buyer ${run}`,
  name: 'Kim Lee',
  email: `api-${run}@buyer.example`,
  country: 'GB',
  buyerType: 'importer',
  items: [{ itemNumber: 'P-1001', quantity: '10', unit: 'kg' }],
  consent: true,
  ...overrides,
});

const post = (market: string, body: unknown, init: RequestInit = {}) =>
  fetch(`${prod}/api/inquiry/${market}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminLogin(cms, inject('adminEmail'), inject('adminPassword'));
});
afterAll(async () => {
  await fetch(`${inbox}/start`, { method: 'POST' });
  await browser?.close();
});

// The submissions that store an inquiry or mail it run side by side: each has its own buyer, market and mail
// addresses, and most of their time is the person's reading pause (readAndThink), when the machine is idle. The
// refusals below count every stored inquiry, and the SMTP outage stops the mail peer: those run alone.
describe.concurrent('buyers send inquiries', () => {
  // INQUIRY-START, INQUIRY-SAVE-THEN-MAIL, INQUIRY-TAG-EVENT: from a variant page to the CMS, both mails, the event.
  describe('inquiry from a de-DE variant page', () => {
    it('is saved with its items, mailed to the sales team and confirmed to the buyer in German; the tag manager gets no details', async ({
      expect,
    }) => {
      const item = await variantOf('de-DE', 'P-1001');
      const { page, context } = await visitor();
      await page.goto(`${prod}/de-DE/p/P-1001/v/${item}`);
      await answerBanner(page, 'all');
      await page.locator('a[data-request-quote]').click();
      await page.waitForURL(new RegExp(`/de-DE/inquiry/${item}$`));
      // A plain link: a page load, whose form has its handlers only once its scripts have hydrated it.
      await waitForHydration(page);
      const buyer = { company: `Nordsee Handel ${run}`, name: 'Jana Weber', email: `jana-${run}@nordsee.example` };
      await fillBuyer(page, buyer);
      const form = page.locator('form[data-inquiry-form]');
      expect(await form.locator('input[name="items.0.itemNumber"]').inputValue()).toBe(item);
      await form.locator('input[name="items.0.quantity"]').fill('40');
      await form.locator('input[name="consent"]').check();
      await readAndThink(page);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/de-DE\/inquiry-sent$/);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Vielen Dank für Ihre Anfrage');
      // With the statistics consent: the event, with the market and the number of items, nothing about the buyer.
      expect(await submittedEvents(page)).toEqual([{ event: 'inquiry_submitted', market: 'de-DE', items: 1 }]);

      const stored = await inquiryOf(buyer.company);
      expect(stored).toMatchObject({ market: 'de-DE', email: buyer.email });
      expect(stored.items).toEqual([expect.objectContaining({ itemNumber: item, unit: 'cartons' })]);

      const sales = await mailTo('sales.de-DE@qilakseafood.com');
      expect(sales).toContain(buyer.company);
      expect(sales).toContain('Art.-Nr.');
      expect(sales).toContain(`/de-DE/p/P-1001/v/${item}`);
      const confirmation = await mailTo(buyer.email);
      expect(confirmation).toContain('vielen Dank f');
      expect(confirmation).toContain(item);
      await context.close();
    });
  });

  // INQUIRY-START: from my catalogue, every picked item.
  describe('inquiry from my catalogue (en-US)', () => {
    it('carries every picked item and is mailed in US English', async ({ expect }) => {
      const item = await variantOf('en-US', 'P-1002');
      const { page, context } = await visitor();
      await context.addInitScript(
        (value) => window.localStorage.setItem('qilak:my-catalog:en-US', value),
        JSON.stringify([{ productId: 'P-1001' }, { productId: 'P-1002', itemNumber: Number(item) }]),
      );
      await page.goto(`${prod}/en-US/my-catalogue`);
      await answerBanner(page, 'necessary');
      await page.locator('a[data-request-quote-all]').click();
      await page.waitForURL(new RegExp(`/en-US/inquiry/P-1001/${item}$`));
      // A plain link: a page load, whose form has its handlers only once its scripts have hydrated it.
      await waitForHydration(page);
      const buyer = { company: `Harbor Foods ${run}`, name: 'Sam Carter', email: `sam-${run}@harbor.example` };
      await fillBuyer(page, buyer);
      const form = page.locator('form[data-inquiry-form]');
      await form.locator('input[name="items.0.quantity"]').fill('2');
      await form.locator('select[name="items.0.unit"]').selectOption('pallets');
      await form.locator('input[name="items.1.quantity"]').fill('300');
      await form.locator('select[name="items.1.unit"]').selectOption('kg');
      await form.locator('input[name="consent"]').check();
      await readAndThink(page);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/en-US\/inquiry-sent$/);
      // Necessary cookies only: no event.
      expect(await submittedEvents(page)).toEqual([]);
      const stored = await inquiryOf(buyer.company);
      expect(stored.market).toBe('en-US');
      expect(stored.items.map((i) => [i.itemNumber, i.unit])).toEqual([
        ['P-1001', 'pallets'],
        [item, 'kg'],
      ]);
      const sales = await mailTo('sales.en-US@qilakseafood.com');
      expect(sales).toContain('Item no.');
      expect(sales).toContain('/en-US/p/P-1001');
      expect(sales).toContain(`/en-US/p/P-1002/v/${item}`);
      const confirmation = await mailTo(buyer.email);
      expect(confirmation).toContain(`Dear ${buyer.name},`);
      await context.close();
    });
  });

  // INQUIRY-BOTS: a plain form post goes through the confirmation step.
  describe('without JavaScript', () => {
    it('a plain form post, a confirmation step, then the thank-you page; the inquiry is saved', async ({ expect }) => {
      const { page, context } = await visitor({ javaScriptEnabled: false });
      await page.goto(`${prod}/en-GB/inquiry/P-1003`);
      const buyer = { company: `Plain Post ${run}`, name: 'Ann Hale', email: `ann-${run}@plain.example` };
      await fillBuyer(page, buyer);
      const form = page.locator('form[data-inquiry-form]');
      await form.locator('input[name="items.0.quantity"]').fill('5');
      await form.locator('input[name="consent"]').check();
      await form.locator('button[type="submit"]').click();
      await page.locator('button[type="submit"]').waitFor();
      expect(await inquiries().then((list) => list.some((i) => i.company === buyer.company))).toBe(false);
      // A person reads the confirmation page before sending; the server refuses a confirmation faster than that.
      await readAndThink(page);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/en-GB\/inquiry-sent$/);
      expect((await inquiryOf(buyer.company)).items[0]!.itemNumber).toBe('P-1003');
      await context.close();
    });
  });

  // INQUIRY-BOTS: the fill time counts from when the form could be seen, which for a page load is before its
  // scripts arrive (they come after the first paint; on a slow connection seconds later).
  describe('a form filled while its scripts are on their way', () => {
    it('is sent as soon as they have hydrated it, the fill time counted from the page load', async ({ expect }) => {
      const { page, context } = await visitor();
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await context.route(
        (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
        async (route) => {
          await scriptsHeld;
          await route.continue().catch(() => undefined);
        },
      );
      await page.goto(`${prod}/en-GB/inquiry/P-1004`, { waitUntil: 'commit' });
      const buyer = { company: `Slow Line ${run}`, name: 'Kit Marsh', email: `kit-${run}@slowline.example` };
      const form = page.locator('form[data-inquiry-form]');
      await form.waitFor();
      await fillBuyer(page, buyer);
      await form.locator('input[name="items.0.quantity"]').fill('12');
      await form.locator('input[name="consent"]').check();
      await readAndThink(page);
      release();
      await waitForHydration(page);
      await answerBanner(page, 'necessary');
      // Well over 3 s since the form was shown, a moment since it hydrated: a person, not a bot.
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/en-GB\/inquiry-sent$/);
      expect((await inquiryOf(buyer.company)).items[0]!.itemNumber).toBe('P-1004');
      await context.close();
    });
  });

  describe('a missing field in the browser', () => {
    it('in the browser, a missing field gets its message next to it, announced, and the form stays', async ({
      expect,
    }) => {
      const { page, context } = await visitor();
      await page.goto(`${prod}/en-GB/inquiry/P-1001`);
      await answerBanner(page, 'necessary');
      const form = page.locator('form[data-inquiry-form]');
      await form.locator('input[name="name"]').fill('No Company');
      await form.locator('input[name="email"]').fill(`nocompany-${run}@x.example`);
      await form.locator('input[name="items.0.quantity"]').fill('1');
      await form.locator('input[name="consent"]').check();
      await readAndThink(page);
      await form.locator('button[type="submit"]').click();
      const company = form.locator('input[name="company"]');
      await expect.poll(() => company.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await company.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Please fill in this field.');
      expect(await form.locator('[role="status"]').textContent()).toBe('Please check the marked fields.');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('company');
      expect(page.url()).toMatch(/\/en-GB\/inquiry\/P-1001$/);
      await context.close();
    });
  });
});

// INQUIRY-BOTS, INQUIRY-FIELDS, INQUIRY-HEADER-INJECTION
describe('bots and bad input are refused and nothing is stored', () => {
  it('refuses a filled honeypot, a missing proof of work, a too fast submission and a reused proof', async () => {
    const before = (await inquiries()).length;
    const honeypot = await post('en-GB', request({ website: 'http://spam.example', altcha: await proofOfWork() }));
    expect(honeypot.status).toBe(400);
    const noProof = await post('en-GB', request());
    expect(noProof.status).toBe(400);
    const tooFast = await post('en-GB', request({ startedAt: Date.now(), altcha: await proofOfWork() }));
    expect(tooFast.status).toBe(400);
    const fakeConfirm = await fetch(`${prod}/api/inquiry/en-GB`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        company: 'Bot',
        name: 'Bot',
        email: 'bot@bot.example',
        country: 'GB',
        buyerType: 'retail',
        'items.0.itemNumber': 'P-1001',
        'items.0.quantity': '1',
        'items.0.unit': 'kg',
        consent: 'on',
        confirm: `${Date.now() - 60_000}.forged`,
      }),
      redirect: 'manual',
    });
    expect(fakeConfirm.status).toBe(400);
    // A solved proof counts once: spent on a request with a bad field, it does not pass a second time.
    const proof = await proofOfWork();
    expect(await (await post('en-GB', request({ email: 'nope', altcha: proof }))).json()).toMatchObject({
      reason: 'invalid',
    });
    const reused = await post('en-GB', request({ altcha: proof }));
    expect(await reused.json()).toEqual({ ok: false, reason: 'refused' });
    expect((await inquiries()).length).toBe(before);
  });

  it('refuses header injection, oversize and missing fields with a message per field', async () => {
    const before = (await inquiries()).length;
    const injection = await post(
      'en-GB',
      request({ name: 'Kim\r\nBcc: victim@example.com', altcha: await proofOfWork() }),
    );
    expect(injection.status).toBe(400);
    expect(await injection.json()).toEqual({ ok: false, reason: 'invalid', errors: { name: 'singleLine' } });
    const oversize = await post('en-GB', request({ message: 'x'.repeat(2_001), altcha: await proofOfWork() }));
    expect(await oversize.json()).toMatchObject({ errors: { message: 'tooLong' } });
    const huge = await post('en-GB', JSON.stringify(request({ message: 'x'.repeat(40_000) })));
    expect(huge.status).toBe(413);
    const missing = await post('en-GB', request({ company: undefined, altcha: await proofOfWork() }));
    expect(await missing.json()).toMatchObject({ errors: { company: 'required' } });
    const unknown = await post(
      'en-GB',
      request({ items: [{ itemNumber: '999999', quantity: 1, unit: 'kg' }], altcha: await proofOfWork() }),
    );
    expect(await unknown.json()).toMatchObject({ errors: { 'items.0.itemNumber': 'unknownItem' } });
    const incoterm = await post('de-DE', request({ incoterm: 'FOB', altcha: await proofOfWork() }));
    expect(await incoterm.json()).toMatchObject({ errors: { incoterm: 'choice' } });
    expect((await inquiries()).length).toBe(before);
  });
});

// INQUIRY-SAVE-THEN-MAIL: saved first, each mail exactly once.
describe('SMTP outage', () => {
  it('saves and acknowledges while the SMTP peer is down; once it is back each mail arrives exactly once', async () => {
    expect((await fetch(`${inbox}/stop`, { method: 'POST' })).status).toBe(204);
    const email = `outage-${run}@buyer.example`;
    const response = await post('en-GB', request({ company: `Outage Co ${run}`, email, altcha: await proofOfWork() }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, thanksUrl: '/en-GB/inquiry-sent' });
    await expect
      .poll(async () => (await inquiries()).find((i) => i.email === email)?.salesMailAttempts ?? 0, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await mailsTo(email)).toEqual([]);
    expect((await fetch(`${inbox}/start`, { method: 'POST' })).status).toBe(204);
    const confirmation = await mailTo(email);
    const stored = (await inquiries()).find((i) => i.email === email)!;
    await expect
      .poll(async () => (await inquiries()).find((i) => i.email === email)?.salesMailState, { timeout: 20_000 })
      .toBe('sent');
    // Every mail of this inquiry, by its Message-ID: one each.
    const all = (await (await fetch(`${inbox}/messages`)).json()) as CapturedMail[];
    const ids = all.map((m) => messageId(m.raw)).filter((id) => id?.includes(stored.documentId));
    expect(ids.sort()).toEqual([
      `<inquiry-${stored.documentId}-confirmation@qilakseafood.com>`,
      `<inquiry-${stored.documentId}-sales@qilakseafood.com>`,
    ]);
    expect(confirmation).toContain(stored.documentId);
  });
});

describe('accessibility of the form (axe-core)', () => {
  for (const [label, path, width] of [
    ['de-DE, phone', '/de-DE/inquiry/P-1001', 412],
    ['en-CN with Incoterms, desktop', '/en-CN/inquiry/P-1001', 1280],
  ] as const) {
    it(label, async () => {
      const { page, context } = await visitor({ viewport: { width, height: 900 }, bypassCSP: true });
      await page.goto(`${prod}${path}`);
      await answerBanner(page, 'necessary');
      // Incoterms only where the market trades on them.
      expect(await page.locator('select[name="incoterm"]').count()).toBe(path.startsWith('/en-CN') ? 1 : 0);
      const bad = await axeViolations(page);
      expect(bad, JSON.stringify(bad, null, 1)).toEqual([]);
      await context.close();
    });
  }
});

// Screenshots for a person to look at (INQUIRY_SCREENSHOTS=<dir>): the form at phone and desktop widths in two
// markets, and the thank-you page.
const shots = process.env.INQUIRY_SCREENSHOTS;
describe.skipIf(!shots)('screenshots', () => {
  it('form (de-DE, en-CN; 412 and 1280 px) and thank-you page', async () => {
    for (const [market, width] of [
      ['de-DE', 412],
      ['de-DE', 1280],
      ['en-CN', 412],
      ['en-CN', 1280],
    ] as const) {
      const { page, context } = await visitor({ viewport: { width, height: 900 } });
      await page.goto(`${prod}/${market}/inquiry/P-1001`);
      await answerBanner(page, 'necessary');
      await page.locator('form[data-inquiry-form]').screenshot({ path: `${shots}/form-${market}-${width}.png` });
      if (width === 412) {
        await page.goto(`${prod}/${market}/inquiry-sent`);
        await page.screenshot({ path: `${shots}/sent-${market}-${width}.png`, fullPage: true });
      }
      await context.close();
    }
    expect(readdirSync(shots!).filter((f) => f.endsWith('.png'))).toHaveLength(6);
  });
});
