import { describe, expect, inject, it } from 'vitest';
import { get } from './http';

/**
 * Trailing and repeated slashes (spec: removed with a permanent redirect): one 301 to the clean path, query kept,
 * for every kind of path the site answers — each page kind of the route table, route handlers and files — and
 * never a location off the site. The web server answers it before Next (which would send a 308 for `//`).
 */
const web = inject('webUrl');
const cms = inject('cmsUrl');
const pim = inject('pimUrl');
const origin = new URL(web).origin;

async function cmsSlug(collection: string, locale: string): Promise<string> {
  const res = await fetch(`${cms}/api/${collection}?locale=${locale}&fields[0]=slug&sort=slug`, {
    headers: { authorization: `Bearer ${inject('cmsApiToken')}` },
  });
  return ((await res.json()) as { data: { slug: string }[] }).data[0]!.slug;
}

async function aVariant(): Promise<{ productId: string; itemNumber: string }> {
  const res = await fetch(
    `${pim}/api/GetProductData?culture=da-DK&code=${encodeURIComponent(inject('pimFunctionKey'))}`,
  );
  const data = (await res.json()) as { Products: { ProductId: string; Variants: { ItemNumber: unknown }[] }[] };
  const product = data.Products.find((p) => p.Variants.some((v) => /^\d+$/.test(String(v.ItemNumber))))!;
  const variant = product.Variants.find((v) => /^\d+$/.test(String(v.ItemNumber)))!;
  return { productId: product.ProductId, itemNumber: String(variant.ItemNumber) };
}

/** Asks `dirty`; expects one 301 to `clean` and, there, an answer that is no redirect. */
async function expectOneRedirect(dirty: string, clean: string) {
  const first = await get(`${web}${dirty}`);
  expect(first.status, dirty).toBe(301);
  const location = first.headers.get('location') ?? '';
  expect(new URL(location, web).href, dirty).toBe(`${origin}${clean}`);
  const second = await get(new URL(location, web).href, { headers: { cookie: 'i18n_redirected=en-GLOBAL' } });
  expect(second.status >= 300 && second.status < 400, `${clean} answered ${second.status}`).toBe(false);
}

// ROUTE-TRAILING-SLASH
describe('trailing and repeated slashes: one 301 to the clean path', () => {
  it('on every page kind of the route table, prefixed and unprefixed, with the query kept', async () => {
    const article = await cmsSlug('news-articles', 'da-DK');
    const recipe = await cmsSlug('recipes', 'da-DK');
    const { productId, itemNumber } = await aVariant();
    const pages = [
      '/da-DK',
      '/da-DK/om-os',
      '/om-os',
      `/da-DK/a/${article}`,
      `/da-DK/nyheder/a/${article}`,
      `/da-DK/r/${recipe}`,
      `/da-DK/p/${productId}`,
      `/da-DK/p/${productId}/v/${itemNumber}`,
      '/da-DK/print-catalog',
      '/da-DK/no-such-page',
    ];
    for (const page of pages) {
      await expectOneRedirect(`${page}/`, page);
      await expectOneRedirect(`${page}//?page=2&utm_source=x`, `${page}?page=2&utm_source=x`);
      await expectOneRedirect(page.replace(/\//g, '//'), page);
    }
  }, 300_000);

  it('on route handlers and files', async () => {
    const buildId = ((await (await get(`${web}/api/build-id`)).json()) as { buildId?: string }).buildId;
    expect(buildId).toBeTruthy();
    const paths = [
      '/staff',
      '/sitemap.xml',
      '/robots.txt',
      '/napi/geoip',
      '/api/build-id',
      '/api/health',
      '/favicon.ico',
      '/fonts/inter-latin-wght-normal.woff2',
    ];
    for (const path of paths) {
      await expectOneRedirect(`${path}/`, path);
      await expectOneRedirect(`${path}/?mock_visiting_country=DK`, `${path}?mock_visiting_country=DK`);
      await expectOneRedirect(path.replace(/\//g, '//'), path);
    }
    // A build asset, found in the page that loads it.
    const home = await (await get(`${web}/da-DK`)).text();
    const asset = /\/_next\/static\/[^"?]+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    await expectOneRedirect(`${asset}/`, asset!);
    await expectOneRedirect(asset!.replace('/_next/static/', '/_next//static/'), asset!);
  }, 120_000);

  it('sends /da-DK/om-os// in one 301 (no 308 first), and fixes the prefix case in the same hop', async () => {
    await expectOneRedirect('/da-DK/om-os//', '/da-DK/om-os');
    await expectOneRedirect('/DA-dk/om-os/?x=1', '/da-DK/om-os?x=1');
  });

  it('never sends a visitor off the site', async () => {
    for (const hostile of [
      '//evil.example/',
      '//evil.example//x',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '///evil.example',
    ]) {
      const response = await get(`${web}${hostile}`);
      expect(response.status, hostile).toBe(301);
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith('/') && !/^\/[/\\]/.test(location), `${hostile} -> ${location}`).toBe(true);
      expect(new URL(location, web).origin, hostile).toBe(origin);
    }
  });
});
