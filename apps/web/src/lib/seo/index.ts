/** Search engines and sharing: metadata, JSON-LD, social images and cards, sitemap files. Reads: './server'. */
export { buildMetadata, metaDescription, pageTitle, type MetadataInput } from './metadata';
export {
  SOCIAL_IMAGE,
  SOCIAL_IMAGE_PREFIX,
  parseSocialImagePath,
  socialImageForMedia,
  socialImageForProduct,
  type SocialImage,
  type SocialImageRequest,
} from './social-image';
export {
  breadcrumbJsonLd,
  breadcrumbTrail,
  newsArticleJsonLd,
  organizationId,
  organizationJsonLd,
  productGroupJsonLd,
  variantJsonLd,
  webSiteJsonLd,
  type Crumb,
  type ProductGroupData,
  type ProductVariantData,
} from './json-ld';
export { netWeight, productGroupData } from './product-data';
export { parseSitemapPart, sitemapIndexXml, sitemapXml, type SitemapFile, type SitemapUrl } from './sitemap-build';
export { logoSvg, socialCardSvg } from './social-card';
