import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { get } from './http';
import { adminLogin, createAndPublish } from '../support/cms-admin.mjs';

const web = inject('webUrl');
const cms = inject('cmsUrl');
const SLUG = 'hostile-payloads';
let browser: Browser;

const wrapper = { backgroundColor: 'None', backgroundGraphic: 'None', topSpacing: false, bottomSpacing: true };
const link = (url: string) => ({ label: 'Click me', url, openInNewTab: false });

beforeAll(async () => {
  browser = await launchBrowser();
  // An editor pastes hostile payloads into every kind of field; the page must render them as plain text.
  const token = await adminLogin(cms, inject('adminEmail'), inject('adminPassword'));
  await createAndPublish(cms, token, 'api::page.page', 'en-GB', {
    title: 'Hostile <script>window.__pwned=1</script>',
    slug: SLUG,
    blocks: [
      {
        __component: 'blocks.hero',
        heading: '<img src=x onerror="window.__pwned=2">',
        text: '<script>window.__pwned=3</script>',
        theme: 'dark',
        height: 'medium',
        cta: link('javascript:window.__pwned=4'),
        wrapper,
      },
      {
        __component: 'blocks.rich-text',
        width: 'narrow',
        wrapper,
        content: [{ type: 'paragraph', children: [{ type: 'text', text: '<script>window.__pwned=5</script>' }] }],
      },
      {
        __component: 'blocks.linkboxes',
        heading: 'Links',
        wrapper,
        items: [
          { title: 'Data', text: 'x', link: link('data:text/html,<script>window.__pwned=6</script>') },
          { title: 'VB', text: 'y', link: link('vbscript:msgbox(1)') },
        ],
      },
      {
        __component: 'blocks.colored-text',
        text: '<svg onload="window.__pwned=7">',
        color: 'copper',
        size: 'medium',
        align: 'left',
        wrapper,
      },
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('hostile CMS content renders inert', () => {
  it('is refused at save when it is a frame of a host the site does not embed, with the reason', async () => {
    // The site drops such a frame too (blocks/_shared/embeds.ts, unit-tested); the CMS says so before it is saved.
    const token = await adminLogin(cms, inject('adminEmail'), inject('adminPassword'));
    const frame = { __component: 'blocks.i-frame', title: 'Not allowed', height: 400, allowFullscreen: false, wrapper };
    await expect(
      createAndPublish(cms, token, 'api::page.page', 'en-GB', {
        title: 'Hostile frame',
        slug: `${SLUG}-frame`,
        blocks: [{ ...frame, url: 'https://evil.example/embed' }],
      }),
    ).rejects.toThrow(
      /400.*Block 1 \(I Frame\): the URL must start with https:\/\/ and point to one of www\.openstreetmap\.org/,
    );
    const missing = await get(`${web}/en-GB/${SLUG}-frame`);
    expect(missing.status).toBe(404);
  });

  it('escapes markup and drops script-scheme links in the HTML', async () => {
    const response = await get(`${web}/en-GB/${SLUG}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script>window\.__pwned/);
    expect(html).not.toMatch(/<img src=x onerror/);
    expect(html).not.toMatch(/<svg onload/);
    // The site's own icon is the one data URL a page holds (an SVG image, in the head: SiteIcon.tsx); no other
    // element may have a script-scheme or data link.
    const icons = html.match(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"<>]*"\/>/g) ?? [];
    expect(icons).toHaveLength(1);
    expect(html.indexOf(icons[0]!)).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(icons[0]!, '')).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).toContain('&lt;script&gt;window.__pwned=5&lt;/script&gt;');
  });

  it('runs none of it in Chromium', async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.goto(`${web}/en-GB/${SLUG}`, { waitUntil: 'networkidle' });
    for (const link of await page.locator('main a').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
