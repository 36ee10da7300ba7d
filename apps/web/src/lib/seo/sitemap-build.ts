import { MARKETS, getMarket, type MarketCode } from '@qilak/markets';
import {
  canonicalUrl,
  hreflangAlternates,
  marketPath,
  productPath,
  variantPath,
  type LocalizedPath,
} from '@/lib/routing';

/** The sitemaps protocol's limits per file: 50,000 URLs and 50 MB uncompressed (a margin kept below that). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 45 * 1024 * 1024;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
}

/** One CMS entry (page, news article, recipe) of a market, with its localizations. */
export interface ContentEntry {
  path: string;
  updatedAt?: string | null;
  localizations: readonly LocalizedPath[];
}

/** What the sitemap needs of one market's catalogue: ids and item numbers, and when it last changed. */
export interface CatalogOutline {
  market: MarketCode;
  lastChanged: string;
  products: readonly { productId: string; itemNumbers: readonly string[] }[];
}

export function contentUrls(site: string, market: MarketCode, entries: readonly ContentEntry[]): SitemapUrl[] {
  return entries.map((entry) => ({
    loc: new URL(marketPath(market, entry.path), `${site}/`).href,
    lastmod: entry.updatedAt ?? undefined,
    alternates: hreflangAlternates(site, [{ marketCode: market, path: entry.path }, ...entry.localizations]),
  }));
}

/** Which markets sell each product and each variant, in market table order (the same order everywhere). */
export interface CatalogAlternates {
  products: Map<string, MarketCode[]>;
  variants: Map<string, MarketCode[]>;
}
const alternatesOf = new WeakMap<readonly CatalogOutline[], CatalogAlternates>();

/** Built once per set of outlines: every market's sitemap of the same catalogues shares it. */
function catalogAlternates(outlines: readonly CatalogOutline[]): CatalogAlternates {
  const known = alternatesOf.get(outlines);
  if (known) return known;
  const index = emptyAlternates();
  for (const outline of inMarketOrder(outlines)) {
    for (const p of outline.products) addAlternates(index, outline.market, p);
  }
  alternatesOf.set(outlines, index);
  return index;
}

const alternatesUnderWay = new WeakMap<readonly CatalogOutline[], Promise<CatalogAlternates>>();

/**
 * The same index as catalogAlternates, built a product at a time with `pause` awaited after each (it hands the event
 * loop back when its slice is used up): at the --scale catalogue the index is 200,000+ entries.
 */
export function catalogAlternatesInSlices(
  outlines: readonly CatalogOutline[],
  pause: () => Promise<void> | undefined,
): Promise<CatalogAlternates> {
  const known = alternatesOf.get(outlines);
  if (known) return Promise.resolve(known);
  let underWay = alternatesUnderWay.get(outlines);
  if (!underWay) {
    underWay = (async () => {
      const index = emptyAlternates();
      for (const outline of inMarketOrder(outlines)) {
        for (const p of outline.products) {
          addAlternates(index, outline.market, p);
          const paused = pause();
          if (paused) await paused;
        }
      }
      alternatesOf.set(outlines, index);
      alternatesUnderWay.delete(outlines);
      return index;
    })();
    alternatesUnderWay.set(outlines, underWay);
  }
  return underWay;
}

function emptyAlternates(): CatalogAlternates {
  return { products: new Map(), variants: new Map() };
}

function inMarketOrder(outlines: readonly CatalogOutline[]): CatalogOutline[] {
  return MARKETS.flatMap((m) => outlines.filter((o) => o.market === m.code));
}

function addAlternates(
  index: CatalogAlternates,
  market: MarketCode,
  p: { productId: string; itemNumbers: readonly string[] },
): void {
  const add = (map: Map<string, MarketCode[]>, key: string) => {
    const list = map.get(key);
    if (list) list.push(market);
    else map.set(key, [market]);
  };
  add(index.products, p.productId);
  for (const item of p.itemNumbers) add(index.variants, `${p.productId}\n${item}`);
}

/**
 * The product and variant pages of one market, each with alternates in every market whose catalogue holds the
 * same product (or the same item number), and the market's LastChanged as lastmod.
 */
export function productUrls(site: string, market: MarketCode, outlines: readonly CatalogOutline[]): SitemapUrl[] {
  if (!outlines.some((o) => o.market === market)) return [];
  return [...eachProductUrl(site, market, outlines, catalogAlternates(outlines))];
}

/** productUrls one at a time, from an alternates index already built (catalogAlternatesInSlices). */
export function* eachProductUrl(
  site: string,
  market: MarketCode,
  outlines: readonly CatalogOutline[],
  index: CatalogAlternates,
): Generator<SitemapUrl> {
  const own = outlines.find((o) => o.market === market);
  if (!own) return;
  for (const { path, markets } of eachProductPath(own, index)) {
    yield {
      loc: productLoc(site, market, path),
      lastmod: own.lastChanged,
      alternates: productAlternates(site, path, markets),
    };
  }
}

/** A URL of a sitemap as the splitter counts it: its bytes in the file and its lastmod. */
export interface SizedUrl {
  bytes: number;
  lastmod?: string;
}

/**
 * eachProductUrl's URLs by their size in the file, for the summary of a market's sitemap (issue 33). A product's
 * alternates are the same in every market's sitemap: their bytes are counted once per alternates index, not once
 * per market, and no URL object or XML is made for the other ten. At the --scale catalogue that was most of what
 * the server thread allocated (gigabytes per warm-up, and again after each catalogue change).
 */
export function* eachProductUrlSize(
  site: string,
  market: MarketCode,
  outlines: readonly CatalogOutline[],
  index: CatalogAlternates,
): Generator<SizedUrl> {
  const own = outlines.find((o) => o.market === market);
  if (!own) return;
  // What every URL of the market has: urlXml's fixed text and the market's lastmod.
  const fixedBytes = URL_XML_BYTES + Buffer.byteLength(lastmodXml(own.lastChanged));
  for (const { path, markets } of eachProductPath(own, index)) {
    yield {
      bytes: fixedBytes + xmlBytes(productLoc(site, market, path)) + alternatesBytes(site, path, markets),
      lastmod: own.lastChanged,
    };
  }
}

/** A product's or variant's page in a market, as its sitemap's <loc> and its alternates' href give it. */
function productLoc(site: string, market: MarketCode, path: string): string {
  return canonicalUrl(site, marketPath(market, path));
}

/** The same page in every market whose catalogue holds it. */
function productAlternates(site: string, path: string, markets: readonly MarketCode[]): SitemapUrl['alternates'] {
  return hreflangAlternates(
    site,
    markets.map((m) => ({ marketCode: m, path })),
  );
}

/** The market's products and variants in catalogue order, each with the markets whose catalogue holds it. */
function* eachProductPath(
  own: CatalogOutline,
  index: CatalogAlternates,
): Generator<{ path: string; markets: readonly MarketCode[] }> {
  for (const p of own.products) {
    yield { path: productPath(p.productId), markets: index.products.get(p.productId) ?? [own.market] };
    for (const item of p.itemNumbers) {
      yield {
        path: variantPath(p.productId, item),
        markets: index.variants.get(`${p.productId}\n${item}`) ?? [own.market],
      };
    }
  }
}

/**
 * The bytes of a page's alternate links, by the index's list of markets for it (one list per product or variant,
 * so it stands for the path too). A list made on the spot (a product no index holds) is simply not found again.
 */
const alternatesBytesOf = new WeakMap<readonly MarketCode[], { site: string; bytes: number }>();

function alternatesBytes(site: string, path: string, markets: readonly MarketCode[]): number {
  const known = alternatesBytesOf.get(markets);
  if (known?.site === site) return known.bytes;
  const bytes = Buffer.byteLength(linksXml(productAlternates(site, path, markets)));
  alternatesBytesOf.set(markets, { site, bytes });
  return bytes;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlXml(u: SitemapUrl): string {
  return `<url><loc>${escapeXml(u.loc)}</loc>${lastmodXml(u.lastmod)}${linksXml(u.alternates)}</url>\n`;
}

const lastmodXml = (lastmod: string | undefined) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');

const linksXml = (alternates: SitemapUrl['alternates']) =>
  alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    .join('');

/** urlXml's fixed text: `<url><loc></loc>` and `</url>` with its newline. */
const URL_XML_BYTES = Buffer.byteLength('<url><loc></loc></url>\n');

const xmlBytes = (text: string) => Buffer.byteLength(escapeXml(text));

/** A URL's bytes in its sitemap file. */
export function urlBytes(u: SitemapUrl): number {
  return Buffer.byteLength(urlXml(u));
}

/** Splits a market's URLs into files within the protocol's limits (count and size). */
export function splitSitemap(
  urls: readonly SitemapUrl[],
  limits: { maxUrls?: number; maxBytes?: number } = {},
): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  let current: SitemapUrl[] = [];
  const split = sitemapSplitter(limits);
  for (const u of urls) {
    if (split.add(u) && current.length > 0) {
      parts.push(current);
      current = [];
    }
    current.push(u);
  }
  if (current.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}

/**
 * splitSitemap's rule one URL at a time: `add` tells whether the URL starts a new part (the first URL does not: it
 * is in part 1), and `part` is the 1-based part it went to. Lets a caller count or pick parts without the whole list.
 */
export function sitemapSplitter(limits: { maxUrls?: number; maxBytes?: number } = {}) {
  const maxUrls = limits.maxUrls ?? SITEMAP_MAX_URLS;
  const maxBytes = limits.maxBytes ?? SITEMAP_MAX_BYTES;
  const overhead = SITEMAP_HEAD.length + SITEMAP_TAIL.length;
  let count = 0;
  let bytes = overhead;
  let part = 1;
  /** `add` for a URL known by its size (eachProductUrlSize). */
  const addBytes = (size: number): boolean => {
    let starts = false;
    if (count > 0 && (count >= maxUrls || bytes + size > maxBytes)) {
      part++;
      count = 0;
      bytes = overhead;
      starts = true;
    }
    count++;
    bytes += size;
    return starts;
  };
  return {
    add: (u: SitemapUrl): boolean => addBytes(urlBytes(u)),
    addBytes,
    get part() {
      return part;
    },
  };
}

const SITEMAP_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const SITEMAP_TAIL = '</urlset>\n';

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  return SITEMAP_HEAD + urls.map(urlXml).join('') + SITEMAP_TAIL;
}

export interface SitemapFile {
  loc: string;
  lastmod?: string;
}

export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const body = files
    .map(
      (f) =>
        `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ''}</sitemap>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}

/** The newest lastmod of a file's URLs (ISO strings compare by time once parsed). */
export function newestLastmod(urls: readonly SitemapUrl[]): string | undefined {
  let newest: string | undefined;
  for (const u of urls) {
    if (u.lastmod && (!newest || Date.parse(u.lastmod) > Date.parse(newest))) newest = u.lastmod;
  }
  return newest;
}

/** `/sitemaps/da-DK/1.xml`: one market, one part (1-based). */
export function sitemapPartPath(market: MarketCode, part: number): string {
  return `/sitemaps/${market}/${part}.xml`;
}

export function parseSitemapPart(market: string, file: string): { market: MarketCode; part: number } | null {
  const m = getMarket(market);
  const match = /^([1-9][0-9]{0,3})\.xml$/.exec(file);
  return m && m.code === market && match ? { market: m.code, part: Number(match[1]) } : null;
}

/** What the index needs of one market's sitemap: one entry per part, with the newest lastmod of its URLs. */
export interface MarketSitemapSummary {
  parts: readonly { lastmod?: string }[];
}

export function summarizeParts(parts: readonly (readonly SitemapUrl[])[]): MarketSitemapSummary {
  return { parts: parts.map((urls) => ({ lastmod: newestLastmod(urls) })) };
}

/**
 * summarizeParts(splitSitemap(urls)) without holding the URL list: the URLs are counted into parts as they come,
 * `pause` awaited after each (it hands the event loop back when its slice is used up).
 */
export async function summarizeInSlices(
  urls: Iterable<SitemapUrl | SizedUrl>,
  pause: () => Promise<void> | undefined,
  limits: { maxUrls?: number; maxBytes?: number } = {},
): Promise<MarketSitemapSummary> {
  const split = sitemapSplitter(limits);
  const parts: { lastmod?: string }[] = [{ lastmod: undefined }];
  let newest: number | undefined;
  for (const u of urls) {
    if (split.addBytes('bytes' in u ? u.bytes : urlBytes(u))) {
      parts.push({ lastmod: undefined });
      newest = undefined;
    }
    const part = parts[parts.length - 1]!;
    if (u.lastmod) {
      const time = Date.parse(u.lastmod);
      if (newest === undefined || time > newest) {
        newest = time;
        part.lastmod = u.lastmod;
      }
    }
    const paused = pause();
    if (paused) await paused;
  }
  return { parts };
}

export type SitemapIndexAnswer =
  { status: 200; files: SitemapFile[]; missing: MarketCode[] } | { status: 503; missing: MarketCode[] };

/**
 * The index from each market's summary. A market without one (its first build failed or is still running) is
 * left out, and the answer names it as missing (the route then sends it uncached); with no market at all the
 * answer is 503, never an empty index.
 */
export function sitemapIndexAnswer(
  site: string,
  markets: readonly { market: MarketCode; summary?: MarketSitemapSummary }[],
): SitemapIndexAnswer {
  const missing = markets.filter((m) => !m.summary).map((m) => m.market);
  if (missing.length === markets.length) return { status: 503, missing };
  const files = markets.flatMap(({ market, summary }) =>
    (summary?.parts ?? []).map((part, i) => ({
      loc: `${site}${sitemapPartPath(market, i + 1)}`,
      ...(part.lastmod ? { lastmod: part.lastmod } : {}),
    })),
  );
  return { status: 200, files, missing };
}
