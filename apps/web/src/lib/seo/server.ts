/** Sitemaps read from the CMS and the product service: server-side only. */
import 'server-only';

export * from './index';
export { marketSitemapUrls, sitemapFiles, sitemapPart } from './sitemap';
