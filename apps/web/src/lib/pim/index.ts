/** The product service: catalogue, lookups and transport (function key in the query): server-side only. */
import 'server-only';

export { getCatalog, getUpdateStatus, invalidateProductData, onCatalogChange } from './catalog-store';
export { etagMatches, getCatalogBody, type CatalogBody } from './catalog-response';
export { queryCatalogOnServer } from './catalog-query';
export { findProduct, findVariant, variantsOfProduct } from './lookup';
export { PIM_PAGE_REVALIDATE_SECONDS, dependOnCatalog } from './page-dependency';
export { productAlternates } from './alternates';
export { pimGet, pimUrl, type PimRoute } from './transport';
export { reloadCatalogNow } from './freshness';
