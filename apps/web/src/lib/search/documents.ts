import type { MarketCode } from '@qilak/markets';
import type { Catalog } from '@/features/catalog/query';
import type { NewsArticle, Page, Recipe } from '@/lib/cms';
import { articlePath, marketPath, productPath, recipePath, variantPath } from '@/lib/routing';

/**
 * What the index holds: one flat document per thing a buyer can open, in the market's language. Built from the
 * domain types the pages render (lib/cms, features/catalog/query), never from raw upstream shapes.
 */

/** The kinds of result, in the order the results page lists them. `item` is a variant, found by its number. */
export const SEARCH_KINDS = ['product', 'item', 'recipe', 'news', 'page', 'document'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A variant's document id, by its item number. */
export function itemId(itemNumber: string): string {
  return `item:${itemNumber}`;
}

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

export interface SearchDocument {
  /** Unique in the market's index: `<kind>:<key>`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** A second line (a product's specification, a document's kind, a news date). */
  subtitle?: string;
  /** Names a buyer searches by: species, Latin name, brand, specification, tags, ingredients. Weighted above text. */
  names: string;
  /** Running text: block text, method, descriptions. */
  text: string;
  /** Item numbers (variants; a product carries those of its variants). */
  itemNumbers: string[];
  /** The market-prefixed path of the page that shows it. */
  url: string;
}

/** Keys whose strings are never visitor text: identifiers, links, layout choices, media. */
const SKIP_KEYS = new Set([
  '__component',
  'id',
  'documentId',
  'url',
  'href',
  'link',
  'slug',
  'color',
  'colour',
  'variant',
  'layout',
  'style',
  'theme',
  'alignment',
  'align',
  'icon',
  'mime',
  'hash',
  'ext',
  'provider',
  'videoId',
  'embed',
  'src',
  'tag',
  'locale',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'productId',
  'itemNumber',
  'format',
  'level',
]);

/** A string that is an address or an identifier rather than text. */
function notText(value: string): boolean {
  return (
    /^(?:https?:|mailto:|tel:|\/|#|data:)/i.test(value) || /^[\w-]+\.(?:jpe?g|png|svg|webp|pdf|avif)$/i.test(value)
  );
}

/**
 * The visitor text of CMS blocks (or any JSON, such as rich-text nodes), in document order: every string
 * except identifiers, addresses, layout choices and media.
 */
export function textOfBlocks(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed && !notText(trimmed)) out.push(trimmed);
  } else if (Array.isArray(value)) {
    for (const item of value) textOfBlocks(item, out);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A media object (an upload) carries names and hashes, not text.
    if ('mime' in record || 'formats' in record) return out;
    for (const [key, inner] of Object.entries(record)) {
      if (SKIP_KEYS.has(key) || key.endsWith('Url') || key.endsWith('Id')) continue;
      textOfBlocks(inner, out);
    }
  }
  return out;
}

function join(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' \n ');
}

/** Published CMS pages; `exclude` names slugs that are not content (the 404 page, the results page itself). */
export function pageDocuments(
  market: MarketCode,
  pages: readonly Page[],
  exclude: readonly string[] = [],
): SearchDocument[] {
  const skip = new Set(exclude.map((s) => s.toLowerCase()));
  return pages
    .filter((p) => !p.seo.noIndex && !skip.has(p.slug.toLowerCase()))
    .map((p) => ({
      id: `page:${p.documentId}`,
      kind: 'page' as const,
      title: p.title,
      names: join([p.seo.metaTitle]),
      text: join([p.seo.metaDescription, ...textOfBlocks(p.blocks)]),
      itemNumbers: [],
      url: marketPath(market, p.slug === 'home' ? '/' : `/${encodeURIComponent(p.slug)}`),
    }));
}

export function newsDocuments(market: MarketCode, articles: readonly NewsArticle[]): SearchDocument[] {
  return articles
    .filter((a) => !a.seo.noIndex)
    .map((a) => ({
      id: `news:${a.documentId}`,
      kind: 'news' as const,
      title: a.title,
      subtitle: a.date,
      names: join([a.seo.metaTitle]),
      text: join([a.teaser, ...textOfBlocks(a.blocks)]),
      itemNumbers: [],
      url: marketPath(market, articlePath(a.slug)),
    }));
}

export function recipeDocuments(market: MarketCode, recipes: readonly Recipe[]): SearchDocument[] {
  return recipes
    .filter((r) => !r.seo.noIndex)
    .map((r) => ({
      id: `recipe:${r.documentId}`,
      kind: 'recipe' as const,
      title: r.title,
      names: join([...r.tags, ...r.ingredients.map((i) => i.name), ...r.relatedProducts.map((p) => p.label)]),
      text: join([r.teaser, ...textOfBlocks(r.steps)]),
      itemNumbers: r.relatedProducts.flatMap((p) => (p.itemNumber ? [p.itemNumber] : [])),
      url: marketPath(market, recipePath(r.slug)),
    }));
}

/** Document kinds as the product service names them, in the words a results list shows. */
export type DocumentKindNames = Record<string, string>;

/**
 * The products and variants a market sells, and their documents (specification sheets, certificates,
 * brochures: one entry per address, a species brochure once however many products link it).
 */
export function catalogDocuments(
  market: MarketCode,
  catalog: Catalog,
  documentKinds: DocumentKindNames = {},
): SearchDocument[] {
  return [...eachCatalogDocument(market, catalog, documentKinds)];
}

type CatalogProduct = Catalog['products'][number];
type CatalogVariant = Catalog['variants'][number];

/**
 * A catalogue's products by id and variants by product. The server passes the lookups its catalogue store built a
 * slice at a time when it loaded the catalogue (lib/pim): made here in one piece, the four maps of a change (the
 * new catalogue's and the held one's, 20,000 variants each at --scale) held the event loop for tens of
 * milliseconds before the first document (issue 33).
 */
export interface CatalogLookups {
  product(catalog: Catalog, productId: string): CatalogProduct | undefined;
  /** In one order for a given catalogue object: a product's variants are compared list against list. */
  variants(catalog: Catalog, productId: string): readonly CatalogVariant[];
}

/** Lookups made on first use, each catalogue's in one piece (tests, and callers without prepared lookups). */
function builtLookups(): CatalogLookups {
  const products = new WeakMap<Catalog, Map<string, CatalogProduct>>();
  const variants = new WeakMap<Catalog, Map<string, CatalogVariant[]>>();
  return {
    product(catalog, productId) {
      let map = products.get(catalog);
      if (!map) products.set(catalog, (map = new Map(catalog.products.map((p) => [p.ProductId, p]))));
      return map.get(productId);
    },
    variants(catalog, productId) {
      let map = variants.get(catalog);
      if (!map) variants.set(catalog, (map = variantsByProduct(catalog)));
      return map.get(productId) ?? [];
    },
  };
}

function sameObjects(a: readonly object[], b: readonly object[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function productDocument(market: MarketCode, p: CatalogProduct, variants: readonly CatalogVariant[]): SearchDocument {
  return {
    id: `product:${p.ProductId}`,
    kind: 'product',
    title: p.Title,
    subtitle: join([p.SubTitle]) || undefined,
    names: join([p.NameOne, p.NameTwo, p.NameThree, p.SpecieName, p.SpecieLatinName, p.SpecificationName, p.BrandName]),
    text: join([p.TextOne, p.TextTwo, p.TextThree, p.TextFour]),
    itemNumbers: variants.map((v) => String(v.ItemNumber)),
    url: marketPath(market, productPath(p.ProductId)),
  };
}

function variantDocument(market: MarketCode, v: CatalogVariant, product: CatalogProduct | undefined): SearchDocument {
  const item = String(v.ItemNumber);
  const sizes = v.SizeAttributes.map((a) => `${a.value}${a.unit ? ` ${a.unit}` : ''}`);
  return {
    id: itemId(item),
    kind: 'item',
    title: v.Title,
    // Variants of a product share its title: the specification and the pack size tell them apart.
    subtitle: [v.SubTitle, ...sizes].filter(Boolean).join(' · ') || undefined,
    names: join([
      v.SubTitle,
      product?.SpecieName,
      product?.SpecieLatinName,
      product?.SpecificationName,
      v.BrandName,
      ...sizes,
    ]),
    text: join([v.Description]),
    itemNumbers: [item],
    url: marketPath(market, variantPath(v.ProductId, item)),
  };
}

/**
 * `catalogDocuments` one at a time (products, then variants, then documents), for a reader that yields to the
 * event loop between them: at the --scale catalogue the whole list takes the better part of a second.
 */
export function eachCatalogDocument(
  market: MarketCode,
  catalog: Catalog,
  documentKinds: DocumentKindNames = {},
  lookups: CatalogLookups = builtLookups(),
): Generator<SearchDocument> {
  return catalogEntries(market, catalog, documentKinds, lookups) as Generator<SearchDocument>;
}

/**
 * `eachCatalogDocument` against the catalogue an index holds the documents of (`before`): a product or variant
 * that is the same object there (a catalogue reload keeps the objects of pages whose products did not change,
 * lib/pim's catalogue store) with the same variants or product is given as its document's id, which the index
 * reads as "as you hold it". A change of one product then makes its few documents anew, not 27,000 per market.
 */
export function eachCatalogChange(
  market: MarketCode,
  catalog: Catalog,
  before: Catalog,
  lookups: CatalogLookups = builtLookups(),
): Generator<SearchDocument | string> {
  return catalogEntries(market, catalog, {}, lookups, before);
}

function variantsByProduct(catalog: Catalog): Map<string, CatalogVariant[]> {
  const variantsOf = new Map<string, CatalogVariant[]>();
  for (const v of catalog.variants) {
    const list = variantsOf.get(v.ProductId);
    if (list) list.push(v);
    else variantsOf.set(v.ProductId, [v]);
  }
  return variantsOf;
}

function* catalogEntries(
  market: MarketCode,
  catalog: Catalog,
  documentKinds: DocumentKindNames,
  lookups: CatalogLookups,
  before?: Catalog,
): Generator<SearchDocument | string> {
  const documents = new Map<string, SearchDocument>();
  for (const p of catalog.products) {
    const variants = lookups.variants(catalog, p.ProductId);
    const unchanged =
      before !== undefined &&
      lookups.product(before, p.ProductId) === p &&
      sameObjects(lookups.variants(before, p.ProductId), variants);
    yield unchanged ? `product:${p.ProductId}` : productDocument(market, p, variants);
    for (const d of [...p.Documents, ...p.SpecieDocuments]) {
      if (documents.has(d.url)) continue;
      documents.set(d.url, {
        id: `document:${d.url}`,
        kind: 'document',
        title: d.title,
        subtitle: documentKinds[d.documentType] ?? d.documentType,
        names: join([p.Title, p.SpecieName, p.SpecieLatinName, documentKinds[d.documentType]]),
        text: '',
        itemNumbers: [],
        url: d.url,
      });
    }
  }
  for (const v of catalog.variants) {
    const product = lookups.product(catalog, v.ProductId);
    // Held as it is: the same variant object among its product's variants there, under the same product object.
    const unchanged =
      before !== undefined &&
      lookups.variants(before, v.ProductId).includes(v) &&
      lookups.product(before, v.ProductId) === product;
    yield unchanged ? itemId(String(v.ItemNumber)) : variantDocument(market, v, product);
  }
  yield* documents.values();
}
