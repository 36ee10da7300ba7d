import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadPrintMessages, type PrintTranslator } from '@/i18n/translators';
import type { ClientIntl } from '@/components/shell/IntlClientProvider';
import type { Market } from '@qilak/markets';
import { ALLERGENS } from '@qilak/pim-contract';
import { withColon } from '@/i18n/ui';
import {
  faoAreasOf,
  indexLabels,
  labelFor,
  sortProducts,
  type Catalog,
  type FacetEntry,
} from '@/features/catalog/query';
import { dependOnCatalog, getCatalog, variantsOfProduct } from '@/lib/pim';
import { getGlobalConfig } from '@/lib/cms/server';
import { buildMetadata } from '@/lib/seo';
import { marketPath, printCatalogPath, productPath, type ParsedRoute } from '@/lib/routing';
import {
  PrintButton,
  PrintDate,
  PrintSelection,
  SELECTION_MINE,
  SELECTION_PARAM,
  ProductImage,
  uniqueImages,
} from '@/features/catalog/views';
import { clientIntl } from '@/i18n/client-intl';

export async function printCatalogMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [t, global] = await Promise.all([loadPrintMessages(), getGlobalConfig(market.code)]);
  // A print layout is a tool, not a landing page: noindex, and no alternates to announce.
  return buildMetadata({
    market,
    global,
    title: t('title'),
    path: printCatalogPath({ appendTo: route.slug.length ? `/${route.slug.join('/')}` : '' }),
    query,
    noIndex: true,
  });
}

/** A4 pages, one product per section; screen-only controls disappear on paper. */
const PRINT_CSS = `
@page { size: A4; margin: 15mm 12mm; }
@media print {
  [data-print-hide] { display: none !important; }
  body { background: #fff; font-size: 10.5pt; }
  [data-print-cover] { break-after: page; min-height: 250mm; }
  [data-print-product] { break-before: page; }
  [data-print-product] table { break-inside: auto; }
  [data-print-product] tr { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}`;

const nameOf = (list: FacetEntry[], id: string | null) => (id ? (list.find((e) => e.id === id)?.name ?? '') : '');

/**
 * PAGE-KINDS, PAGE-MY-CATALOG: /print-catalog uses the layout named print: no header, footer or overlay; the
 * market's catalogue or my selection.
 */
export interface PrintCatalogData {
  market: Market;
  route: ParsedRoute;
  catalog: Catalog;
  t: PrintTranslator;
  intl: ClientIntl;
}

export async function loadPrintCatalog(market: Market, route: ParsedRoute): Promise<PrintCatalogData> {
  const [t, intl, catalog] = await Promise.all([
    loadPrintMessages(),
    clientIntl(market, ['Print']),
    getCatalog(market.code),
    dependOnCatalog(market.code),
  ]);
  return { market, route, catalog, t, intl };
}

export function PrintCatalogView({ data }: { data: PrintCatalogData }) {
  const { market, route, catalog, t, intl } = data;
  const labels = indexLabels(catalog.attributes);
  const products = sortProducts(catalog.products);
  const here = marketPath(
    market.code,
    printCatalogPath({ appendTo: route.slug.length ? `/${route.slug.join('/')}` : '' }),
  );
  const generated = new Intl.DateTimeFormat(market.language, { dateStyle: 'long' }).format(
    new Date(catalog.lastChanged),
  );

  return (
    <div className="mx-auto max-w-[210mm] bg-white px-6 py-6 text-night print:max-w-none print:p-0" data-layout="print">
      <style>{PRINT_CSS}</style>
      <nav className="mb-6 flex flex-wrap items-center gap-4 text-sm" data-print-hide>
        <PrintButton intl={intl} />
        <a className="underline" href={here}>
          {t('wholeCatalog')}
        </a>
        <a className="underline" href={`${here}?${SELECTION_PARAM}=${SELECTION_MINE}`} data-testid="print-mine-link">
          {t('mySelection')}
        </a>
      </nav>
      <header data-print-cover className="flex flex-col justify-between border-b border-fjord pb-10">
        <div>
          <p className="text-lg uppercase tracking-widest text-secondary">Qilak Seafood</p>
          <Suspense fallback={<h1 className="text-4xl font-semibold">{t('title')}</h1>}>
            <PrintSelection intl={intl} market={market.code} catalogTitle={t('title')} />
          </Suspense>
        </div>
        <dl className="mt-10 grid grid-cols-[max-content_1fr] gap-x-4 text-sm" data-testid="print-cover">
          <dt className="font-medium">{t('market')}</dt>
          <dd data-testid="print-market">{market.name}</dd>
          <dt className="font-medium">{t('date')}</dt>
          <dd>
            <PrintDate language={market.language} fallback={generated} />
          </dd>
        </dl>
      </header>
      {products.map((product) => {
        const variants = variantsOfProduct(catalog, product.ProductId);
        const image = uniqueImages(
          product.ProductImages,
          variants.map((v) => v.PackshotFrontImage),
          product.SpecieImages,
        )[0];
        const contains = ALLERGENS.filter((a) => variants.some((v) => v.Allergens[a] === 'Contains')).map((a) =>
          labelFor(labels, a),
        );
        const certificates = [...new Set(variants.flatMap((v) => v.Certificates.map((c) => labelFor(labels, c.name))))];
        const areaNames = product.CatchingAreaIds.map(
          (id) => catalog.catchingAreas.find((a) => a.id === id)?.name,
        ).filter((n): n is string => !!n);
        const fao = faoAreasOf(catalog.catchingAreas, product.CatchingAreaIds);
        return (
          <section
            key={product.ProductId}
            data-print-product={product.ProductId}
            className="mt-10 border-t border-ice pt-6"
          >
            <div className="grid grid-cols-[1fr_45mm] gap-6">
              <div>
                {product.BrandName && (
                  <p className="text-xs uppercase tracking-wide text-secondary">{product.BrandName}</p>
                )}
                <h2 className="text-2xl font-semibold">
                  <a href={marketPath(market.code, productPath(product.ProductId))}>{product.Title}</a>
                </h2>
                {product.SubTitle && <p className="text-secondary">{product.SubTitle}</p>}
                <p className="mt-1 text-xs text-secondary">
                  {[
                    product.SpecieName,
                    product.SpecieLatinName && `(${product.SpecieLatinName})`,
                    product.SpecificationName,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </p>
                {product.TextOne && <p className="mt-3 text-sm">{product.TextOne}</p>}
                {contains.length > 0 && (
                  <p className="mt-2 text-xs">
                    <strong>{withColon(labelFor(labels, 'Allergens'), market.language)}</strong> {contains.join(', ')}
                  </p>
                )}
                {areaNames.length > 0 && (
                  <p className="mt-1 text-xs" data-testid="print-catch-area">
                    <strong>{withColon(labelFor(labels, 'CatchingArea'), market.language)}</strong>{' '}
                    {areaNames.join(', ')}
                    {fao.areas && (
                      <>
                        {' · '}
                        <strong>{withColon(labelFor(labels, 'FaoArea'), market.language)}</strong> {fao.areas}
                      </>
                    )}
                    {fao.subAreas && (
                      <>
                        {' · '}
                        <strong>{withColon(labelFor(labels, 'FaoSubArea'), market.language)}</strong> {fao.subAreas}
                      </>
                    )}
                  </p>
                )}
                {certificates.length > 0 && (
                  <p className="mt-1 text-xs">
                    <strong>{withColon(labelFor(labels, 'Certificates'), market.language)}</strong>{' '}
                    {certificates.join(', ')}
                  </p>
                )}
              </div>
              {image && <ProductImage image={image} alt={product.Title} width={240} height={180} eager />}
            </div>
            {variants.length > 0 && (
              <table className="mt-4 w-full text-left text-xs">
                <thead>
                  <tr className="border-b border-fjord">
                    <th className="py-1 pr-3">{labelFor(labels, 'ItemNumber')}</th>
                    <th className="py-1 pr-3">{labelFor(labels, 'Ean')}</th>
                    <th className="py-1 pr-3">{labelFor(labels, 'NetWeight')}</th>
                    <th className="py-1 pr-3">{labelFor(labels, 'StorageCondition')}</th>
                    <th className="py-1 pr-3">{labelFor(labels, 'PackagingType')}</th>
                  </tr>
                </thead>
                <tbody>
                  {variants.map((v) => {
                    const weight = v.SizeAttributes.find((s) => s.alias === 'NetWeight');
                    return (
                      <tr key={v.VariantId} data-print-variant={v.ItemNumber} className="border-b border-ice">
                        <td className="py-1 pr-3">{v.ItemNumber}</td>
                        <td className="py-1 pr-3">{v.Ean}</td>
                        <td className="py-1 pr-3">{weight ? `${weight.value} ${weight.unit ?? ''}` : ''}</td>
                        <td className="py-1 pr-3">{nameOf(catalog.storageConditions, v.StorageConditionId)}</td>
                        <td className="py-1 pr-3">{nameOf(catalog.packagingTypes, v.PackagingTypeId)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}
