import { describe, expect, it } from 'vitest';
import { MARKETS, type MarketCode } from '@qilak/markets';
import {
  SITEMAP_MAX_URLS,
  contentUrls,
  newestLastmod,
  parseSitemapPart,
  productUrls,
  catalogAlternatesInSlices,
  eachProductUrl,
  eachProductUrlSize,
  sitemapIndexAnswer,
  sitemapIndexXml,
  sitemapSplitter,
  sitemapXml,
  splitSitemap,
  summarizeInSlices,
  urlBytes,
  summarizeParts,
  type CatalogOutline,
  type SitemapUrl,
} from './sitemap-build';

const SITE = 'https://www.qilakseafood.com';

/** A catalogue shaped like pim's generator output: products P-1001…, 3 to 6 variants each. */
function outline(
  market: MarketCode,
  products: number,
  lastChanged: string,
  skip = (_i: number) => false,
): CatalogOutline {
  const list = [];
  for (let i = 0; i < products; i++) {
    if (skip(i)) continue;
    const id = 1001 + i;
    list.push({
      productId: `P-${id}`,
      itemNumbers: Array.from({ length: 3 + (i % 4) }, (_, v) => String(id * 100 + v + 1)),
    });
  }
  return { market, lastChanged, products: list };
}

describe('sitemap of a market', () => {
  it('lists content with its CMS updatedAt and alternates in the markets it is translated into', () => {
    const [url] = contentUrls(SITE, 'da-DK', [
      {
        path: '/om-os',
        updatedAt: '2026-11-20T10:00:00.000Z',
        localizations: [{ marketCode: 'en-GLOBAL', path: '/about' }],
      },
    ]);
    expect(url).toEqual({
      loc: `${SITE}/da-DK/om-os`,
      lastmod: '2026-11-20T10:00:00.000Z',
      alternates: [
        { hreflang: 'da-DK', href: `${SITE}/da-DK/om-os` },
        { hreflang: 'en', href: `${SITE}/about` },
        { hreflang: 'x-default', href: `${SITE}/about` },
      ],
    });
  });

  it('lists every product and variant with the LastChanged of its culture and alternates where sold', () => {
    const outlines = [
      outline('en-GLOBAL', 4, '2026-01-01T00:00:00.000Z'),
      outline('da-DK', 4, '2026-11-24T08:00:00.000Z', (i) => i === 3),
    ];
    const urls = productUrls(SITE, 'da-DK', outlines);
    // 3 products (P-1004 is not sold in da-DK) with 3 + 4 + 5 variants.
    expect(urls).toHaveLength(3 + 12);
    expect(urls.every((u) => u.lastmod === '2026-11-24T08:00:00.000Z')).toBe(true);
    const product = urls.find((u) => u.loc === `${SITE}/da-DK/p/P-1001`)!;
    expect(product.alternates).toEqual([
      { hreflang: 'en', href: `${SITE}/p/P-1001` },
      { hreflang: 'da-DK', href: `${SITE}/da-DK/p/P-1001` },
      { hreflang: 'x-default', href: `${SITE}/p/P-1001` },
    ]);
    const variant = urls.find((u) => u.loc === `${SITE}/da-DK/p/P-1001/v/100101`)!;
    expect(variant.alternates.map((a) => a.hreflang)).toEqual(['en', 'da-DK', 'x-default']);
    expect(productUrls(SITE, 'en-GLOBAL', outlines).filter((u) => u.loc.includes('P-1004'))[0]!.alternates).toEqual([
      { hreflang: 'en', href: `${SITE}/p/P-1004` },
      { hreflang: 'x-default', href: `${SITE}/p/P-1004` },
    ]);
  });

  it('writes valid sitemap XML with escaped URLs', () => {
    const xml = sitemapXml([{ loc: `${SITE}/a?x=1&y=2`, lastmod: '2026-01-01', alternates: [] }]);
    expect(xml).toContain('<loc>https://www.qilakseafood.com/a?x=1&amp;y=2</loc>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });
});

describe('the --scale catalogue (20,000 products)', () => {
  // Eleven markets, each selling most products, as `generate --scale 66.67` does.
  const outlines = MARKETS.map((m, k) =>
    outline(m.code, 20_000, `2026-11-2${k % 10}T00:00:00.000Z`, (i) => (i + k) % 7 === 0),
  );
  const urls = productUrls(SITE, 'da-DK', outlines);

  it('splits a market past 50,000 URLs, and every file stays within the protocol limits', () => {
    // About 17,000 products and 77,000 variants in da-DK.
    expect(urls.length).toBeGreaterThan(90_000);
    const parts = splitSitemap(urls);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.flat()).toHaveLength(urls.length);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      expect(Buffer.byteLength(sitemapXml(part))).toBeLessThan(50 * 1024 * 1024);
    }
  }, 60_000);

  it('names each part in the index with its newest lastmod', () => {
    const parts = splitSitemap(urls);
    const xml = sitemapIndexXml(
      parts.map((p, i) => ({ loc: `${SITE}/sitemaps/da-DK/${i + 1}.xml`, lastmod: newestLastmod(p) })),
    );
    expect(xml.match(/<sitemap>/g)).toHaveLength(parts.length);
    expect(xml).toContain(
      '<loc>https://www.qilakseafood.com/sitemaps/da-DK/2.xml</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod>',
    );
  }, 60_000);

  it('counts the same parts and lastmods a slice at a time as from the whole list', async () => {
    let pauses = 0;
    const pause = () => {
      pauses++;
      return Promise.resolve();
    };
    // A fresh array of the same outlines: the alternates are built anew, in slices.
    const copy = [...outlines];
    const alternates = await catalogAlternatesInSlices(copy, pause);
    const streamed = [...eachProductUrl(SITE, 'da-DK', copy, alternates)];
    expect(streamed).toEqual(urls);
    const limits = { maxUrls: 20_000, maxBytes: 9_000_000 };
    const summary = await summarizeInSlices(streamed, pause, limits);
    expect(summary).toEqual(summarizeParts(splitSitemap(urls, limits)));
    expect(summary.parts.length).toBeGreaterThan(4);
    expect(pauses).toBeGreaterThan(urls.length);
  }, 60_000);

  it('sizes each product URL as its XML in the file, and summarises by sizes as by the URLs', async () => {
    const copy = [...outlines];
    const alternates = await catalogAlternatesInSlices(copy, () => Promise.resolve());
    for (const market of ['da-DK', 'en-GLOBAL', 'kl-GL'] as const) {
      const full = [...eachProductUrl(SITE, market, copy, alternates)];
      const sized = [...eachProductUrlSize(SITE, market, copy, alternates)];
      expect(sized.map((u) => u.bytes)).toEqual(full.map(urlBytes));
      expect(sized.map((u) => u.lastmod)).toEqual(full.map((u) => u.lastmod));
      const limits = { maxUrls: 20_000, maxBytes: 9_000_000 };
      expect(await summarizeInSlices(sized, () => Promise.resolve(), limits)).toEqual(
        summarizeParts(splitSitemap(full, limits)),
      );
    }
    // A product the index does not hold (its own market only) is sized the same way.
    const lone = outline('da-DK', 3, '2026-11-20T00:00:00.000Z');
    const none = { products: new Map(), variants: new Map() };
    expect([...eachProductUrlSize(SITE, 'da-DK', [lone], none)].map((u) => u.bytes)).toEqual(
      [...eachProductUrl(SITE, 'da-DK', [lone], none)].map(urlBytes),
    );
  }, 60_000);

  it('puts each URL in the part splitSitemap puts it in', () => {
    const some = urls.slice(0, 5000);
    const limits = { maxUrls: 700, maxBytes: 400_000 };
    const split = sitemapSplitter(limits);
    const parts: SitemapUrl[][] = [];
    for (const u of some) {
      split.add(u);
      (parts[split.part - 1] ??= []).push(u);
    }
    expect(parts).toEqual(splitSitemap(some, limits));
  });

  it('splits by size too when the alternates make URLs large', () => {
    const parts = splitSitemap(urls.slice(0, 1000), { maxBytes: 200_000 });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(sitemapXml(part))).toBeLessThanOrEqual(200_000);
  });
});

describe('the index from the summary of each market', () => {
  const summary = summarizeParts([
    [{ loc: 'a', lastmod: '2026-11-01T00:00:00.000Z', alternates: [] }],
    [{ loc: 'b', alternates: [] }],
  ]);

  it('lists every part of every market with its newest lastmod', () => {
    const answer = sitemapIndexAnswer(
      SITE,
      MARKETS.map((m) => ({ market: m.code, summary })),
    );
    expect(answer).toMatchObject({ status: 200, missing: [] });
    if (answer.status !== 200) throw new Error('expected an index');
    expect(answer.files).toHaveLength(MARKETS.length * 2);
    expect(answer.files.slice(0, 2)).toEqual([
      { loc: `${SITE}/sitemaps/en-GLOBAL/1.xml`, lastmod: '2026-11-01T00:00:00.000Z' },
      { loc: `${SITE}/sitemaps/en-GLOBAL/2.xml` },
    ]);
  });

  it('leaves out a market with no sitemap yet and names it, and never answers an empty index', () => {
    const answer = sitemapIndexAnswer(SITE, [{ market: 'da-DK', summary }, { market: 'kl-GL' }]);
    expect(answer).toMatchObject({ status: 200, missing: ['kl-GL'] });
    if (answer.status !== 200) throw new Error('expected an index');
    expect(answer.files.every((f) => f.loc.includes('/da-DK/'))).toBe(true);
    expect(sitemapIndexAnswer(SITE, [{ market: 'da-DK' }, { market: 'kl-GL' }])).toEqual({
      status: 503,
      missing: ['da-DK', 'kl-GL'],
    });
  });
});

describe('sitemap file names', () => {
  it('parses /sitemaps/{market}/{part}.xml for known markets only', () => {
    expect(parseSitemapPart('da-DK', '2.xml')).toEqual({ market: 'da-DK', part: 2 });
    expect(parseSitemapPart('da-dk', '1.xml')).toBeNull();
    expect(parseSitemapPart('xx-XX', '1.xml')).toBeNull();
    expect(parseSitemapPart('da-DK', '0.xml')).toBeNull();
    expect(parseSitemapPart('da-DK', '1.json')).toBeNull();
  });
});
