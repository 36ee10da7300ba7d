import { DEFAULT_LOCALE } from '../bootstrap/markets';

/** Content types with Strapi's Preview button, and where on the site an entry of each is shown. */
export const PREVIEWABLE = {
  'api::page.page': (slug: string) => (slug === 'home' ? '' : `/${encodeURIComponent(slug)}`),
  'api::news-article.news-article': (slug: string) => `/a/${encodeURIComponent(slug)}`,
  'api::recipe.recipe': (slug: string) => `/r/${encodeURIComponent(slug)}`,
  // Settings and navigation show on every page of the market: the preview opens its home page.
  'api::global-config.global-config': () => '',
  'api::navigation.navigation': () => '',
} as const satisfies Record<string, (slug: string) => string>;

export type PreviewableUid = keyof typeof PREVIEWABLE;

export function isPreviewable(uid: string): uid is PreviewableUid {
  return Object.hasOwn(PREVIEWABLE, uid);
}

/** The site path of an entry in a market: en-GLOBAL unprefixed, every other market under `/{code}`. */
export function previewPath(uid: PreviewableUid, slug: string, locale: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const rest = PREVIEWABLE[uid](slug);
  return `${prefix}${rest}` || '/';
}

/** The site's draft-mode entry point for a path (apps/web/src/app/api/preview/route.ts checks the secret). */
export function previewUrl(webUrl: string, secret: string, path: string): string {
  const url = new URL('/api/preview', webUrl);
  url.searchParams.set('secret', secret);
  url.searchParams.set('path', path);
  return url.href;
}
