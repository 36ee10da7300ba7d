// The catalogue's views (the components floor of features/catalog): what blocks and route views render. Server
// components, and the translated client islands, each loaded on demand (islands.tsx). The catalogue block's
// loader reads the product service: it is behind the server door (server.ts).
export { CatalogGrid, cardHref } from './CatalogCard';
export { AddToMyCatalog, MyCatalogList, PrintButton, PrintDate, PrintSelection } from './islands';
export { SELECTION_MINE, SELECTION_PARAM } from './print-selection';
export { ProductGallery } from './ProductGallery';
export { ProductImage, uniqueImages } from './ProductImage';
export {
  AllergenList,
  CertificateList,
  DocumentList,
  Section,
  SizeAttributeList,
  SpecTable,
  VideoList,
} from './ProductSections';
export { RecipeCard } from './RecipeCard';
