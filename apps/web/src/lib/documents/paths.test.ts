import { describe, expect, it } from 'vitest';
import { certificateHref, documentHref, pimDocumentPath } from './paths';

describe('document links', () => {
  it('maps the product service documents onto the site origin', () => {
    expect(documentHref('/api/documents/spec-sheets/P-1001-da.pdf')).toBe('/documents/spec-sheets/P-1001-da.pdf');
    expect(documentHref('/api/documents/certificates/MSC-C-51234.pdf')).toBe('/documents/certificates/MSC-C-51234.pdf');
    expect(documentHref('/api/documents/species/snow-crab-en.pdf')).toBe('/documents/species/snow-crab-en.pdf');
  });

  it('maps the retired documents host too, so stores seeded before the change link nowhere dead', () => {
    expect(documentHref('https://documents.qilakseafood.com/spec-sheets/P-1001-da.pdf')).toBe(
      '/documents/spec-sheets/P-1001-da.pdf',
    );
  });

  it('keeps other absolute URLs as sent', () => {
    expect(documentHref('https://www.msc.org/x.pdf')).toBe('https://www.msc.org/x.pdf');
  });

  it('proxies only the three folders and plain PDF names', () => {
    expect(pimDocumentPath(['species', 'snow-crab-en.pdf'])).toBe('/api/documents/species/snow-crab-en.pdf');
    expect(pimDocumentPath(['species', '..', 'x.pdf'])).toBeNull();
    expect(pimDocumentPath(['secret', 'x.pdf'])).toBeNull();
    expect(pimDocumentPath(['species', 'x.exe'])).toBeNull();
    expect(pimDocumentPath(['species', '%2e%2e.pdf'])).toBeNull();
  });

  it('links a certificate number to its PDF', () => {
    expect(certificateHref('MSC-C-51234')).toBe('/documents/certificates/MSC-C-51234.pdf');
    expect(certificateHref('bad/number')).toBeNull();
  });
});
