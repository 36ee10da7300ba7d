import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import {
  absoluteUrl,
  indexLabels,
  jsonForScript,
  labelFor,
  productJsonLd,
  type Catalog,
  type FacetEntry,
  type LabelIndex,
  type Product,
  type Variant,
} from '@/lib/catalog';
import { getRecipes, recipesForProduct, type Recipe } from '@/lib/cms/recipes';
import { dependOnCatalog, findProduct, findVariant, getCatalog, variantsOfProduct } from '@/lib/pim';
import { marketPath, productPath, variantPath, type ParsedRoute } from '@/lib/routing';
import { siteUrl } from '@/lib/config';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';
import { AddToMyCatalog } from '@/components/catalog/islands';
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
import { ProductGallery } from '@/components/catalog/ProductGallery';
import { uniqueImages } from '@/components/catalog/ProductImage';
import {
  AllergenList,
  CertificateList,
  DocumentList,
  Section,
  SizeAttributeList,
  SpecTable,
  VideoList,
} from '@/components/catalog/ProductSections';
import { RecipeCard } from '@/components/catalog/RecipeCard';
import { missing } from './missing';

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

export async function productMetadata(market: Market, route: ParsedRoute, fullPath: string): Promise<Metadata> {
  const { product, variant, variants } = await findProductOfRoute(market, route);
  const title = variant ? `${product.Title} (${variant.ItemNumber})` : product.Title;
  const description = (variant?.Description ?? product.TextOne ?? product.SubTitle ?? undefined)?.slice(0, 300);
  const image = galleryImages(product, variant, variants)[0];
  return {
    title,
    description,
    openGraph: { title, description, images: image ? [{ url: image.imageUrl }] : undefined },
  };
}

/** JSON-LD in a script tag (not executed, so no CSP hash needed). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

async function relatedRecipes(market: Market, productId: string): Promise<Recipe[]> {
  try {
    return recipesForProduct(await getRecipes(market.code), productId);
  } catch (error) {
    // Recipes are an extra: a CMS hiccup leaves them out rather than failing the product page.
    console.error(`[product] recipes for ${productId} (${market.code}) unavailable:`, (error as Error).message);
    return [];
  }
}

export interface ProductData extends Loaded {
  market: Market;
  recipes: Recipe[];
  chrome: Chrome;
  t: ProductTranslator;
  recipeCard: RecipeTranslator;
  intl: ClientIntl;
  siteUrl: string;
}

export async function loadProductPage(market: Market, route: ParsedRoute): Promise<ProductData> {
  const loaded = await findProductOfRoute(market, route);
  const [recipes, chrome, t, recipeCard, intl] = await Promise.all([
    relatedRecipes(market, loaded.product.ProductId),
    loadChrome(market),
    loadProductMessages(),
    loadRecipeMessages(),
    clientIntl(market, ['Product']),
  ]);
  return { ...loaded, market, recipes, chrome, t, recipeCard, intl, siteUrl: siteUrl() };
}

export function ProductView({ data }: { data: ProductData }) {
  const { market, catalog, product, variant, variants, labels, recipes, chrome, t, recipeCard, intl } = data;
  const images = galleryImages(product, variant, variants);
  const subject = variant ?? variants[0];
  const videos = [...(variant?.Videos ?? []), ...product.Videos, ...product.SpecieVideos];
  const documents = [...product.Documents, ...product.SpecieDocuments];
  const areas = product.CatchingAreaIds.map((id) => nameOf(catalog.catchingAreas, id)).filter(
    (n): n is string => n !== null,
  );

  return (
    <SiteChrome chrome={chrome}>
      <JsonLd
        data={productJsonLd({
          product,
          variant,
          variants,
          url: absoluteUrl(
            data.siteUrl,
            marketPath(
              market.code,
              variant ? variantPath(product.ProductId, String(variant.ItemNumber)) : productPath(product.ProductId),
            ),
          ),
          images: images.map((i) => absoluteUrl(data.siteUrl, i.imageUrl)),
        })}
      />
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
