import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

const web = inject('webUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('images negotiated by Accept', () => {
  it('gives Chromium the hero as AVIF with Vary: Accept, and other browsers WebP or JPEG from the same URL', async () => {
    const { context, page } = await newPage(browser);
    try {
      const heroResponse = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/cms-media/'), {
        timeout: 30_000,
      });
      await page.goto(`${web}/da-DK`, { waitUntil: 'load' });
      const hero = await heroResponse;
      // Chromium names AVIF in its image Accept header; the site answers in it.
      expect(await hero.request().headerValue('accept')).toContain('image/avif');
      expect(hero.status()).toBe(200);
      expect(hero.headers()['content-type']).toBe('image/avif');
      expect(hero.headers()['vary']?.toLowerCase()).toContain('accept');
      const url = hero.url();

      const as = async (accept: string) => {
        const r = await get(url, { headers: { accept } });
        expect(r.status).toBe(200);
        return { type: r.headers.get('content-type'), rendition: r.headers.get('x-rendition'), r };
      };
      const webp = await as('image/webp,image/apng,image/*,*/*;q=0.8');
      expect(webp.type).toBe('image/webp');
      const jpeg = await as('image/*,*/*;q=0.8');
      expect(jpeg.type).toBe('image/jpeg');
      const jpegBytes = (await jpeg.r.arrayBuffer()).byteLength;
      const avif = await as('image/avif,image/webp,*/*');
      expect(avif.type).toBe('image/avif');
      // Encoded once: the same rendition asked again comes from the disk cache.
      expect(avif.rendition).toBe('cached');
      const again = await as('image/webp,*/*');
      expect(again.rendition).toBe('cached');
      expect((await avif.r.arrayBuffer()).byteLength).toBeLessThan(jpegBytes);
      expect(await page.locator('img[src^="/cms-media/"], img[srcset*="/cms-media/"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
