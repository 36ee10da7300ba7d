/** Documents (spec sheets, certificates, brochures) are served under the site's own origin, proxied to pim. */
export const SITE_DOCUMENTS_PREFIX = '/documents/';
/** Where the product service serves them (relative to its address). */
export const PIM_DOCUMENTS_PREFIX = '/api/documents/';
/** The host pim's earlier generator wrote; stores seeded before the change still hold it. */
const RETIRED_DOCUMENT_HOST = 'documents.qilakseafood.com';

const FOLDERS = new Set(['spec-sheets', 'certificates', 'species']);
const FILE = /^[A-Za-z0-9][A-Za-z0-9-]{0,80}\.pdf$/;

/** The pim path of a site document path's segments, or null for anything that is not one of its documents. */
export function pimDocumentPath(segments: readonly string[]): string | null {
  if (segments.length !== 2) return null;
  const [folder, file] = segments as [string, string];
  return FOLDERS.has(folder) && FILE.test(file) ? `${PIM_DOCUMENTS_PREFIX}${folder}/${file}` : null;
}

/**
 * The link a product page shows for a document URL from the product service: its own documents (and the
 * retired host's) become site paths; any other absolute URL is kept as sent.
 */
export function documentHref(url: string): string {
  if (url.startsWith(PIM_DOCUMENTS_PREFIX)) {
    const segments = url.slice(PIM_DOCUMENTS_PREFIX.length).split('/');
    return pimDocumentPath(segments) ? `${SITE_DOCUMENTS_PREFIX}${segments.join('/')}` : url;
  }
  try {
    const parsed = new URL(url);
    if (parsed.hostname === RETIRED_DOCUMENT_HOST) {
      const segments = parsed.pathname.split('/').filter(Boolean);
      if (pimDocumentPath(segments)) return `${SITE_DOCUMENTS_PREFIX}${segments.join('/')}`;
    }
  } catch {
    // not absolute: kept as sent
  }
  return url;
}

/** The certificate PDF of a numbered certificate (MSC, ASC). */
export function certificateHref(certificateNumber: string): string | null {
  const file = `${certificateNumber}.pdf`;
  return FILE.test(file) ? `${SITE_DOCUMENTS_PREFIX}certificates/${file}` : null;
}
