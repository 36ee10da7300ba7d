export { DOCUMENTS_PREFIX, documentPath, parseDocumentPath, type DocumentRequest } from './paths';
export { DocumentService, type RenderedDocument } from './service';
export { renderPdf, type PdfContent, type PdfSection } from './render';
