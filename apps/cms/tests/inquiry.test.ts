// Inquiries: the site's create-only token stores them, nobody reads them through the content API, and the
// outbox sends each mail exactly once, also across an SMTP outage (a real SMTP peer, stopped and started).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type LocalSmtp } from '../../../tests/support/smtp';
import {
  adminToken,
  call,
  ensureServerBuild,
  freePort,
  startCms,
  TEST_TOKEN,
  type CmsInstance,
} from './helpers/cms-process';
import { CMS_DIR } from './helpers/schemas';

const INQUIRY_TOKEN = 'qilak-test-inquiry-token-0123456789abcdef';
const PREVIEW_TOKEN = 'qilak-test-preview-token-0123456789abcdef';
const CM = '/content-manager/collection-types/api::inquiry.inquiry';

let cms: CmsInstance;
let smtp: LocalSmtp | undefined;
let smtpPort: number;
let inboxPort: number;
let admin: string;

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  market: 'en-GB',
  company: 'Harbour Foods Ltd',
  name: 'Alex Morgan',
  email: 'alex@harbour-foods.example',
  country: 'GB',
  buyerType: 'importer',
  items: [
    {
      itemNumber: '100101',
      productId: 'P-1001',
      product: 'Cold-water prawns',
      path: '/en-GB/p/P-1001/v/100101',
      quantity: 40,
      unit: 'cartons',
    },
  ],
  deliveryMonth: '2027-03',
  message: 'Samples first, please.',
  consent: true,
  ...overrides,
});

const create = (data: unknown, token?: string) =>
  call(`${cms.url}/api/inquiries`, { method: 'POST', token, body: JSON.stringify({ data }) });

async function adminList(): Promise<Record<string, any>[]> {
  const { status, body } = await call(`${cms.url}${CM}?pageSize=100`, { token: admin });
  expect(status).toBe(200);
  return body.results as Record<string, any>[];
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const messageIds = (mails: LocalSmtp['messages']) => mails.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1] ?? '');

async function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

beforeAll(async () => {
  ensureServerBuild();
  smtpPort = await freePort();
  inboxPort = await freePort();
  // The SMTP peer is down at first: nothing listens on its port.
  cms = await startCms({
    env: {
      SEED_CONTENT_DIR: path.join(CMS_DIR, 'tests', 'fixtures', 'content'),
      CMS_INQUIRY_TOKEN: INQUIRY_TOKEN,
      CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      WEB_URL: 'https://site.example',
      INQUIRY_OUTBOX_CRON: '* * * * * *',
      INQUIRY_RETRY_BASE_SECONDS: '1',
      INQUIRY_RETRY_MAX_SECONDS: '2',
    },
    // What the seed made, not the seed (boot.test.ts): from the build cache's seeded database when there is one.
    seededCms: true,
  });
  admin = await adminToken(cms.url);
});
afterAll(async () => {
  await cms?.stop();
  await smtp?.close();
  if (cms) fs.rmSync(cms.dir, { recursive: true, force: true });
});

// INQUIRY-TOKEN, INQUIRY-PRIVATE, INQUIRY-HEADER-INJECTION
describe('inquiry access', () => {
  let documentId: string;

  it('the create-only token creates an inquiry and gets back its reference, not its contents', async () => {
    const { status, body } = await create(inquiry(), INQUIRY_TOKEN);
    expect(status).toBe(201);
    expect(Object.keys(body.data).sort()).toEqual(['documentId', 'reference']);
    expect(body.data.reference).toMatch(/^Q-\d{6}$/);
    documentId = body.data.documentId as string;
  });

  it('nobody reads inquiries through the content API: public, read-only, preview or the inquiry token itself', async () => {
    for (const token of [undefined, TEST_TOKEN, PREVIEW_TOKEN, INQUIRY_TOKEN]) {
      for (const p of ['/api/inquiries', `/api/inquiries/${documentId}`, '/api/inquiries?populate=*']) {
        const { status, body } = await call(`${cms.url}${p}`, { token });
        expect([403, 404, 405], `${p} with ${token ?? 'no token'}`).toContain(status);
        expect(JSON.stringify(body)).not.toContain('harbour-foods');
      }
    }
  });

  it('the public role and the read-only token cannot create an inquiry', async () => {
    for (const token of [undefined, TEST_TOKEN]) {
      const { status } = await create(inquiry({ company: 'Intruder' }), token);
      expect([401, 403, 404, 405]).toContain(status);
    }
    const stored = await adminList();
    expect(stored.map((i) => i.company)).not.toContain('Intruder');
  });

  it('the inquiry token cannot change or delete an inquiry, nor set its mail state', async () => {
    const put = await call(`${cms.url}/api/inquiries/${documentId}`, {
      method: 'PUT',
      token: INQUIRY_TOKEN,
      body: JSON.stringify({ data: { inquiryStatus: 'answered' } }),
    });
    expect([403, 404, 405]).toContain(put.status);
    const del = await call(`${cms.url}/api/inquiries/${documentId}`, { method: 'DELETE', token: INQUIRY_TOKEN });
    expect([403, 404, 405]).toContain(del.status);
    const forged = await create(inquiry({ salesMailState: 'sent' }), INQUIRY_TOKEN);
    expect(forged.status).toBe(400);
  });

  it('refuses bad input with 400 and stores nothing: a line break in a name, a missing field, oversize text', async () => {
    const before = (await adminList()).length;
    for (const bad of [
      inquiry({ name: 'Alex\r\nBcc: victim@example.com' }),
      inquiry({ company: undefined }),
      inquiry({ message: 'x'.repeat(4001) }),
      inquiry({ consent: false }),
      inquiry({ market: 'xx-XX' }),
    ]) {
      const { status } = await create(bad, INQUIRY_TOKEN);
      expect(status).toBe(400);
    }
    expect((await adminList()).length).toBe(before);
  });

  it('editors see the inquiry in the admin with its market, status new and its items', async () => {
    const { status, body } = await call(`${cms.url}${CM}/${documentId}`, { token: admin });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ market: 'en-GB', inquiryStatus: 'new', company: 'Harbour Foods Ltd' });
    expect(body.data.items).toEqual([expect.objectContaining({ itemNumber: '100101', unit: 'cartons' })]);
  });
});

// INQUIRY-SAVE-THEN-MAIL
describe('outbox', () => {
  it('while SMTP is down the inquiry stays saved, its mails pending with a counted attempt', async () => {
    expect(await portClosed(smtpPort)).toBe(true);
    const row = await until('a failed attempt', async () => {
      const found = (await adminList()).find((i) => i.company === 'Harbour Foods Ltd');
      return found && found.salesMailAttempts >= 1 && found.confirmationMailAttempts >= 1 ? found : undefined;
    });
    expect(row.salesMailState).not.toBe('sent');
    expect(row.confirmationMailState).not.toBe('sent');
    expect(row.salesMailLastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });

  it('once SMTP is back each mail arrives exactly once: the sales mail and the buyer confirmation', async () => {
    smtp = await startSmtp({ port: smtpPort, inboxPort });
    const row = await until('both mails sent', async () => {
      const found = (await adminList()).find((i) => i.company === 'Harbour Foods Ltd');
      return found?.salesMailState === 'sent' && found.confirmationMailState === 'sent' ? found : undefined;
    });
    // A second inquiry's mails arriving proves the outbox ran again after the first was sent.
    const second = await create(inquiry({ company: 'Second Co', email: 'buyer2@second.example' }), INQUIRY_TOKEN);
    expect(second.status).toBe(201);
    await until('the second inquiry mailed', async () =>
      smtp!.messages.some((m) => m.to.includes('buyer2@second.example')) ? true : undefined,
    );
    const first = smtp.messages.filter((m) => m.raw.includes(`inquiry-${row.documentId}-`));
    expect(first.map((m) => m.to[0]).sort()).toEqual(['alex@harbour-foods.example', 'sales.en-GB@qilakseafood.com']);
    const ids = messageIds(smtp.messages);
    expect(new Set(ids).size).toBe(ids.length);
    const sales = first.find((m) => m.to[0] === 'sales.en-GB@qilakseafood.com')!;
    expect(sales.raw).toMatch(/Reply-To:\s*alex@harbour-foods\.example/i);
    expect(sales.raw).toContain('https://site.example/en-GB/p/P-1001/v/100101');
    expect(sales.raw).toContain('100101');
  });
});
