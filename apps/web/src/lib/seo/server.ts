/** Sitemaps read from the CMS and the product service: server-side only. */
import 'server-only';

export * from './index';
export { sitemapIndex, sitemapPart } from './sitemap';
