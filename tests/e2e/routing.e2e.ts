import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Response as PageResponse } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { get } from './http';

const web = inject('webUrl');
const origin = new URL(web).origin;
/** Location resolved against the site (Next sends same-origin redirects as relative paths). */
const location = (response: Response) => new URL(response.headers.get('location') ?? '', web).href;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('router behaviour (ROUTE-CASE, ROUTE-TRAILING-SLASH, ROUTE-REDIRECT-RULES, ROUTE-SCROLL)', () => {
  it('redirects a wrongly cased market prefix to the correct code with 301, keeping the query', async () => {
    const response = await get(`${web}/DA-dk/om-os?x=1`);
    expect(response.status).toBe(301);
    expect(location(response)).toBe(`${origin}/da-DK/om-os?x=1`);
  });

  it('removes a trailing slash with 301, but not from the root', async () => {
    const response = await get(`${web}/da-DK/om-os/`);
    expect(response.status).toBe(301);
    expect(location(response)).toBe(`${origin}/da-DK/om-os`);
    expect((await get(`${web}/`, { headers: { cookie: 'i18n_redirected=en-GLOBAL' } })).status).toBe(200);
  });

  it('applies the route-rules manifest, on-site and external', async () => {
    const onSite = await get(`${web}/products-old`);
    expect(onSite.status).toBe(301);
    expect(location(onSite)).toBe(`${origin}/products`);
    const wildcard = await get(`${web}/de-DE/rezept/kabeljau`);
    expect(wildcard.status).toBe(301);
    expect(location(wildcard)).toBe(`${origin}/de-DE/rezepte/kabeljau`);
    const external = await get(`${web}/careers-external`);
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://careers.qilakseafood.com/');
  });

  it('negotiates the root language once: exact match, language-only match, else stays global; sets the cookie', async () => {
    const danish = await get(`${web}/`, { headers: { 'accept-language': 'da,en;q=0.5' } });
    expect(danish.status).toBe(302);
    expect(location(danish)).toBe(`${origin}/da-DK`);
    const cookie = danish.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/i18n_redirected=da-DK/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);

    const american = await get(`${web}/`, { headers: { 'accept-language': 'en-US' } });
    expect(location(american)).toBe(`${origin}/en-US`);

    const english = await get(`${web}/`, { headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(200);
    expect(english.headers.get('set-cookie') ?? '').toMatch(/i18n_redirected=en-GLOBAL/);

    const returning = await get(`${web}/`, {
      headers: { 'accept-language': 'da', cookie: 'i18n_redirected=en-GLOBAL' },
    });
    expect(returning.status).toBe(200);
  });

  it('does not treat /en-GLOBAL as a prefix', async () => {
    expect((await get(`${web}/en-GLOBAL/about`)).status).toBe(404);
  });
});

describe('404 pages from the CMS in two markets', () => {
  for (const [path, market, words] of [
    ['/no-such-page', 'en-GLOBAL', /not found/i],
    ['/de-DE/gibt-es-nicht', 'de-DE', /nicht gefunden/i],
  ] as const) {
    it(`renders the ${market} 404 page with status 404, the message and noindex`, async () => {
      const { page, context } = await newPage(browser);
      const response = await page.goto(`${web}${path}`, { timeout: 20_000 });
      expect(response?.status()).toBe(404);
      await expect
        .poll(() => page.getByTestId('not-found-message').textContent({ timeout: 5000 }))
        .toBe(`Page not found: ${path}`);
      expect(await page.locator('main').textContent({ timeout: 10_000 })).toMatch(words);
      expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
      expect(page.url()).toBe(`${web}${path}`);
      await context.close();
    });
  }

  it('shows "Page Not Found" for a path that fails validation, keeping the URL', async () => {
    const { page, context } = await newPage(browser);
    const path = `/p/${'x'.repeat(300)}`;
    const response = await page.goto(`${web}${path}`, { timeout: 20_000 });
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByTestId('not-found-message').textContent({ timeout: 5000 }))
      .toBe(`Page Not Found: ${path}`);
    expect(page.url()).toBe(`${web}${path}`);
    await context.close();
  });
});

describe('search-engine metadata of a localized page', () => {
  it('has the title template, canonical, hreflang alternates with x-default, Open Graph and a large card', async () => {
    const html = await (await get(`${web}/da-DK/om-os`)).text();
    expect(html).toMatch(/<title>[^<]+ \| Qilak Seafood<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/da-DK\/om-os"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="de-DE" href="[^"]+\/de-DE\/ueber-uns"/i);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/about"/i);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:locale" content="da_DK"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('serves robots.txt closed outside production and a sitemap with alternates', async () => {
    expect(await (await get(`${web}/robots.txt`)).text()).toContain('Disallow: /');
    const index = await (await get(`${web}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const sitemap = await (await get(`${web}/sitemaps/da-DK/1.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/<loc>[^<]+\/da-DK\/om-os<\/loc>/);
    expect(sitemap).toMatch(/hreflang="x-default"/);
  });
});

describe('hostile paths', () => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/a%00b',
    '/%E0%A4%A',
    '/%C0%AE%C0%AE/etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%%32%65',
    '/da-DK/%ff',
    '/DA-DK//evil.example/',
    '///evil.example/%2e%2e',
    `/${'a/'.repeat(40)}`,
    `/${'%41'.repeat(3000)}`,
    '/http://evil.example',
    '/javascript:alert(1)',
    '/products-old/..%2F..%2F%2Fevil.example',
    '/\u0001',
    '/da-DK/p/%0d%0aSet-Cookie:x=1',
  ];
  it('never answers 5xx and never redirects off-site', async () => {
    for (const path of hostile) {
      const response = await fetch(`${web}${path}`.replace(`${web}//`, `${web}//`), { redirect: 'manual' }).catch(
        () => null,
      );
      if (!response) continue; // refused by the client library before sending: nothing reached the site
      expect(response.status, path).toBeLessThan(500);
      const location = response.headers.get('location');
      expect(location ? new URL(location, web).origin : origin, `${path} -> ${location}`).toBe(origin);
      expect(response.headers.get('set-cookie') ?? '', path).not.toMatch(/x=1/);
    }
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy, permissions policy, frame-ancestors and a CSP without unsafe-inline scripts', async () => {
    const response = await get(`${web}/da-DK/om-os`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not tell a browser which internal path a page was rewritten to', async () => {
    // The second request of the catalogue comes from the web server's page cache.
    for (const path of ['/', '/products/catalogue', '/products/catalogue', '/da-DK']) {
      const response = await get(`${web}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
  });

  it('loads pages in Chromium without any CSP violation', async () => {
    const { page, context } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/da-DK/om-os', '/p/P-1001', '/products/catalogue']) {
      await page.goto(`${web}${path}`, { waitUntil: 'networkidle' });
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('cannot skip the proxy with x-middleware-subrequest', async () => {
    const response = await get(`${web}/da-DK/om-os/`, {
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    });
    expect(response.status).toBe(301);
  });
});

describe('compression', () => {
  it("sends pages and the build's scripts in brotli to a browser and in gzip to a gzip-only client", async () => {
    const page = await get(`${web}/da-DK`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    expect(html).toContain('</html>');
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const brotli = await get(`${web}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await get(`${web}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes both: the same script either way.
    expect(await brotli.text()).toBe(await gzip.text());
    const edge = await get(`${web}/da-DK`, { headers: { 'accept-encoding': 'gzip' } });
    expect(edge.headers.get('content-encoding')).toBe('gzip');
    expect(await edge.text()).toBe(html);
  });

  it("lets the client router's RSC payloads stream compressed from Next", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    const payloads: Promise<{ url: string; encoding?: string; type?: string }>[] = [];
    const collect = (response: PageResponse) => {
      payloads.push(
        response
          .request()
          .allHeaders()
          .then((headers) => ({
            url: headers.rsc ? response.url() : '',
            encoding: response.headers()['content-encoding'],
            type: response.headers()['content-type'],
          })),
      );
    };
    page.on('response', collect);
    await page.goto(`${web}/da-DK`, { waitUntil: 'networkidle' });
    // A client navigation (and the prefetches before it) fetch the next page as an RSC payload.
    await page.locator('a[href="/da-DK/om-os"]').first().click();
    await page.waitForURL(`${web}/da-DK/om-os`);
    await page.waitForLoadState('networkidle');
    // No response read after this point: one arriving late (a prefetch) would read its headers from a closed page.
    page.off('response', collect);
    const rsc = (await Promise.all(payloads)).filter((p) => p.url);
    expect(rsc.length).toBeGreaterThan(0);
    for (const payload of rsc) {
      expect(payload.type, payload.url).toContain('text/x-component');
      expect(payload.encoding, payload.url).toBe('gzip');
    }
    await context.close();
  });
});
