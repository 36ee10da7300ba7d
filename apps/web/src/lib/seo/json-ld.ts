import type {
  BreadcrumbList,
  NewsArticle,
  Organization,
  Product,
  ProductGroup,
  Recipe,
  WebSite,
  WithContext,
} from 'schema-dts';

/**
 * schema.org structured data, typed with schema-dts. Which properties each type carries follows what search
 * engines document as required and recommended (Google Search Central's structured data guides); the list is
 * checked in json-ld.test.ts.
 */

const CONTEXT = 'https://schema.org' as const;

export interface OrganizationInput {
  siteUrl: string;
  name: string;
  description?: string;
  logoUrl: string;
  sameAs: readonly string[];
}

/** The site's organization; other nodes point at it by `@id`. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/#organization`;
}

export function organizationJsonLd(input: OrganizationInput): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(input.siteUrl),
    name: input.name,
    url: `${input.siteUrl.replace(/\/+$/, '')}/`,
    logo: { '@type': 'ImageObject', url: input.logoUrl, width: '512', height: '512' },
    description: input.description || undefined,
    sameAs: input.sameAs.length ? [...input.sameAs] : undefined,
  };
}

export function webSiteJsonLd(input: {
  siteUrl: string;
  /** The market's home URL. */
  url: string;
  name: string;
  description?: string;
  inLanguage: string;
}): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${input.url}#website`,
    name: input.name,
    url: input.url,
    description: input.description || undefined,
    inLanguage: input.inLanguage,
    publisher: { '@id': organizationId(input.siteUrl) },
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out, as Google allows. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export function newsArticleJsonLd(input: {
  siteUrl: string;
  url: string;
  headline: string;
  description?: string;
  images: readonly string[];
  datePublished: string;
  dateModified?: string;
  inLanguage: string;
  publisherName: string;
  logoUrl: string;
}): WithContext<NewsArticle> {
  const publisher: Organization = {
    '@type': 'Organization',
    '@id': organizationId(input.siteUrl),
    name: input.publisherName,
    url: `${input.siteUrl.replace(/\/+$/, '')}/`,
    logo: { '@type': 'ImageObject', url: input.logoUrl },
  };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    // Google shows at most 110 characters of a headline.
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    description: input.description || undefined,
    image: input.images.length ? [...input.images] : undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.inLanguage,
    author: publisher,
    publisher,
  };
}

export interface ProductVariantData {
  url: string;
  name: string;
  sku: string;
  gtin13?: string | null;
  description?: string | null;
  images: readonly string[];
  /** Net weight as shown ("500 g"). */
  size?: string | null;
}

export interface ProductGroupData {
  url: string;
  productGroupID: string;
  name: string;
  description?: string | null;
  images: readonly string[];
  brand?: string | null;
  category?: string | null;
  /** Country or region of origin (the catching areas). */
  origin?: string | null;
  variants: readonly ProductVariantData[];
}

const brandOf = (name: string | null | undefined) => (name ? { '@type': 'Brand' as const, name } : undefined);

function variantNode(v: ProductVariantData, group: ProductGroupData): Product {
  return {
    '@type': 'Product',
    '@id': `${v.url}#product`,
    name: v.name,
    url: v.url,
    sku: v.sku,
    gtin13: v.gtin13 ?? undefined,
    description: v.description ?? group.description ?? undefined,
    image: v.images.length ? [...v.images] : group.images.length ? [...group.images] : undefined,
    size: v.size ?? undefined,
    brand: brandOf(group.brand),
    inProductGroupWithID: group.productGroupID,
  };
}

/**
 * A product page: the product is a ProductGroup of its variants (they differ by size, the net weight). The
 * producer sells business to business without public prices, so there is no `offers` (Google then shows no
 * price snippet; the group and its variants are still understood).
 */
export function productGroupJsonLd(group: ProductGroupData): WithContext<ProductGroup> {
  return {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    '@id': `${group.url}#productgroup`,
    name: group.name,
    url: group.url,
    productGroupID: group.productGroupID,
    description: group.description ?? undefined,
    image: group.images.length ? [...group.images] : undefined,
    brand: brandOf(group.brand),
    category: group.category ?? undefined,
    countryOfOrigin: group.origin ?? undefined,
    variesBy: ['https://schema.org/size'],
    hasVariant: group.variants.map((v) => variantNode(v, group)),
  };
}

/** A variant page: the variant as a Product, and the group it belongs to. */
export function variantJsonLd(variant: ProductVariantData, group: ProductGroupData): WithContext<Product> {
  return {
    '@context': CONTEXT,
    ...variantNode(variant, group),
    category: group.category ?? undefined,
    isVariantOf: {
      '@type': 'ProductGroup',
      '@id': `${group.url}#productgroup`,
      name: group.name,
      url: group.url,
      productGroupID: group.productGroupID,
      variesBy: ['https://schema.org/size'],
    },
  };
}

export type RecipeJsonLd = WithContext<Recipe>;

/** Home first, then the trail; paths are market paths made absolute; the last entry is the page itself. */
export function breadcrumbTrail(
  siteUrl: string,
  marketPath: (path: string) => string,
  homeName: string,
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  const absolute = (path: string) => `${siteUrl.replace(/\/+$/, '')}${marketPath(path)}`;
  return breadcrumbJsonLd([
    { name: homeName, url: absolute('/') },
    ...trail.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })),
  ]);
}
