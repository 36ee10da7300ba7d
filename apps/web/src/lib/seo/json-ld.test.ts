import { describe, expect, it } from 'vitest';
import { deriveCatalog } from '@/features/catalog/query';
import { categoryData, rawProduct, rawVariant } from '@/features/catalog/query/fixtures';
import { blocksToLines, recipeJsonLd, type Recipe } from '@/lib/cms';
import {
  breadcrumbTrail,
  newsArticleJsonLd,
  organizationJsonLd,
  productGroupJsonLd,
  variantJsonLd,
  webSiteJsonLd,
} from './json-ld';
import { productGroupData } from './product-data';

/**
 * Required and recommended properties as search engines document them (Google Search Central, structured data
 * guides: Organization, Site names, Breadcrumb, Article, Product variants (ProductGroup), Recipe). A property
 * listed here must be present and non-empty in what the site renders.
 */
const DOCUMENTED: Record<string, { required: string[]; recommended: string[] }> = {
  Organization: { required: [], recommended: ['name', 'url', 'logo', 'sameAs', 'description'] },
  WebSite: { required: ['name', 'url'], recommended: ['inLanguage', 'publisher'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: ['item'] },
  NewsArticle: {
    required: [],
    recommended: ['author', 'datePublished', 'dateModified', 'headline', 'image', 'publisher'],
  },
  // Product variants: the group names what its variants vary by and lists them; each variant points back.
  ProductGroup: {
    required: ['name', 'productGroupID', 'variesBy', 'hasVariant'],
    recommended: ['description', 'brand', 'url', 'image'],
  },
  // No `offers`: the producer sells B2B without public prices (Google then shows no price snippet).
  Product: {
    required: ['name'],
    recommended: ['sku', 'gtin13', 'image', 'description', 'brand', 'url', 'size', 'inProductGroupWithID'],
  },
  Recipe: {
    required: ['name', 'image'],
    recommended: [
      'author',
      'datePublished',
      'description',
      'keywords',
      'prepTime',
      'totalTime',
      'recipeCategory',
      'recipeCuisine',
      'recipeIngredient',
      'recipeInstructions',
      'recipeYield',
    ],
  },
};

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Checks a node (and the nested nodes of documented types) against DOCUMENTED; returns what is missing. */
function missing(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => missing(n, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const rules = typeof type === 'string' ? DOCUMENTED[type] : undefined;
  const own = rules
    ? [...rules.required, ...rules.recommended]
        .filter((p) => !present(record[p]))
        .map((p) => `${path} ${typeof type === 'string' ? type : '?'}.${p}`)
    : [];
  const nested = Object.entries(record).flatMap(([key, value]) =>
    // References to the organization (author, publisher) and the group are checked where they are defined.
    ['isVariantOf', 'author', 'publisher'].includes(key) ? [] : missing(value, `${path}.${key}`),
  );
  return [...own, ...nested];
}

const SITE = 'https://www.qilakseafood.com';

describe('structured data has the documented properties', () => {
  it('Organization and WebSite on the home page', () => {
    const org = organizationJsonLd({
      siteUrl: SITE,
      name: 'Qilak Seafood',
      description: 'Seafood from Greenland',
      logoUrl: `${SITE}/social-image/logo.png`,
      sameAs: ['https://www.linkedin.com/company/qilak'],
    });
    expect(missing(org)).toEqual([]);
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@id': `${SITE}/#organization`, url: `${SITE}/` });
    const site = webSiteJsonLd({
      siteUrl: SITE,
      url: `${SITE}/da-DK`,
      name: 'Qilak Seafood',
      inLanguage: 'da-DK',
    });
    expect(missing(site)).toEqual([]);
    expect(site.publisher).toEqual({ '@id': `${SITE}/#organization` });
  });

  it('BreadcrumbList: home, the trail, the page; positions from 1 and absolute URLs', () => {
    const crumbs = breadcrumbTrail(SITE, (p) => `/da-DK${p === '/' ? '' : p}`, 'Forside', [
      { name: 'Nyheder', path: '/nyheder' },
      { name: 'Ny fabrik', path: '/a/ny-fabrik' },
    ]);
    expect(missing(crumbs)).toEqual([]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Forside', item: `${SITE}/da-DK` },
      { '@type': 'ListItem', position: 2, name: 'Nyheder', item: `${SITE}/da-DK/nyheder` },
      { '@type': 'ListItem', position: 3, name: 'Ny fabrik', item: `${SITE}/da-DK/a/ny-fabrik` },
    ]);
  });

  it('NewsArticle with author, dates, headline within 110 characters and images', () => {
    const article = newsArticleJsonLd({
      siteUrl: SITE,
      url: `${SITE}/da-DK/a/ny-fabrik`,
      headline: 'x'.repeat(130),
      description: 'Vi åbner en ny fabrik',
      images: [`${SITE}/social-image/media/a.jpg`],
      datePublished: '2026-10-01',
      dateModified: '2026-10-02T08:00:00.000Z',
      inLanguage: 'da-DK',
      publisherName: 'Qilak Seafood',
      logoUrl: `${SITE}/social-image/logo.png`,
    });
    expect(missing(article)).toEqual([]);
    expect(typeof article.headline === 'string' ? article.headline.length : Infinity).toBeLessThanOrEqual(110);
    expect(article.author).toMatchObject({ '@type': 'Organization', name: 'Qilak Seafood', url: `${SITE}/` });
  });

  const catalog = deriveCatalog(
    {
      Culture: 'en-GB',
      LastChanged: '2026-01-01T00:00:00.000Z',
      Products: [
        rawProduct({
          Variants: [
            rawVariant({
              ItemNumber: 7,
              Ean: '5701234567890',
              TextFive: 'Variant text',
              SizeAttributes: [{ Alias: 'NetWeight', Value: '500', Unit: 'g' }],
            }),
            rawVariant({
              VariantId: 'V-2',
              ItemNumber: 8,
              Ean: '5701234567906',
              SizeAttributes: [{ Alias: 'NetWeight', Value: '1', Unit: 'kg' }],
            }),
          ],
        }),
      ],
    },
    categoryData(),
    { Attributes: [] },
  );
  const product = catalog.products[0]!;
  const group = productGroupData({
    product,
    variants: catalog.variants,
    productUrl: `${SITE}/p/P-1`,
    variantUrl: (v) => `${SITE}/p/P-1/v/${v.ItemNumber}`,
    images: [`${SITE}/social-image/product/en-GLOBAL/P-1.jpg`],
    variantImages: (v) => [`${SITE}/social-image/product/en-GLOBAL/P-1/${v.ItemNumber}.jpg`],
    origin: 'West Greenland',
  });

  it('ProductGroup on a product page, with its variants', () => {
    const ld = productGroupJsonLd(group);
    expect(missing(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'P-1',
      variesBy: ['https://schema.org/size'],
      brand: { '@type': 'Brand', name: 'Qilak' },
      countryOfOrigin: 'West Greenland',
    });
    expect(ld.hasVariant).toEqual([
      expect.objectContaining({ '@type': 'Product', sku: '7', gtin13: '5701234567890', size: '500 g' }),
      expect.objectContaining({ '@type': 'Product', sku: '8', size: '1 kg', inProductGroupWithID: 'P-1' }),
    ]);
  });

  it('Product on a variant page, as a variant of its group', () => {
    const ld = variantJsonLd(group.variants[0]!, group);
    expect(missing(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '7',
      url: `${SITE}/p/P-1/v/7`,
      isVariantOf: { '@type': 'ProductGroup', productGroupID: 'P-1', url: `${SITE}/p/P-1` },
    });
  });

  it('Recipe with image, author, times, ingredients and numbered steps', () => {
    const recipe: Recipe = {
      documentId: 'd',
      slug: 'rejemad',
      title: 'Rejemad',
      locale: 'da-DK',
      teaser: 'En klassiker',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 5,
      difficulty: 'easy',
      tags: ['Frokost'],
      ingredients: [{ amount: '400', unit: 'g', name: 'rejer', productId: 'P-1001' }],
      steps: [{ type: 'paragraph', children: [{ type: 'text', text: 'Smør brødet.' }] }],
      relatedProducts: [],
      seo: { noIndex: false },
      localizations: [],
      publishedAt: '2026-09-01T00:00:00.000Z',
    };
    const ld = recipeJsonLd(recipe, {
      url: `${SITE}/da-DK/r/rejemad`,
      language: 'da-DK',
      images: [`${SITE}/social-image/media/r.jpg`],
      author: { id: `${SITE}/#organization`, name: 'Qilak Seafood', url: `${SITE}/` },
      datePublished: recipe.publishedAt,
      category: 'Frokost',
    });
    expect(missing(ld)).toEqual([]);
    expect(ld).toMatchObject({ totalTime: 'PT20M', recipeYield: '4' });
    expect(blocksToLines(recipe.steps)).toEqual(['Smør brødet.']);
  });

  it('the checker itself finds what is missing', () => {
    expect(missing({ '@type': 'Recipe', name: 'x', image: [] })).toContain('$ Recipe.image');
    expect(missing({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1 }] })).toEqual([
      '$.itemListElement[0] ListItem.name',
      '$.itemListElement[0] ListItem.item',
    ]);
  });
});
