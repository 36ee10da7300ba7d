import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import type { GlobalConfig } from '@/lib/cms';
import {
  canonicalUrl,
  hreflangAlternates,
  marketPath,
  type LocalizedPath,
  type SearchParamsInput,
} from '@/lib/routing';
import { siteUrl } from '@/lib/config';
import { socialImageForMedia, type SocialImage } from './social-image';

export interface MetadataInput {
  market: Market;
  global: Pick<GlobalConfig, 'siteName' | 'separator' | 'description' | 'twitterHandle' | 'defaultShareImage'>;
  title: string;
  description?: string | null;
  /** Market-relative path of this page (`/om-os`, `/a/ny-fabrik`, `/` for the market root). */
  path: string;
  /** The request's query; only the whitelisted part (SEO-CANONICAL) reaches the canonical URL. */
  query?: SearchParamsInput;
  /** The same entry in other markets (CMS localizations, the product service's cultures); this market is added. */
  localizations?: readonly LocalizedPath[];
  /** A 1200×630 raster card; without one the market's default share image is used. */
  image?: SocialImage;
  noIndex?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Title template (SEO-TITLE): page title, separator, site name; the brand exactly once. A title that
 * already names the brand (the home page's) is used as it is; an editor's trailing "– Qilak Seafood" is dropped.
 */
export function pageTitle(title: string, global: Pick<GlobalConfig, 'separator' | 'siteName'>): string {
  const brand = global.siteName;
  const trailing = new RegExp(`\\s*[-–—|:·]\\s*${escapeRegExp(brand)}\\s*$`, 'i');
  const own = title.trim().replace(trailing, '').trim();
  if (!own) return brand;
  if (own.toLocaleLowerCase().includes(brand.toLocaleLowerCase())) return own;
  return `${own} ${global.separator} ${brand}`;
}

/** A description for a meta tag: one line, at most 160 characters, cut at a word. */
export function metaDescription(text: string | null | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= 160) return line;
  const cut = line.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157).replace(/[,.;:–-]+$/, '')}…`;
}

/**
 * The one metadata path of every route kind: title template, description, canonical (with the whitelisted
 * query), hreflang alternates with x-default, Open Graph and the large social card, robots.
 */
export function buildMetadata(input: MetadataInput): Metadata {
  const { market, global } = input;
  const base = siteUrl();
  const canonical = canonicalUrl(base, marketPath(market.code, input.path), input.query);
  const localizations = [{ marketCode: market.code, path: input.path }, ...(input.localizations ?? [])];
  const alternates = hreflangAlternates(base, localizations);
  const title = pageTitle(input.title, global);
  const description = metaDescription(input.description) ?? metaDescription(global.description);
  const image = input.image ?? socialImageForMedia(global.defaultShareImage);
  const imageUrl = image ? new URL(image.url, `${base}/`).href : undefined;
  const images =
    image && imageUrl ? [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt }] : undefined;
  const openGraphBase = {
    title,
    description,
    url: canonical,
    siteName: global.siteName,
    locale: market.language.replace('-', '_'),
    images,
  };
  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical,
      languages: input.noIndex ? undefined : Object.fromEntries(alternates.map((a) => [a.hreflang, a.href])),
    },
    openGraph:
      input.type === 'article'
        ? {
            ...openGraphBase,
            type: 'article',
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
          }
        : { ...openGraphBase, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      site: global.twitterHandle,
      title,
      description,
      images: images?.map((i) => ({ url: i.url, alt: i.alt })),
    },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  };
}
