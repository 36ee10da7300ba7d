import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { adminLogin, findDocumentId, updateAndPublish } from '../support/cms-admin.mjs';

const urls = inject('cluster');
const secrets = inject('clusterSecrets');
const admin = inject('clusterAdmin');

async function text(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return response.text();
}

describe('scale-out: two web instances on Redis behind Varnish, Strapi on PostgreSQL', () => {
  it('shares the sitemap summaries through Redis: one instance computes them, the other takes them (SEO-SITEMAP-SHARED)', async () => {
    // Right after start the instances may still be warming up (the CMS is slow while both build): wait until each
    // answers a complete index.
    const complete = async (base: string) => {
      const response = await fetch(`${base}/sitemap.xml`, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
      await response?.body?.cancel();
      return response?.headers.get('x-sitemap-index') ?? 'no answer';
    };
    for (const base of [urls.web1, urls.web2])
      await expect.poll(() => complete(base), { timeout: 180_000, interval: 2000 }).toBe('complete');
    const [one, two] = await Promise.all([text(`${urls.web1}/sitemap.xml`), text(`${urls.web2}/sitemap.xml`)]);
    expect(one).toContain('<sitemapindex');
    expect(two).toBe(one);
    const part = '/sitemaps/de-DE/1.xml';
    expect(await text(`${urls.web2}${part}`)).toBe(await text(`${urls.web1}${part}`));
    const taken = async (metricsUrl: string) => {
      const body = await text(metricsUrl);
      return Number(/web_sitemap_summaries_total\{[^}]*source="redis"[^}]*\} (\d+)/.exec(body)?.[1] ?? 0);
    };
    // Both instances warmed every market's summary at start: the later one took them from the earlier one.
    expect((await taken(urls.metrics.web1)) + (await taken(urls.metrics.web2))).toBeGreaterThan(0);
  });

  it('serves pages through Varnish from its cache', async () => {
    await text(`${urls.varnish}/da-DK/om-os`);
    const second = await fetch(`${urls.varnish}/da-DK/om-os`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('surrogate-key')).toBeNull();
  });

  it('shows a CMS change on both instances and through Varnish within 5 s', async () => {
    for (const base of [urls.web1, urls.web2, urls.varnish]) await text(`${base}/de-DE/ueber-uns`);
    const token = await adminLogin(urls.cms, admin.email, admin.password);
    const entry = await findDocumentId(urls.cms, 'pages', 'ueber-uns', 'de-DE', secrets.CMS_API_TOKEN);
    const marker = `Über uns ${Date.now()}`;
    const started = Date.now();
    await updateAndPublish(urls.cms, token, 'api::page.page', entry.documentId, 'de-DE', { title: marker });
    for (const base of [urls.web1, urls.web2, urls.varnish]) {
      await expect
        .poll(async () => (await text(`${base}/de-DE/ueber-uns`)).includes(marker), {
          timeout: Math.max(500, 5000 - (Date.now() - started)),
          interval: 100,
        })
        .toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('shows a product-service change in search on both instances within 5 s (PIM-NOTIFY, PIM-FRESH-SHARED)', async () => {
    const data = (await (
      await fetch(`${urls.pim}/api/GetProductData?culture=da-DK&code=${encodeURIComponent(secrets.PIM_FUNCTION_KEY!)}`)
    ).json()) as { Products: { ProductId: string; NameOne: string }[] };
    const product = data.Products.at(-1)!;
    const word = `havkat${Date.now().toString(36)}`;
    const hits = async (base: string) => {
      const body = (await (await fetch(`${base}/api/search/da-DK?q=${word}&type=product`)).json()) as {
        groups?: { kind: string; hits: unknown[] }[];
      };
      return body.groups?.find((g) => g.kind === 'product')?.hits.length ?? 0;
    };
    for (const base of [urls.web1, urls.web2]) expect(await hits(base)).toBe(0);
    const started = Date.now();
    execFileSync(
      process.execPath,
      [
        path.resolve(import.meta.dirname, '../../apps/pim/dist/edit-product.js'),
        ...['--product', product.ProductId, '--culture', 'da-DK', '--field', 'NameOne'],
        ...['--value', `${product.NameOne} ${word}`, '--db', inject('clusterPimDb')],
      ],
      { stdio: 'pipe' },
    );
    // The webhook reaches one instance through Varnish; the other learns it through Redis.
    for (const base of [urls.web1, urls.web2]) {
      await expect
        .poll(() => hits(base), { timeout: Math.max(500, 5000 - (Date.now() - started)), interval: 200 })
        .toBe(1);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps the root language negotiation working through Varnish (locale cookie and Accept-Language key the object)', async () => {
    const root = (headers: Record<string, string> = {}) =>
      fetch(`${urls.varnish}/`, { redirect: 'manual', headers, signal: AbortSignal.timeout(10_000) });
    await root();
    const plain = await root();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(plain.headers.get('set-cookie')).toMatch(/^i18n_redirected=en-GLOBAL;/);
    const danish = await root({ 'accept-language': 'da-DK,da;q=0.9' });
    expect(danish.status).toBe(302);
    expect(danish.headers.get('location')).toMatch(/\/da-DK$/);
    // A returning visitor goes to the market the cookie names (cookie first, then Accept-Language), also on a
    // second request that Varnish may answer: the cookie's value is part of the root's cache key.
    for (let i = 0; i < 2; i++) {
      const chosenBefore = await root({ cookie: 'consent=1; i18n_redirected=sv-SE', 'accept-language': 'da' });
      expect(chosenBefore.status).toBe(302);
      expect(chosenBefore.headers.get('location')).toMatch(/\/sv-SE$/);
      expect(chosenBefore.headers.get('set-cookie')).toBeNull();
    }
    const choseGlobal = await root({ cookie: 'i18n_redirected=en-GLOBAL; consent=1', 'accept-language': 'da' });
    expect(choseGlobal.status).toBe(200);
  });

  it('loses no request through Varnish when one web instance stops', async () => {
    const pages = ['/', '/da-DK', '/da-DK/om-os', '/de-DE/ueber-uns', '/p/P-1001', '/sv-SE', '/fr-FR', '/news'];
    for (const p of pages) await text(`${urls.varnish}${p}`);
    const failures: string[] = [];
    let served = 0;
    const until = Date.now() + 8000;
    const load = (async () => {
      let i = 0;
      while (Date.now() < until) {
        // A query string per request: the edge cache cannot hide a failing instance.
        const p = `${pages[i % pages.length]}?n=${i++}`;
        const response = await fetch(`${urls.varnish}${p}`).catch(
          (e: Error) => ({ status: 0, statusText: e.message }) as Response,
        );
        if (response.status >= 500 || response.status === 0) failures.push(`${p}: ${response.status}`);
        else served++;
      }
    })();
    // Traffic is flowing through both instances before one of them stops.
    await expect.poll(() => served, { timeout: 5000, interval: 50 }).toBeGreaterThanOrEqual(10);
    process.kill(inject('clusterWeb1Pid'), 'SIGTERM');
    await load;
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(20);
  });
});
