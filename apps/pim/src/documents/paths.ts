import { MARKETS, type ContentLanguage } from '@qilak/markets';

const CONTENT_LANGUAGES = [...new Set(MARKETS.map((m) => m.contentLanguage))];

/**
 * Where the service serves its documents, relative to its own address (images are relative too): the site
 * maps `/api/documents/...` onto its own `/documents/...` and proxies with the function key.
 */
export const DOCUMENTS_PREFIX = '/api/documents';

export const documentPath = {
  specSheet: (productId: string, lang: ContentLanguage) =>
    `${DOCUMENTS_PREFIX}/spec-sheets/${encodeURIComponent(productId)}-${lang}.pdf`,
  certificate: (number: string) => `${DOCUMENTS_PREFIX}/certificates/${encodeURIComponent(number)}.pdf`,
  brochure: (specieSlug: string, lang: ContentLanguage) =>
    `${DOCUMENTS_PREFIX}/species/${encodeURIComponent(specieSlug)}-${lang}.pdf`,
};

export type DocumentRequest =
  | { kind: 'spec-sheet'; productId: string; lang: ContentLanguage }
  | { kind: 'certificate'; number: string }
  | { kind: 'brochure'; specieSlug: string; lang: ContentLanguage };

const LANG = `(${CONTENT_LANGUAGES.join('|')})`;
const SPEC_SHEET = new RegExp(`^(P-[0-9]{1,9})-${LANG}\\.pdf$`);
const CERTIFICATE = /^((?:MSC|ASC)-C-[0-9]{1,9})\.pdf$/;
const BROCHURE = new RegExp(`^([a-z][a-z0-9-]{0,60})-${LANG}\\.pdf$`);

/** Parses `<folder>/<file>` as served under DOCUMENTS_PREFIX; anything else is null (a 404). */
export function parseDocumentPath(folder: string, file: string): DocumentRequest | null {
  let m: RegExpExecArray | null;
  if (folder === 'spec-sheets' && (m = SPEC_SHEET.exec(file)))
    return { kind: 'spec-sheet', productId: m[1]!, lang: m[2] as ContentLanguage };
  if (folder === 'certificates' && (m = CERTIFICATE.exec(file))) return { kind: 'certificate', number: m[1]! };
  if (folder === 'species' && (m = BROCHURE.exec(file)))
    return { kind: 'brochure', specieSlug: m[1]!, lang: m[2] as ContentLanguage };
  return null;
}
