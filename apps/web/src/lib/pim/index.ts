export { getCatalog, getProductData, getUpdateStatus, invalidateProductData, onCatalogChange } from './catalog-store';
export { etagMatches, getCatalogBody, type CatalogBody } from './catalog-response';
export { findProduct, findVariant, variantsOfProduct } from './lookup';
export { PIM_PAGE_REVALIDATE_SECONDS, dependOnCatalog } from './page-dependency';
export { productAlternates } from './alternates';
