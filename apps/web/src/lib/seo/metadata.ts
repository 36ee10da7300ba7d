import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import type { GlobalConfig } from '@/lib/cms/global';
import type { Media } from '@/lib/cms/types';
import { canonicalUrl, hreflangAlternates, marketPath, type LocalizedPath } from '@/lib/routing';
import { siteUrl } from '@/lib/config';

export interface MetadataInput {
  market: Market;
  global: GlobalConfig;
  title: string;
  description?: string;
  /** Market-relative path of this page (`/om-os`, `/a/ny-fabrik`, `/` for the market root). */
  path: string;
  /** The same entry in other markets (from the CMS localizations); this market is added when missing. */
  localizations?: readonly LocalizedPath[];
  image?: Media;
  noIndex?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
}

/** Title template of spec section 9: page title, separator, site name. */
export function pageTitle(title: string, global: Pick<GlobalConfig, 'separator' | 'siteName'>): string {
  return title && title !== global.siteName ? `${title} ${global.separator} ${global.siteName}` : global.siteName;
}

/** The one metadata helper: title template, canonical, hreflang with x-default, Open Graph and the social card. */
export function buildMetadata(input: MetadataInput): Metadata {
  const { market, global } = input;
  const base = siteUrl();
  const canonical = canonicalUrl(base, marketPath(market.code, input.path));
  const localizations = [{ marketCode: market.code, path: input.path }, ...(input.localizations ?? [])];
  const alternates = hreflangAlternates(base, localizations);
  const title = pageTitle(input.title, global);
  const description = input.description || global.description || undefined;
  const image = input.image ?? global.defaultShareImage;
  const imageUrl = image ? new URL(image.url, base).href : undefined;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages: Object.fromEntries(alternates.map((a) => [a.hreflang, a.href])) },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: global.siteName,
      locale: market.language.replace('-', '_'),
      type: input.type ?? 'website',
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      images: imageUrl ? [{ url: imageUrl, width: image?.width, height: image?.height, alt: image?.alt }] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      site: global.twitterHandle,
      title,
      description,
      images: imageUrl ? [imageUrl] : undefined,
    },
    robots: input.noIndex ? { index: false, follow: false } : undefined,
  };
}
