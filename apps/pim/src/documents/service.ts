import { createHash } from 'node:crypto';
import { MARKETS, type ContentLanguage, type MarketCode } from '@qilak/markets';
import {
  AttributesResponseSchema,
  CategoryDataResponseSchema,
  RawProductSchema,
  type CategoryDataResponse,
  type RawProduct,
} from '@qilak/pim-contract';
import { SPECIES } from '../generate/vocabulary';
import { DOC_BROCHURE, DOC_CERTIFICATE, DOC_SPEC_SHEET } from '../generate/texts';
import type { PimStore } from '../store';
import type { DocumentRequest } from './paths';
import { renderPdf, type PdfContent, type PdfSection } from './render';
import { DOC_TEXT } from './texts';

export interface RenderedDocument {
  body: Buffer;
  etag: string;
  /** A file name for Content-Disposition. */
  fileName: string;
}

/** Cultures written in a language, the market table's order (the language's home market first). */
function culturesOf(store: PimStore, lang: ContentLanguage): MarketCode[] {
  const held = new Set(store.cultures());
  return MARKETS.filter((m) => m.contentLanguage === lang && held.has(m.code)).map((m) => m.code);
}

function category(store: PimStore, culture: MarketCode): CategoryDataResponse {
  return CategoryDataResponseSchema.parse(JSON.parse(store.categoryJson(culture) ?? '{}'));
}

function labels(store: PimStore, culture: MarketCode): (alias: string) => string {
  const parsed = AttributesResponseSchema.parse(JSON.parse(store.attributesJson(culture) ?? '{}'));
  const byAlias = new Map(parsed.Attributes.map((a) => [a.Alias, a.DisplayName ?? a.Alias]));
  return (alias) => byAlias.get(alias) ?? alias;
}

const title = (p: Pick<RawProduct, 'NameOne' | 'NameThree'>) => (p.NameThree?.trim() ? p.NameThree : p.NameOne);
const nameIn = <T extends { Name: string }>(list: readonly T[], key: keyof T, id: string | null) =>
  id ? (list.find((entry) => entry[key] === id)?.Name ?? null) : null;

/**
 * Renders the PDF a document path names from the store's own data, or null when the store holds no such
 * product, certificate or species in that language. Cached per data revision: the same data, the same bytes.
 */
export class DocumentService {
  private readonly cache = new Map<string, { revision: string; doc: RenderedDocument }>();
  private certificateIndex: {
    revision: string;
    byNumber: Map<string, { culture: MarketCode; productId: string }[]>;
  } | null = null;

  constructor(private readonly store: PimStore) {}

  /** Sum of every culture's revision: any edit anywhere invalidates (documents are cheap to redo). */
  private revision(): string {
    return this.store
      .cultures()
      .map((c) => `${c}:${this.store.status(c)?.revision ?? 0}`)
      .join(',');
  }

  async get(request: DocumentRequest, path: string): Promise<RenderedDocument | null> {
    const revision = this.revision();
    const hit = this.cache.get(path);
    if (hit && hit.revision === revision) return hit.doc;
    const content = this.content(request);
    if (!content) return null;
    const body = await renderPdf(content);
    const doc: RenderedDocument = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
      fileName: path.split('/').pop() ?? 'document.pdf',
    };
    if (this.cache.size > 2000) this.cache.clear();
    this.cache.set(path, { revision, doc });
    return doc;
  }

  private content(request: DocumentRequest): PdfContent | null {
    switch (request.kind) {
      case 'spec-sheet':
        return this.specSheet(request.productId, request.lang);
      case 'certificate':
        return this.certificate(request.number);
      case 'brochure':
        return this.brochure(request.specieSlug, request.lang);
    }
  }

  private lastChanged(culture: MarketCode): Date {
    return new Date(this.store.status(culture)?.lastChanged ?? 0);
  }

  private specSheet(productId: string, lang: ContentLanguage): PdfContent | null {
    for (const culture of culturesOf(this.store, lang)) {
      const product = this.store.getProduct(culture, productId);
      if (!product) continue;
      const cat = category(this.store, culture);
      const label = labels(this.store, culture);
      const specie = cat.Species.find((s) => s.SpecieId === product.SpecieId);
      const spec = specie?.Specifications.find((s) => s.SpecificationId === product.SpecificationId);
      const areas = product.CatchingAreaIds.map((id) => {
        const area = cat.CatchingAreas.find((a) => a.CatchingAreaId === id);
        return area ? `${area.Name}${area.FaoArea ? ` (FAO ${area.FaoSubArea ?? area.FaoArea})` : ''}` : null;
      }).filter((a): a is string => a !== null);
      const first = product.Variants[0];
      const allergenLine = (presence: string) =>
        first
          ? Object.entries(first.Allergens)
              .filter(([, value]) => value === presence)
              .map(([alias]) => label(alias))
              .join(', ')
          : '';
      const certificates = [
        ...new Set(
          product.Variants.flatMap((v) =>
            v.Certificates.filter((c) => c.Name === 'FrozenAtSea' || c.CertificateNumber).map((c) =>
              c.CertificateNumber ? `${label(c.Name)} ${c.CertificateNumber}` : label(c.Name),
            ),
          ),
        ),
      ];
      const sections: PdfSection[] = [
        {
          kind: 'facts',
          rows: [
            [label('Specie'), specie?.Name],
            [DOC_TEXT.latinName[lang], specie?.LatinName],
            [label('Specification'), spec?.Name],
            [label('Brand'), product.BrandName],
            [label('Concept'), nameIn(cat.Concepts, 'ConceptId', product.ConceptId)],
            [label('CatchingArea'), areas.join(', ')],
            [label('Certificates'), certificates.join(', ') || DOC_TEXT.none[lang]],
          ],
        },
        {
          kind: 'text',
          heading: DOC_TEXT.description[lang],
          paragraphs: [product.TextOne, product.TextTwo, product.TextThree, product.TextFour],
        },
        {
          kind: 'facts',
          heading: label('Allergens'),
          rows: [
            [label('Contains'), allergenLine('Contains') || DOC_TEXT.none[lang]],
            [label('MayContain'), allergenLine('MayContain') || DOC_TEXT.none[lang]],
          ],
        },
      ];
      if (product.Variants.length > 0) {
        sections.push({
          kind: 'table',
          heading: DOC_TEXT.variants[lang],
          columns: [
            label('ItemNumber'),
            label('Ean'),
            label('NetWeight'),
            label('StorageCondition'),
            label('PackagingType'),
          ],
          rows: product.Variants.map((v) => [
            v.ItemNumber === null ? '' : String(v.ItemNumber),
            v.Ean ?? '',
            v.SizeAttributes.filter((s) => s.Alias === 'NetWeight')
              .map((s) => `${s.Value}${s.Unit ? ` ${s.Unit}` : ''}`)
              .join(', '),
            nameIn(cat.StorageConditions, 'StorageConditionId', v.StorageConditionId) ?? '',
            nameIn(cat.PackagingTypes, 'PackagingTypeId', v.PackagingTypeId) ?? '',
          ]),
        });
      }
      return {
        title: `${DOC_SPEC_SHEET[lang]}: ${title(product)}`,
        subtitle: [product.NameOne, product.NameTwo].filter(Boolean).join(', '),
        language: MARKETS.find((m) => m.code === culture)?.language ?? lang,
        date: this.lastChanged(culture),
        sections,
        footer: `Qilak Seafood · ${product.ProductId} · ${this.lastChanged(culture).toISOString().slice(0, 10)}`,
      };
    }
    return null;
  }

  private certificate(number: string): PdfContent | null {
    const holders = this.certificateHolders().get(number);
    if (!holders || holders.length === 0) return null;
    const scheme = number.startsWith('MSC') ? 'MSC' : 'ASC';
    const products = holders
      .slice(0, 200)
      .map(({ culture, productId }) => this.store.getProduct(culture, productId))
      .filter((p): p is RawProduct => p !== undefined)
      .map((p) => `${title(p)} (${p.ProductId})`);
    const culture = holders[0]!.culture;
    return {
      title: `${scheme} ${DOC_CERTIFICATE.en} ${number}`,
      subtitle: scheme === 'MSC' ? 'MSC Chain of Custody' : 'ASC Chain of Custody',
      language: 'en',
      date: this.lastChanged(culture),
      sections: [
        {
          kind: 'facts',
          rows: [
            ['Certificate number', number],
            ['Standard', scheme === 'MSC' ? 'MSC Chain of Custody Standard' : 'ASC Chain of Custody Standard'],
            ['Certificate holder', 'Qilak Seafood'],
            [DOC_TEXT.issued.en, this.lastChanged(culture).toISOString().slice(0, 10)],
          ],
        },
        { kind: 'list', heading: `${DOC_TEXT.products.en} (${products.length})`, items: products },
        {
          kind: 'text',
          paragraphs: [
            scheme === 'MSC'
              ? 'The validity of this certificate can be checked in the public MSC certificate register at msc.org.'
              : 'The validity of this certificate can be checked in the public ASC certificate register at asc-aqua.org.',
          ],
        },
      ],
      footer: `Qilak Seafood · ${number}`,
    };
  }

  /** Certificate number -> products carrying it, built once per data revision (a full scan at --scale). */
  private certificateHolders() {
    const revision = this.revision();
    if (this.certificateIndex?.revision === revision) return this.certificateIndex.byNumber;
    const byNumber = new Map<string, { culture: MarketCode; productId: string }[]>();
    const seen = new Set<string>();
    for (const culture of this.store.cultures()) {
      for (const doc of this.store.productDocs(culture)) {
        const product = RawProductSchema.pick({ ProductId: true, Variants: true }).parse(JSON.parse(doc));
        if (seen.has(product.ProductId)) continue;
        const numbers = new Set(product.Variants.flatMap((v) => v.Certificates.map((c) => c.CertificateNumber)));
        for (const number of numbers) {
          if (!number) continue;
          byNumber.set(number, [...(byNumber.get(number) ?? []), { culture, productId: product.ProductId }]);
        }
        seen.add(product.ProductId);
      }
    }
    this.certificateIndex = { revision, byNumber };
    return byNumber;
  }

  private brochure(slug: string, lang: ContentLanguage): PdfContent | null {
    const def = SPECIES.find((s) => s.slug === slug);
    if (!def) return null;
    const culture = culturesOf(this.store, lang)[0];
    if (!culture) return null;
    const cat = category(this.store, culture);
    const specie = cat.Species.find((s) => s.SpecieId === def.id);
    if (!specie) return null;
    const label = labels(this.store, culture);
    const areas = def.areas
      .map((id) => cat.CatchingAreas.find((a) => a.CatchingAreaId === id))
      .filter((a) => a !== undefined)
      .map((a) => `${a.Name}${a.FaoArea ? ` (FAO ${a.FaoSubArea ?? a.FaoArea})` : ''}`);
    const products = this.store
      .productDocs(culture)
      .map((doc) =>
        RawProductSchema.pick({ ProductId: true, SpecieId: true, NameOne: true, NameThree: true }).parse(
          JSON.parse(doc),
        ),
      )
      .filter((p) => p.SpecieId === def.id)
      .slice(0, 60)
      .map((p) => `${title(p)} (${p.ProductId})`);
    return {
      title: `${DOC_BROCHURE[lang]}: ${specie.Name}`,
      subtitle: specie.LatinName,
      language: MARKETS.find((m) => m.code === culture)?.language ?? lang,
      date: this.lastChanged(culture),
      sections: [
        {
          kind: 'facts',
          rows: [
            [label('Specie'), specie.Name],
            [DOC_TEXT.latinName[lang], specie.LatinName],
            [label('CatchingArea'), areas.join(', ')],
          ],
        },
        { kind: 'list', heading: DOC_TEXT.specifications[lang], items: specie.Specifications.map((s) => s.Name) },
        { kind: 'list', heading: DOC_TEXT.products[lang], items: products },
      ],
      footer: `Qilak Seafood · ${specie.Name} · ${specie.LatinName}`,
    };
  }
}
