import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get } from './http';
import { adminLogin, createAndPublish } from '../support/cms-admin.mjs';

/**
 * The two fatal cases of the 404 page (ERR-404-FATAL). The test edits the market's global settings as an editor
 * would (the admin's content-manager API, validation included), so it has a file of its own: e2e files run one
 * after another, and afterAll puts the settings back before the next file reads them.
 */
const web = inject('webUrl');
const cms = inject('cmsUrl');
const market = 'en-JP';
const GLOBAL = 'api::global-config.global-config';

let token = '';
let original = '';
let emptyPage = '';

async function page404(): Promise<{ documentId: string; slug: string } | null> {
  const response = await fetch(`${cms}/api/global-config?locale=${market}&populate[page404][fields][0]=slug`, {
    headers: { authorization: `Bearer ${inject('cmsApiToken')}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { page404: { documentId: string; slug: string } | null } };
  return body.data.page404;
}

/** Points the market's global settings at another 404 page (or none) and publishes. */
async function setPage404(documentId: string | null): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const data = { page404: { set: documentId ? [{ documentId, locale: market }] : [] } };
  const base = `${cms}/content-manager/single-types/${GLOBAL}`;
  const update = await fetch(`${base}?locale=${market}`, { method: 'PUT', headers, body: JSON.stringify(data) });
  expect(update.ok, await update.clone().text()).toBe(true);
  const publish = await fetch(`${base}/actions/publish?locale=${market}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(data),
  });
  expect(publish.ok, await publish.clone().text()).toBe(true);
}

let probe = 0;
/**
 * The HTML of a missing page of the market once the publish has reached the site: it answers `status` with `text`
 * in the page. Each try asks a path never asked before: the first render after a publish may still use the settings
 * of before (stale-while-revalidate), and that page is then cached under its path. Both cases end in a 500, so the
 * status alone cannot tell the second case's answer from a late one of the first.
 */
async function settlesTo(status: number, text: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  let last = '';
  while (Date.now() < deadline) {
    const response = await get(`${web}/${market}/missing-${Date.now()}-${++probe}`);
    const html = await response.text();
    if (response.status === status && html.includes(text)) return html;
    last = `${response.status}${html.includes(text) ? '' : ` without "${text}"`}`;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling interval, not an assertion
  }
  throw new Error(`/${market}/missing-… answered ${last}, not ${status} with "${text}", 15 s after the publish`);
}

beforeAll(async () => {
  token = await adminLogin(cms, inject('adminEmail'), inject('adminPassword'));
  original = (await page404())?.documentId ?? '';
  expect(original).toBeTruthy();
  emptyPage = await createAndPublish(cms, token, 'api::page.page', market, {
    title: 'Empty 404 page',
    slug: `empty-404-${Date.now()}`,
    blocks: [],
  });
});

afterAll(async () => {
  if (!token) return;
  if (original) await setPage404(original);
  if (emptyPage)
    await fetch(`${cms}/content-manager/collection-types/api::page.page/${emptyPage}?locale=${market}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  // The market's 404 page is back before the next file runs.
  await settlesTo(404, 'data-testid="not-found-message"');
});

describe('the fatal 404 cases (ERR-404-FATAL) give the 500 page with their message', () => {
  it('no 404 page in global settings: "Could not fetch 404 page slug"', async () => {
    await setPage404(null);
    expect((await page404())?.slug).toBeUndefined();
    const html = await settlesTo(500, 'Could not fetch 404 page slug');
    expect(html).toContain('data-testid="error-500"');
  });

  it('a 404 page without blocks: "Could not fetch 404 page content"', async () => {
    await setPage404(emptyPage);
    const html = await settlesTo(500, 'Could not fetch 404 page content');
    expect(html).toContain('data-testid="error-500"');
    expect(html).not.toContain('Could not fetch 404 page slug');
  });

  it('the configured 404 page again: status 404 with the page', async () => {
    await setPage404(original);
    const html = await settlesTo(404, 'data-testid="not-found-message"');
    expect(html).not.toContain('data-testid="error-500"');
  });
});
