import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import {
  absoluteUrl,
  indexLabels,
  labelFor,
  type Catalog,
  type FacetEntry,
  type LabelIndex,
  type Product,
  type Variant,
  faoAreasOf,
} from '@/features/catalog/query';
import { getRecipes, recipesForProduct, type Recipe, getGlobalConfig } from '@/lib/cms/server';
import { dependOnCatalog, findProduct, findVariant, getCatalog, productAlternates, variantsOfProduct } from '@/lib/pim';
import {
  breadcrumbTrail,
  buildMetadata,
  productGroupData,
  productGroupJsonLd,
  socialImageForProduct,
  variantJsonLd,
} from '@/lib/seo';
import { JsonLd } from '@/components/seo/JsonLd';
import { getTranslations } from 'next-intl/server';
import { marketPath, productPath, variantPath, type ParsedRoute } from '@/lib/routing';
import { siteUrl } from '@/lib/config';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';
import {
  AddToMyCatalog,
  ProductGallery,
  uniqueImages,
  AllergenList,
  CertificateList,
  DocumentList,
  Section,
  SizeAttributeList,
  SpecTable,
  VideoList,
  RecipeCard,
} from '@/features/catalog/views';
import { clientIntl } from '@/i18n/client-intl';
import { withColon } from '@/i18n/ui';
import type { ClientIntl } from '@/components/shell/IntlClientProvider';
import {
  loadProductMessages,
  loadRecipeMessages,
  type ProductTranslator,
  type RecipeTranslator,
} from '@/i18n/translators';
import { SecretProductData } from '@/components/staff/SecretProductData';
import { missing } from './missing';
import { inquiryFormPath } from '@/lib/inquiry';
import { buttonClasses } from '@/components/ui/button-styles';
import { logger } from '@/lib/log';

const log = logger('product');

interface Loaded {
  catalog: Catalog;
  product: Product;
  variants: Variant[];
  /** Set on a variant page. */
  variant: Variant | undefined;
  labels: LabelIndex;
}

/** The product (and variant) of the route from the market's catalogue; an unknown id or item number is the 404 page. */
async function findProductOfRoute(market: Market, route: ParsedRoute): Promise<Loaded> {
  const [catalog] = await Promise.all([getCatalog(market.code), dependOnCatalog(market.code)]);
  const product = route.id ? findProduct(catalog, route.id) : undefined;
  if (!product) missing();
  const variant =
    route.kind === 'variant' ? findVariant(catalog, product.ProductId, route.itemNumber ?? '') : undefined;
  if (route.kind === 'variant' && !variant) missing();
  return {
    catalog,
    product,
    variants: variantsOfProduct(catalog, product.ProductId),
    variant,
    labels: indexLabels(catalog.attributes),
  };
}

function galleryImages(product: Product, variant: Variant | undefined, variants: Variant[]) {
  if (variant) {
    return uniqueImages(
      variant.PackshotFrontImage,
      variant.ProductImages,
      variant.PackshotBackImage,
      variant.MasterOpenImage,
      variant.MasterClosedImage,
      variant.ProcessingImages,
      variant.FisheryImages,
      variant.RecipeImages,
    );
  }
  return uniqueImages(
    product.ProductImages,
    variants.map((v) => v.PackshotFrontImage),
    product.ProcessingImages,
    product.FisheryImages,
    product.RecipeImages,
    product.SpecificationImages,
    product.SpecieImages,
  );
}

function nameOf(list: FacetEntry[], id: string | null | undefined): string | null {
  return id ? (list.find((e) => e.id === id)?.name ?? null) : null;
}

/** "Koldtvandsrejer – Kogte og pillede", and for a variant its net weight and item number too. */
function productTitle(product: Product, variant: Variant | undefined): string {
  const name = [product.Title, product.SubTitle].filter(Boolean).join(' – ');
  if (!variant) return name;
  const weight = variant.SizeAttributes.find((s) => s.alias === 'NetWeight');
  return `${name}${weight ? `, ${weight.value}${weight.unit ? ` ${weight.unit}` : ''}` : ''} (${variant.ItemNumber})`;
}

export async function productMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [{ product, variant }, global] = await Promise.all([
    findProductOfRoute(market, route),
    getGlobalConfig(market.code),
  ]);
  const itemNumber = variant ? String(variant.ItemNumber) : undefined;
  const title = productTitle(product, variant);
  return buildMetadata({
    market,
    global,
    title,
    description: variant?.Description ?? product.TextOne ?? product.SubTitle,
    path: itemNumber ? variantPath(product.ProductId, itemNumber) : productPath(product.ProductId),
    query,
    localizations: await productAlternates(product.ProductId, itemNumber),
    image: socialImageForProduct(market.code, product.ProductId, itemNumber, title),
  });
}

/** ProductGroup (product page) or Product with its group (variant page), and the breadcrumb trail. */
function structuredData(
  site: string,
  market: Market,
  product: Product,
  variant: Variant | undefined,
  variants: Variant[],
  areas: string[],
  homeName: string,
): unknown[] {
  const here = (path: string) => absoluteUrl(site, marketPath(market.code, path));
  const productAt = productPath(product.ProductId);
  const variantAt = (v: Variant) => variantPath(product.ProductId, String(v.ItemNumber));
  const card = (v?: Variant) =>
    absoluteUrl(site, socialImageForProduct(market.code, product.ProductId, v ? String(v.ItemNumber) : undefined).url);
  const group = productGroupData({
    product,
    variants,
    productUrl: here(productAt),
    variantUrl: (v) => here(variantAt(v)),
    images: [card(), ...galleryImages(product, undefined, variants).map((i) => absoluteUrl(site, i.imageUrl))],
    variantImages: (v) => [card(v), ...galleryImages(product, v, variants).map((i) => absoluteUrl(site, i.imageUrl))],
    origin: areas.join(', ') || null,
  });
  const trail = [{ name: group.name, path: productAt }];
  const crumbs = () => breadcrumbTrail(site, (p) => marketPath(market.code, p), homeName, trail);
  if (!variant) return [productGroupJsonLd(group), crumbs()];
  const self = group.variants.find((v) => v.sku === String(variant.ItemNumber))!;
  trail.push({ name: self.name, path: variantAt(variant) });
  return [variantJsonLd(self, group), crumbs()];
}

async function relatedRecipes(market: Market, productId: string): Promise<Recipe[]> {
  try {
    return recipesForProduct(await getRecipes(market.code), productId);
  } catch (error) {
    // Recipes are an extra: a CMS hiccup leaves them out rather than failing the product page.
    log.error(`recipes for ${productId} (${market.code}) unavailable: ${(error as Error).message}`);
    return [];
  }
}

export interface ProductData extends Loaded {
  market: Market;
  /** "Request a quote or sample" for this product or variant. */
  inquiryLabel: string;
  recipes: Recipe[];
  chrome: Chrome;
  t: ProductTranslator;
  recipeCard: RecipeTranslator;
  intl: ClientIntl;
  siteUrl: string;
  homeName: string;
}

export async function loadProductPage(market: Market, route: ParsedRoute): Promise<ProductData> {
  const loaded = await findProductOfRoute(market, route);
  const [recipes, chrome, t, recipeCard, intl, ui, inquiry] = await Promise.all([
    relatedRecipes(market, loaded.product.ProductId),
    loadChrome(market),
    loadProductMessages(),
    loadRecipeMessages(),
    clientIntl(market, ['Product']),
    getTranslations('Ui'),
    getTranslations('Inquiry'),
  ]);
  return {
    ...loaded,
    market,
    recipes,
    chrome,
    t,
    recipeCard,
    intl,
    siteUrl: siteUrl(),
    homeName: ui('home'),
    inquiryLabel: inquiry('requestQuote'),
  };
}

export function ProductView({ data }: { data: ProductData }) {
  const { market, catalog, product, variant, variants, labels, recipes, chrome, t, recipeCard, intl } = data;
  const images = galleryImages(product, variant, variants);
  const subject = variant ?? variants[0];
  const videos = [...(variant?.Videos ?? []), ...product.Videos, ...product.SpecieVideos];
  const documents = [...product.Documents, ...product.SpecieDocuments];
  const fao = faoAreasOf(catalog.catchingAreas, product.CatchingAreaIds);
  const areas = product.CatchingAreaIds.map((id) => nameOf(catalog.catchingAreas, id)).filter(
    (n): n is string => n !== null,
  );

  return (
    <SiteChrome chrome={chrome}>
      {structuredData(data.siteUrl, market, product, variant, variants, areas, data.homeName).map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
      <article
        className="mx-auto max-w-6xl px-4 py-10"
        data-product-id={product.ProductId}
        data-item-number={variant?.ItemNumber}
      >
        {variant && (
          <p className="mb-4 text-sm">
            <a className="underline" href={marketPath(market.code, productPath(product.ProductId))}>
              {t('backToProduct', { title: product.Title })}
            </a>
          </p>
        )}
        <div className="grid gap-10 md:grid-cols-2">
          <ProductGallery images={images} title={product.Title} label={t('gallery')} />
          <div>
            {product.BrandName && <p className="text-sm uppercase tracking-wide text-secondary">{product.BrandName}</p>}
            <h1 className="text-3xl font-semibold">{product.Title}</h1>
            {product.SubTitle && <p className="mt-2 text-lg text-secondary">{product.SubTitle}</p>}
            {variant && (
              <p className="mt-2 text-sm" data-testid="item-number">
                {withColon(labelFor(labels, 'ItemNumber'), market.language)} {variant.ItemNumber}
              </p>
            )}
            <p className="mt-6 max-w-prose">{variant ? variant.Description : product.TextOne}</p>
            <div className="mt-6">
              <AddToMyCatalog
                intl={intl}
                market={market.code}
                productId={product.ProductId}
                itemNumber={variant?.ItemNumber}
              />
            </div>
            <p className="mt-4">
              <a
                href={inquiryFormPath(market.code, [variant ? String(variant.ItemNumber) : product.ProductId])}
                className={buttonClasses({ variant: 'outline' })}
                data-request-quote
              >
                {data.inquiryLabel}
              </a>
            </p>
          </div>
        </div>

        <Section title={t('specifications')} id="specifications">
          <SpecTable
            rows={[
              [labelFor(labels, 'ItemNumber'), variant ? String(variant.ItemNumber) : null],
              [labelFor(labels, 'Ean'), variant?.Ean],
              [labelFor(labels, 'Specie'), product.SpecieName],
              [t('latinName'), product.SpecieLatinName],
              [labelFor(labels, 'Specification'), product.SpecificationName],
              [labelFor(labels, 'Brand'), product.BrandName],
              [labelFor(labels, 'Concept'), nameOf(catalog.concepts, product.ConceptId)],
              [labelFor(labels, 'CatchingArea'), areas.join(', ')],
              [labelFor(labels, 'FaoArea'), fao.areas],
              [labelFor(labels, 'FaoSubArea'), fao.subAreas],
              [labelFor(labels, 'StorageCondition'), nameOf(catalog.storageConditions, variant?.StorageConditionId)],
              [labelFor(labels, 'PackagingType'), nameOf(catalog.packagingTypes, variant?.PackagingTypeId)],
            ]}
          />
          {(product.TextThree || product.TextFour) && (
            <div className="mt-6 grid max-w-prose gap-3">
              {product.TextThree && <p>{product.TextThree}</p>}
              {product.TextFour && <p>{product.TextFour}</p>}
            </div>
          )}
        </Section>

        {subject && (
          <Section title={labelFor(labels, 'Allergens')} id="allergens">
            <AllergenList allergens={subject.Allergens} labels={labels} t={t} />
          </Section>
        )}
        {subject && subject.Certificates.length > 0 && (
          <Section title={labelFor(labels, 'Certificates')} id="certificates">
            <CertificateList certificates={subject.Certificates} labels={labels} t={t} />
          </Section>
        )}
        {variant && variant.SizeAttributes.length > 0 && (
          <Section title={t('sizes')} id="sizes">
            <SizeAttributeList sizes={variant.SizeAttributes} labels={labels} />
          </Section>
        )}

        {!variant && (
          <Section title={t('variants')} id="variants">
            {variants.length === 0 ? (
              <p>{t('noVariants')}</p>
            ) : (
              <table className="w-full text-left text-sm" data-testid="variant-table">
                <thead>
                  <tr className="border-b border-fjord">
                    <th className="py-2 pr-4">{labelFor(labels, 'ItemNumber')}</th>
                    <th className="py-2 pr-4">{t('sizes')}</th>
                    <th className="py-2 pr-4">{labelFor(labels, 'StorageCondition')}</th>
                    <th className="py-2 pr-4">{labelFor(labels, 'PackagingType')}</th>
                  </tr>
                </thead>
                <tbody>
                  {variants.map((v) => (
                    <tr key={v.VariantId} className="border-b border-ice">
                      <td className="py-2 pr-4">
                        <a
                          className="underline"
                          href={marketPath(market.code, variantPath(product.ProductId, String(v.ItemNumber)))}
                        >
                          {v.ItemNumber}
                        </a>
                      </td>
                      <td className="py-2 pr-4">
                        {v.SizeAttributes.map(
                          (s) => `${labelFor(labels, s.alias)} ${s.value}${s.unit ? ` ${s.unit}` : ''}`,
                        ).join(' · ')}
                      </td>
                      <td className="py-2 pr-4">{nameOf(catalog.storageConditions, v.StorageConditionId)}</td>
                      <td className="py-2 pr-4">{nameOf(catalog.packagingTypes, v.PackagingTypeId)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        )}

        {videos.length > 0 && (
          <Section title={labelFor(labels, 'Videos')} id="videos">
            <VideoList videos={videos} t={t} />
          </Section>
        )}
        {documents.length > 0 && (
          <Section title={labelFor(labels, 'Documents')} id="documents">
            <DocumentList documents={documents} />
          </Section>
        )}
        {recipes.length > 0 && (
          <Section title={t('relatedRecipes')} id="recipes">
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-recipes">
              {recipes.map((recipe) => (
                <li key={recipe.documentId}>
                  <RecipeCard recipe={recipe} market={market.code} t={recipeCard} />
                </li>
              ))}
            </ul>
          </Section>
        )}
      </article>
      {/* Client-only and empty for visitors: the static page stays the same for everyone. */}
      <SecretProductData culture={market.code} productId={product.ProductId} variantId={variant?.VariantId ?? null} />
    </SiteChrome>
  );
}
