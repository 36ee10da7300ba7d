import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import sharp from 'sharp';
import { MARKETS } from '@qilak/markets';
import { ROOT, freePort, prepareWebInstance, startStack } from '../../scripts/lib/stack.mjs';
import { deriveCatalog } from '../../apps/web/src/features/catalog/query';
import { isAllowedExternalLink } from '../../apps/web/src/lib/external-links';
import { canonicalUrl } from '../../apps/web/src/lib/routing';
import { get } from './http';

const web = inject('webUrl');
const pim = inject('pimUrl');
const pimKey = inject('pimFunctionKey');
const cms = inject('cmsUrl');
const cmsToken = inject('cmsApiToken');
const site = new URL(web).origin;
const BRAND = 'Qilak Seafood';

async function html(path: string): Promise<string> {
  const res = await get(`${web}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a crawler reads in <head>. */
function head(page: string) {
  const meta = (attr: 'name' | 'property', key: string) =>
    [...page.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? ''),
    description: meta('name', 'description')[0],
    robots: meta('name', 'robots')[0],
    canonical: decode(/<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1]!,
        decode(m[2]!),
      ]),
    ),
    ogImage: meta('property', 'og:image')[0],
    ogImageWidth: meta('property', 'og:image:width')[0],
    ogImageHeight: meta('property', 'og:image:height')[0],
    ogTitle: meta('property', 'og:title')[0],
    ogUrl: meta('property', 'og:url')[0],
    ogType: meta('property', 'og:type')[0],
    twitterCard: meta('name', 'twitter:card')[0],
    twitterImage: meta('name', 'twitter:image')[0],
  };
}

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const types = (page: string) => jsonLd(page).map((d) => d['@type']);

/** Every <loc> of a sitemap or sitemap index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));

/** A sitemap document, asked once as a crawler would: the index and every part answer on the first request. */
async function sitemapXml(url: string): Promise<string> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return res.text();
}

async function marketSitemap(market: string): Promise<string[]> {
  const index = await sitemapXml(`${web}/sitemap.xml`);
  const parts = locs(index).filter((l) => l.includes(`/sitemaps/${market}/`));
  return Promise.all(parts.map((p) => sitemapXml(p)));
}

async function pimLastChanged(culture: string): Promise<string> {
  const res = await get(
    `${pim}/api/GetUpdateStatus?culture=${culture}&type=product&code=${encodeURIComponent(pimKey)}`,
  );
  return ((await res.json()) as { LastChanged: string }).LastChanged;
}

async function cmsFirst(collection: string, locale: string): Promise<{ slug: string; updatedAt: string }> {
  const res = await fetch(`${cms}/api/${collection}?locale=${locale}&fields[0]=slug&fields[1]=updatedAt&sort=slug`, {
    headers: { authorization: `Bearer ${cmsToken}` },
  });
  return ((await res.json()) as { data: { slug: string; updatedAt: string }[] }).data[0]!;
}

/** The head of every route kind follows one metadata path. */
function expectFullHead(h: ReturnType<typeof head>, canonical: string) {
  expect(h.title.endsWith(` | ${BRAND}`), h.title).toBe(true);
  expect(h.title.split(BRAND)).toHaveLength(2);
  expect(h.description?.length).toBeGreaterThan(20);
  expect(h.canonical).toBe(canonical);
  expect(h.ogUrl).toBe(canonical);
  expect(h.ogTitle).toBe(h.title);
  expect(h.twitterCard).toBe('summary_large_image');
  expect(h.ogImage).toMatch(/\/social-image\//);
  expect([h.ogImageWidth, h.ogImageHeight]).toEqual(['1200', '630']);
  expect(h.alternates['x-default'], 'x-default').toBeDefined();
}

describe('search metadata of every route kind (da-DK)', () => {
  // The file's first renders, rendered once first: on a loaded machine a cold render can outlast the upstream time
  // budget and answer 500 (the outage suite's subject), which is not what this file tests.
  beforeAll(async () => {
    const status = (path: string) =>
      get(`${web}${path}`).then(
        (r) => r.status,
        () => 500,
      );
    for (const path of ['/da-DK/om-os', '/da-DK']) {
      const until = Date.now() + 60_000;
      while ((await status(path)) >= 500 && Date.now() < until) continue;
    }
  }, 90_000);

  it('content page: template title, canonical, alternates, Open Graph, BreadcrumbList', async () => {
    const page = await html('/da-DK/om-os');
    const h = head(page);
    expectFullHead(h, `${site}/da-DK/om-os`);
    expect(h.title).toBe(`Om os | ${BRAND}`);
    expect(h.alternates).toMatchObject({ 'da-DK': `${site}/da-DK/om-os`, 'de-DE': `${site}/de-DE/ueber-uns` });
    expect(types(page)).toContain('BreadcrumbList');
  });

  // ROUTE-ONE-URL
  it('one URL for a nested page, under any prefix: its navigation path, in canonical, alternates and breadcrumbs', async () => {
    const one = `${site}/da-DK/om-os/baeredygtighed`;
    for (const path of ['/da-DK/om-os/baeredygtighed', '/da-DK/baeredygtighed', '/da-DK/bla/baeredygtighed']) {
      const page = await html(path);
      const h = head(page);
      expect(h.canonical, path).toBe(one);
      expect(h.alternates['da-DK'], path).toBe(one);
      expect(h.alternates['de-DE'], path).toBe(`${site}/de-DE/ueber-uns/nachhaltigkeit`);
      const crumbs = jsonLd(page).find((d) => d['@type'] === 'BreadcrumbList')!;
      const items = (crumbs.itemListElement as { item?: string }[]).map((i) => i.item);
      expect(items.slice(-2), path).toEqual([`${site}/da-DK/om-os`, one]);
    }
  });

  it('home page: Organization and WebSite, no breadcrumbs', async () => {
    const page = await html('/da-DK');
    expect(head(page).canonical).toBe(`${site}/da-DK`);
    expect(types(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(types(page)).not.toContain('BreadcrumbList');
    const org = jsonLd(page).find((d) => d['@type'] === 'Organization')!;
    expect(org.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('linkedin.com')]));
    const logo = await get(String((org.logo as { url: string }).url));
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('news article: NewsArticle and breadcrumbs, og:type article', async () => {
    const { slug } = await cmsFirst('news-articles', 'da-DK');
    const page = await html(`/da-DK/a/${slug}`);
    const h = head(page);
    expectFullHead(h, `${site}/da-DK/a/${slug}`);
    expect(h.ogType).toBe('article');
    expect(types(page)).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));
  });

  it('recipe: canonical, alternates in the markets it is translated into, Recipe', async () => {
    const { slug } = await cmsFirst('recipes', 'da-DK');
    const page = await html(`/da-DK/r/${slug}`);
    const h = head(page);
    expectFullHead(h, `${site}/da-DK/r/${slug}`);
    expect(Object.keys(h.alternates).length).toBeGreaterThan(2);
    const recipe = jsonLd(page).find((d) => d['@type'] === 'Recipe')!;
    expect(recipe.image).toEqual(expect.arrayContaining([expect.stringContaining('/social-image/media/')]));
  });

  it('product: the product service culture markets as alternates, ProductGroup, a raster card', async () => {
    const page = await html('/da-DK/p/P-1001');
    const h = head(page);
    expectFullHead(h, `${site}/da-DK/p/P-1001`);
    expect(h.ogImage).toBe(`${site}/social-image/product/da-DK/P-1001.jpg`);
    expect(h.alternates['da-DK']).toBe(`${site}/da-DK/p/P-1001`);
    expect(Object.keys(h.alternates).length).toBeGreaterThan(3);
    const group = jsonLd(page).find((d) => d['@type'] === 'ProductGroup')!;
    expect((group.hasVariant as unknown[]).length).toBeGreaterThan(0);
    expect(types(page)).toContain('BreadcrumbList');
  });

  it('variant: its own canonical and alternates, Product as a variant of its group', async () => {
    const page = await html('/da-DK/p/P-1001');
    const first = /href="\/da-DK\/p\/P-1001\/v\/(\d+)"/.exec(page)![1];
    const variantPage = await html(`/da-DK/p/P-1001/v/${first}`);
    const h = head(variantPage);
    expectFullHead(h, `${site}/da-DK/p/P-1001/v/${first}`);
    expect(h.title).toContain(`(${first})`);
    expect(h.alternates['da-DK']).toBe(`${site}/da-DK/p/P-1001/v/${first}`);
    const product = jsonLd(variantPage).find((d) => d['@type'] === 'Product')!;
    expect(product.isVariantOf).toMatchObject({ '@type': 'ProductGroup', productGroupID: 'P-1001' });
  });

  it('print catalogue: template title, canonical, noindex', async () => {
    const h = head(await html('/da-DK/print-catalog'));
    expect(h.title.endsWith(` | ${BRAND}`)).toBe(true);
    expect(h.canonical).toBe(`${site}/da-DK/print-catalog`);
    expect(h.robots).toMatch(/noindex/);
  });

  it('keeps only the whitelisted query in the canonical URL', async () => {
    const h = head(await html('/da-DK/nyheder?utm_source=newsletter&page=2'));
    expect(h.canonical).toBe(`${site}/da-DK/nyheder?page=2`);
    expect(head(await html('/da-DK/nyheder?utm_source=newsletter')).canonical).toBe(`${site}/da-DK/nyheder`);
  });
});

describe('social images', () => {
  async function expectCard(url: string) {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
  }

  it('products, variants, news, recipes and pages have a 1200×630 JPEG card', async () => {
    const product = await html('/da-DK/p/P-1001');
    await expectCard(head(product).ogImage!);
    const first = /href="\/da-DK\/p\/P-1001\/v\/(\d+)"/.exec(product)![1];
    await expectCard(head(await html(`/da-DK/p/P-1001/v/${first}`)).ogImage!);
    const news = await cmsFirst('news-articles', 'da-DK');
    await expectCard(head(await html(`/da-DK/a/${news.slug}`)).ogImage!);
    const recipe = await cmsFirst('recipes', 'da-DK');
    await expectCard(head(await html(`/da-DK/r/${recipe.slug}`)).ogImage!);
    await expectCard(head(await html('/da-DK/om-os')).ogImage!);
  });

  it('answers 404 for a product the market does not have, and for paths it does not know', async () => {
    expect((await get(`${web}/social-image/product/da-DK/P-999999.jpg`)).status).toBe(404);
    expect((await get(`${web}/social-image/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await get(`${web}/social-image/other/x.jpg`)).status).toBe(404);
  });
});

describe('sitemap index', () => {
  it('lists one sitemap per market on the first request, and robots.txt names the index', async () => {
    const res = await get(`${web}/sitemap.xml`);
    expect(res.status).toBe(200);
    // Complete, so cacheable: the server built every market's part of it at start.
    expect(res.headers.get('x-sitemap-index')).toBe('complete');
    expect(res.headers.get('cache-control')).toContain('s-maxage=600');
    const index = await res.text();
    expect(index).toContain('<sitemapindex');
    for (const market of MARKETS) expect(index).toContain(`/sitemaps/${market.code}/1.xml</loc>`);
    expect(await (await get(`${inject('prodWebUrl')}/robots.txt`)).text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  }, 150_000);

  it('holds pages, news, recipes, products and variants of each market, with lastmod and alternates', async () => {
    const counts: Record<string, number> = {};
    for (const market of MARKETS) {
      const xml = (await marketSitemap(market.code)).join('\n');
      const urls = locs(xml);
      counts[market.code] = urls.length;
      const prefix = market.domainDefault ? site : `${site}/${market.code}`;
      expect(new Set(urls).size, market.code).toBe(urls.length);
      const products = urls.filter((u) => /\/p\/P-\d+$/.test(u));
      const variants = urls.filter((u) => /\/p\/P-\d+\/v\/\d+$/.test(u));
      expect(products.length, market.code).toBeGreaterThan(100);
      expect(variants.length, market.code).toBeGreaterThan(products.length * 2);
      expect(
        urls.some((u) => u.startsWith(`${prefix}/a/`)),
        `${market.code} news`,
      ).toBe(true);
      expect(
        urls.some((u) => u.startsWith(`${prefix}/r/`)),
        `${market.code} recipes`,
      ).toBe(true);
      // Every URL has a lastmod and at least itself as an alternate.
      expect(xml.match(/<url>/g)!.length).toBe(urls.length);
      expect(xml.match(/<lastmod>/g)!.length).toBe(urls.length);
    }
    console.log(`[seo] sitemap URLs per market: ${JSON.stringify(counts)}`);
  }, 180_000);

  it('dates products by the product service LastChanged and pages by the CMS updatedAt', async () => {
    const xml = (await marketSitemap('da-DK')).join('\n');
    const lastChanged = await pimLastChanged('da-DK');
    expect(xml).toContain(
      `<url><loc>${site}/da-DK/p/P-1001</loc><lastmod>${lastChanged}</lastmod><xhtml:link rel="alternate" hreflang=`,
    );
    const page = await cmsFirst('news-articles', 'da-DK');
    expect(xml).toContain(`<url><loc>${site}/da-DK/a/${page.slug}</loc><lastmod>${page.updatedAt}</lastmod>`);
  });
});

describe('documents', () => {
  it('links every document through the site origin, and each is a PDF; the function key stays server side', async () => {
    const page = await html('/da-DK/p/P-1001');
    expect(page).not.toContain('documents.qilakseafood.com');
    expect(page).not.toContain(pimKey);
    const links = [...page.matchAll(/href="(\/documents\/[^"]+)"/g)].map((m) => decode(m[1]!));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      const res = await get(`${web}${link}`);
      expect(res.status, link).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('etag')).toBeTruthy();
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const again = await get(`${web}${link}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    expect((await get(`${web}/documents/spec-sheets/P-999999-da.pdf`)).status).toBe(404);
    expect((await get(`${web}/documents/secret/x.pdf`)).status).toBe(404);
  });
});

// ROUTE-ONE-URL: every linked page has the link as its canonical.
describe('crawl of two markets', () => {
  /** A product or variant page: one template over the catalogue's data. */
  const CATALOGUE_PAGE = /\/p\/P-[^/?]+(\/v\/[^/?]+)?$/;
  /** One product or variant page in SAMPLE is crawled (rendered, its links followed); the choice is by path, so stable. */
  const SAMPLE = 4;
  const sampled = (path: string) => [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % SAMPLE === 0;

  /**
   * Follows every internal link from the market's home page and every URL of its sitemap's content (pages,
   * news, recipes; products and variants are reached through the links), and fails on a broken internal link,
   * a document that is not a PDF, or an external host outside the allow-list. Product and variant pages are one
   * template over the catalogue: each one linked must be a page the market's sitemap lists (the sitemap tests prove
   * it lists exactly the catalogue), and a stable sample of them (one in SAMPLE) is rendered and crawled like the rest;
   * one the sitemap does not list is asked for all the same and must answer. One URL per page: every page a link
   * or the sitemap names has that URL as its canonical (its whitelisted query included), and no link leads to a
   * redirect.
   */
  async function crawl(market: string, home: string) {
    const sitemapAll = locs((await marketSitemap(market)).join('\n'));
    const listed = new Set(sitemapAll.map((u) => new URL(u).pathname));
    const sitemapUrls = sitemapAll.filter((u) => !/\/p\/P-/.test(u));
    const queue = [home, ...sitemapUrls.map((u) => new URL(u).pathname)];
    const seen = new Set<string>(queue);
    /** Where each queued URL was named first: a link on a page, or the sitemap. */
    const namedBy = new Map<string, string>(sitemapUrls.map((u) => [new URL(u).pathname, 'the sitemap']));
    const problems: string[] = [];
    const external = new Set<string>();
    let pages = 0;
    let catalogueListed = 0;
    let catalogueCrawled = 0;
    const prefixes = MARKETS.filter((m) => !m.domainDefault).map((m) => `/${m.code}`);
    const own = (path: string) =>
      market === 'en-GLOBAL'
        ? !prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`))
        : path === `/${market}` || path.startsWith(`/${market}/`) || path.startsWith(`/${market}?`);
    const checkOnly = async (path: string, from: string) => {
      const res = await get(`${web}${path}`);
      if (res.status >= 400) problems.push(`${from} -> ${path}: ${res.status}`);
    };
    const checkDocument = async (path: string, from: string) => {
      const res = await get(`${web}${path}`);
      const body = Buffer.from(await res.arrayBuffer());
      if (
        res.status !== 200 ||
        res.headers.get('content-type') !== 'application/pdf' ||
        !body.subarray(0, 5).equals(Buffer.from('%PDF-'))
      )
        problems.push(`${from} -> ${path}: not a PDF (${res.status} ${res.headers.get('content-type')})`);
    };
    while (queue.length > 0) {
      const batch = queue.splice(0, 4);
      await Promise.all(
        batch.map(async (path) => {
          const res = await get(`${web}${path}`);
          // The root's answer depends on the visitor's languages (a 302 to a market): no page of its own to check.
          const from = path === '/' ? undefined : namedBy.get(path);
          if (res.status >= 300 && res.status < 400) {
            if (from)
              problems.push(`${from} -> ${path}: ${res.status} to ${res.headers.get('location')}, not the page`);
            const to = new URL(res.headers.get('location') ?? '', web);
            if (to.origin === site && !seen.has(to.pathname + to.search)) {
              seen.add(to.pathname + to.search);
              queue.push(to.pathname + to.search);
            }
            return;
          }
          if (res.status !== 200) {
            problems.push(`${path}: ${res.status}`);
            return;
          }
          pages++;
          const page = await res.text();
          // Pages only: media and documents have no canonical of their own, and a `noindex` page (a request form
          // prefilled per selection, search results) is no URL a search engine keeps (ROUTE-ONE-URL).
          const meta = head(page);
          if (from && res.headers.get('content-type')?.startsWith('text/html') && !meta.robots?.includes('noindex')) {
            const { pathname, search } = new URL(path, web);
            const expected = canonicalUrl(site, pathname, search);
            if (meta.canonical !== expected)
              problems.push(`${from} -> ${path}: canonical ${meta.canonical || '(none)'}`);
          }
          for (const m of page.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
            const href = decode(m[1]!);
            if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
            const url = new URL(href, `${web}${path}`);
            if (url.origin !== site) {
              external.add(url.hostname);
              if (!isAllowedExternalLink(url.href))
                problems.push(`${path}: link to ${url.href} (not on the allow-list)`);
              continue;
            }
            const target = url.pathname + url.search;
            if (seen.has(target)) continue;
            seen.add(target);
            namedBy.set(target, path);
            if (url.pathname.startsWith('/documents/')) await checkDocument(target, path);
            else if (own(url.pathname) && CATALOGUE_PAGE.test(url.pathname) && !url.search) {
              if (!listed.has(url.pathname)) await checkOnly(target, path);
              else if (sampled(url.pathname)) {
                catalogueCrawled++;
                queue.push(target);
              } else catalogueListed++;
            } else if (own(url.pathname)) queue.push(target);
            // Another market's page (the market chooser): it must answer, but its links are that market's crawl.
            else await checkOnly(target, path);
          }
        }),
      );
    }
    return { pages, problems, external: [...external].sort(), catalogueListed, catalogueCrawled };
  }

  it.each([
    ['da-DK', '/da-DK'],
    ['en-GLOBAL', '/'],
  ])(
    '%s: no broken internal link, every linked page has the link as its canonical, documents are PDFs, external links on the allow-list',
    async (market, home) => {
      const result = await crawl(market, home);
      console.log(
        `[seo] crawl ${market}: ${result.pages} pages (${result.catalogueCrawled} product and variant pages crawled, ${result.catalogueListed} more linked and listed in the sitemap), external hosts ${result.external.join(', ')}`,
      );
      expect(result.problems).toEqual([]);
      expect(result.pages).toBeGreaterThan(50);
      expect(result.catalogueCrawled).toBeGreaterThan(10);
      expect(result.catalogueListed).toBeGreaterThan(result.catalogueCrawled);
    },
    900_000,
  );
});

describe('sitemap at the --scale catalogue (a real product service on generated data)', () => {
  // `generate --scale 40`: 12,000 products (da-DK sells about 85 %), 3 to 6 variants each, so both markets pass
  // 50,000 URLs. Two cultures keep the run near a minute; the other nine markets then have content only.
  const SCALE = 40;
  const CULTURES = ['en-GLOBAL', 'da-DK'] as const;
  let dir: string;
  let webDir: string;
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  let scaleWeb: string;

  beforeAll(async () => {
    // The 200 MB database is written in a fraction of the time in memory (tmpfs) where there is one.
    dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'qilak-scale-'));
    const db = path.join(dir, 'pim-scale.db');
    const started = Date.now();
    const generated = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'apps', 'pim', 'dist', 'generate.js'),
        ...['--out', db, '--scale', String(SCALE), '--cultures', CULTURES.join(',')],
      ],
      { encoding: 'utf8' },
    );
    if (generated.status !== 0) throw new Error(`generate failed: ${generated.stderr}`);
    console.log(`[seo] ${generated.stdout.trim()} (${Date.now() - started} ms)`);
    webDir = prepareWebInstance(`e2e-scale-${process.pid}`);
    const logDir = path.join(inject('logDir'), 'scale');
    stack = await startStack({
      mode: 'production',
      ports: { cms: Number(new URL(cms).port), pim: await freePort(), web: await freePort() },
      services: ['pim'],
      logDir,
      sharedEnv: {
        APP_ENV: 'test',
        PIM_DB_FILE: db,
        CMS_API_TOKEN: cmsToken,
        PIM_FUNCTION_KEY: pimKey,
        REVALIDATE_SECRET: inject('revalidateSecret'),
      },
      env: { webDir },
    });
    // The product service answers its health check before it has built its bodies; a live service has them ready.
    await vi.waitFor(
      () => {
        if (!readFileSync(path.join(logDir, 'pim.log'), 'utf8').includes('product bodies warmed up'))
          throw new Error('the product service is still building its bodies');
      },
      { timeout: 120_000, interval: 250 },
    );
    await stack.start('web');
    scaleWeb = stack.urls.web;
  }, 240_000);

  afterAll(async () => {
    await stack?.stopAll();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The culture's catalogue as the site derives it from the product service (its pages are what the sitemap lists). */
  async function siteCatalogue(culture: string) {
    const read = async (route: string) =>
      (await get(`${stack!.urls.pim}/api/${route}?culture=${culture}&code=${encodeURIComponent(pimKey)}`)).json();
    const [productData, category, attributes] = await Promise.all(
      ['GetProductData', 'GetCategoryData', 'GetAttributes'].map(read),
    );
    return deriveCatalog(
      productData as Parameters<typeof deriveCatalog>[0],
      category as Parameters<typeof deriveCatalog>[1],
      attributes as Parameters<typeof deriveCatalog>[2],
    );
  }

  it('answers the index from start (uncached until complete), splits each market past 50,000 URLs, and lists every product and variant with LastChanged and alternates', async () => {
    const scaleSite = new URL(scaleWeb).origin;
    const indexStarted = Date.now();
    // A server that has just started reads and parses the whole catalogue first (seconds at this size), and a
    // request waits up to 25 s for the markets' builds. On a loaded machine that may not be enough: the designed
    // answer is then the markets built so far (or a 503 with Retry-After when none is), never cached. Either way
    // the index gets complete while the builds go on.
    const ask = () => fetch(`${scaleWeb}/sitemap.xml`, { signal: AbortSignal.timeout(60_000) });
    let res = await ask();
    const first = {
      status: res.status,
      index: res.headers.get('x-sitemap-index'),
      cache: res.headers.get('cache-control'),
    };
    expect(first.index === 'complete' ? 'cacheable' : first.cache).toBe(
      first.index === 'complete' ? 'cacheable' : 'no-store',
    );
    await expect
      .poll(
        async () => {
          if (res.headers.get('x-sitemap-index') === 'complete') return true;
          await res.body?.cancel();
          res = await ask();
          return res.headers.get('x-sitemap-index') === 'complete';
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(true);
    const indexMs = Date.now() - indexStarted;
    expect(res.status).toBe(200);
    const index = locs(await res.text());
    const catalogues = Object.fromEntries(
      await Promise.all(CULTURES.map(async (c) => [c, await siteCatalogue(c)] as const)),
    );
    const sellers = new Map<string, string[]>();
    for (const c of CULTURES)
      for (const p of catalogues[c]!.products) sellers.set(p.ProductId, [...(sellers.get(p.ProductId) ?? []), c]);
    // The same CMS as the main stack: each market's content (pages, news, recipes) is the same there.
    const content = Object.fromEntries(
      await Promise.all(
        MARKETS.map(
          async (m) =>
            [m.code, locs((await marketSitemap(m.code)).join('\n')).filter((u) => !/\/p\/P-/.test(u)).length] as const,
        ),
      ),
    );
    const counts: Record<string, { urls: number; parts: number[] }> = {};
    const xmlOf: Record<string, string> = {};
    const partsStarted = Date.now();
    for (const market of MARKETS) {
      const parts = index.filter((l) => l.includes(`/sitemaps/${market.code}/`));
      expect(parts).toEqual(parts.map((_, i) => `${scaleSite}/sitemaps/${market.code}/${i + 1}.xml`));
      const xmls = await Promise.all(parts.map((p) => sitemapXml(p)));
      const urls = xmls.map(locs);
      const all = urls.flat();
      counts[market.code] = { urls: all.length, parts: urls.map((u) => u.length) };
      for (const part of urls) expect(part.length).toBeLessThanOrEqual(50_000);
      for (const xml of xmls) expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
      expect(new Set(all).size, market.code).toBe(all.length);
      const xml = (xmlOf[market.code] = xmls.join('\n'));
      expect((xml.match(/<lastmod>/g) ?? []).length, `${market.code} lastmods`).toBe(all.length);
      // Every page of the market: its content, and each product and variant where the culture has a catalogue.
      const catalogue = catalogues[market.code];
      const catalogueUrls = catalogue ? catalogue.products.length + catalogue.variants.length : 0;
      expect(all.length, market.code).toBe(content[market.code]! + catalogueUrls);
    }
    for (const culture of CULTURES) {
      const market = MARKETS.find((m) => m.code === culture)!;
      const { lastChanged, products, variants } = catalogues[culture]!;
      const xml = xmlOf[culture]!;
      expect(counts[culture]!.urls).toBeGreaterThan(50_000);
      expect(counts[culture]!.parts.length).toBeGreaterThanOrEqual(2);
      // Every product and variant is dated by the culture's LastChanged.
      expect((xml.match(new RegExp(`<lastmod>${lastChanged}</lastmod>`, 'g')) ?? []).length).toBe(
        products.length + variants.length,
      );
      // Alternates: exactly the markets that sell the product, and x-default where the global market does.
      const prefix = market.domainDefault ? scaleSite : `${scaleSite}/${market.code}`;
      for (const product of [products[0]!, products[Math.floor(products.length / 2)]!, products.at(-1)!]) {
        const entry = new RegExp(
          `<url><loc>${prefix}/p/${product.ProductId}</loc><lastmod>[^<]+</lastmod>((?:<xhtml:link [^>]+/>)+)</url>`,
        ).exec(xml);
        const hreflangs = [...(entry?.[1] ?? '').matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
        const sold = sellers.get(product.ProductId)!;
        expect(hreflangs, `${culture} ${product.ProductId}`).toEqual([
          ...MARKETS.filter((m) => sold.includes(m.code)).map((m) => m.hreflang),
          ...(sold.includes('en-GLOBAL') ? ['x-default'] : []),
        ]);
      }
    }
    console.log(
      `[seo] --scale ${SCALE} sitemap: index ${indexMs} ms (first answer ${first.status} ${first.index}), parts ${Date.now() - partsStarted} ms; URLs per market ${JSON.stringify(counts)}`,
    );
  }, 300_000);
});
