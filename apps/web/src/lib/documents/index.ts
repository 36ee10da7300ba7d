export { SITE_DOCUMENTS_PREFIX, PIM_DOCUMENTS_PREFIX, certificateHref, documentHref, pimDocumentPath } from './paths';
