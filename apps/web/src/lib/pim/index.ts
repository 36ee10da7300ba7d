export { getProductData, invalidateProductData } from './catalog-store';
