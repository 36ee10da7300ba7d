import 'server-only';

// The catalogue block (blocks.pim-catalog delegates here): its loader reads the product service.
export { CatalogBlockView, loadCatalogBlock, type CatalogFirstScreen } from './CatalogBlock';
