import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

const web = inject('webUrl');
const secrets = {
  CMS_API_TOKEN: inject('cmsApiToken'),
  PIM_FUNCTION_KEY: inject('pimFunctionKey'),
  REVALIDATE_SECRET: inject('revalidateSecret'),
  CMS_PREVIEW_TOKEN: inject('cmsPreviewToken'),
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('secrets never reach the browser', () => {
  it('no page, payload or script the browser loads contains the CMS token, the product-service key or the revalidation secret', async () => {
    const page = await browser.newPage();
    const bodies: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'fetch', 'xhr'].includes(type)) {
        bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
      }
    });
    for (const p of [
      '/',
      '/da-DK/om-os',
      '/p/P-1001',
      '/p/P-1001/v/100101',
      '/products/catalogue',
      '/r/prawn-open-sandwich',
      '/news',
    ]) {
      await page.goto(`${web}${p}`, { waitUntil: 'networkidle' });
    }
    await page.close();
    expect(bodies.length).toBeGreaterThan(10);
    for (const { url, body } of bodies) {
      for (const [name, value] of Object.entries(secrets))
        expect(body.includes(value), `${name} in ${url}`).toBe(false);
    }
  });

  it('the built client assets contain none of them either', () => {
    const staticDir = path.resolve(__dirname, '..', '..', 'apps', 'web', '.next', 'static');
    const files = filesUnder(staticDir).filter((f) => /\.(js|css|json|html)$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [name, value] of Object.entries(secrets))
        expect(text.includes(value), `${name} in ${file}`).toBe(false);
      expect(text, file).not.toMatch(
        /CMS_API_TOKEN|PIM_FUNCTION_KEY|REVALIDATE_SECRET|CMS_PREVIEW_TOKEN|PREVIEW_SECRET/,
      );
    }
  });
});
