import type { Metadata } from 'next';
import type { Market } from '@qilak/markets';
import { getRecipeBySlug, type Recipe, getGlobalConfig, recipeJsonLd } from '@/lib/cms/server';
import { absoluteUrl, type Catalog } from '@/features/catalog/query';
import { findProduct, findVariant, getCatalog } from '@/lib/pim';
import { marketPath, productPath, recipePath, variantPath, type ParsedRoute } from '@/lib/routing';
import { siteUrl } from '@/lib/config';
import { SiteChrome, loadChrome, type Chrome } from '@/components/site/SiteChrome';
import { loadRecipeMessages, type RecipeTranslator } from '@/i18n/translators';
import { RichText } from '@/blocks/_shared/RichText';
import { JsonLd } from '@/components/seo/JsonLd';
import { buildMetadata, organizationId, socialImageForMedia } from '@/lib/seo';
import { StructuredData, loadBreadcrumbs } from './structured-data';
import { missing } from './missing';
import { logger } from '@/lib/log';

const log = logger('recipe');

async function findRecipe(market: Market, route: ParsedRoute): Promise<Recipe> {
  const recipe = route.id ? await getRecipeBySlug(market.code, route.id) : null;
  return recipe ?? missing();
}

export async function recipeMetadata(market: Market, route: ParsedRoute, query: string): Promise<Metadata> {
  const [recipe, global] = await Promise.all([findRecipe(market, route), getGlobalConfig(market.code)]);
  return buildMetadata({
    market,
    global,
    title: recipe.seo.metaTitle ?? recipe.title,
    description: recipe.seo.metaDescription ?? recipe.teaser,
    path: recipePath(recipe.slug),
    query,
    localizations: recipe.localizations.map((l) => ({ marketCode: l.locale, path: recipePath(l.slug) })),
    image: socialImageForMedia(recipe.seo.shareImage ?? recipe.image),
    noIndex: recipe.seo.noIndex,
    type: 'article',
    modifiedTime: recipe.updatedAt,
  });
}

interface LinkedProduct {
  href: string;
  label: string;
}

/** The recipe's products as links; the catalogue gives titles, and an id it does not know is left out. */
function linkProducts(market: Market, recipe: Recipe, catalog: Catalog | null): LinkedProduct[] {
  const links: LinkedProduct[] = [];
  const seen = new Set<string>();
  const refs = [
    ...recipe.relatedProducts,
    ...recipe.ingredients.flatMap((i) =>
      i.productId ? [{ productId: i.productId, itemNumber: null, label: null }] : [],
    ),
  ];
  for (const ref of refs) {
    const product = catalog ? findProduct(catalog, ref.productId) : undefined;
    if (catalog && !product) continue;
    const variant =
      product && ref.itemNumber && catalog ? findVariant(catalog, product.ProductId, ref.itemNumber) : undefined;
    const path = variant ? variantPath(ref.productId, String(variant.ItemNumber)) : productPath(ref.productId);
    if (seen.has(path)) continue;
    seen.add(path);
    links.push({ href: marketPath(market.code, path), label: ref.label ?? product?.Title ?? ref.productId });
  }
  return links;
}

async function catalogOrNull(market: Market): Promise<Catalog | null> {
  try {
    return await getCatalog(market.code);
  } catch (error) {
    log.error(`catalogue of ${market.code} unavailable; product links keep their ids: ${(error as Error).message}`);
    return null;
  }
}

export interface RecipeData {
  market: Market;
  recipe: Recipe;
  catalog: Catalog | null;
  chrome: Chrome;
  t: RecipeTranslator;
  siteUrl: string;
  breadcrumbs: unknown;
}

export async function loadRecipePage(market: Market, route: ParsedRoute): Promise<RecipeData> {
  const recipe = await findRecipe(market, route);
  const [catalog, chrome, t, breadcrumbs] = await Promise.all([
    catalogOrNull(market),
    loadChrome(market),
    loadRecipeMessages(),
    loadBreadcrumbs(market, route.slug, [{ name: recipe.title, path: recipePath(recipe.slug) }]),
  ]);
  return { market, recipe, catalog, chrome, t, siteUrl: siteUrl(), breadcrumbs };
}

export function RecipeView({ data }: { data: RecipeData }) {
  const { market, recipe, catalog, chrome, t } = data;
  const products = linkProducts(market, recipe, catalog);
  const productHref = (productId: string | null) =>
    productId && (!catalog || findProduct(catalog, productId)) ? marketPath(market.code, productPath(productId)) : null;

  return (
    <SiteChrome chrome={chrome}>
      <JsonLd
        data={recipeJsonLd(recipe, {
          url: absoluteUrl(data.siteUrl, marketPath(market.code, recipePath(recipe.slug))),
          language: market.language,
          images: [socialImageForMedia(recipe.image)?.url, recipe.image?.url]
            .filter((u): u is string => Boolean(u))
            .map((u) => absoluteUrl(data.siteUrl, u)),
          author: { id: organizationId(data.siteUrl), name: 'Qilak Seafood', url: `${data.siteUrl}/` },
          datePublished: recipe.publishedAt,
          dateModified: recipe.updatedAt,
          category: recipe.tags[0],
        })}
      />
      <StructuredData items={[data.breadcrumbs]} />
      <article className="mx-auto max-w-5xl px-4 py-10" data-recipe={recipe.slug}>
        <h1 className="text-3xl font-semibold">{recipe.title}</h1>
        {recipe.teaser && <p className="mt-3 max-w-prose text-lg text-secondary">{recipe.teaser}</p>}
        <ul className="mt-4 flex flex-wrap gap-4 text-sm" data-testid="recipe-facts">
          {recipe.servings && <li>{t('servings', { count: recipe.servings })}</li>}
          {recipe.prepMinutes ? <li>{t('prepTime', { minutes: recipe.prepMinutes })}</li> : null}
          {recipe.cookMinutes ? <li>{t('cookTime', { minutes: recipe.cookMinutes })}</li> : null}
          {recipe.difficulty && <li>{t('difficulty', { level: recipe.difficulty })}</li>}
        </ul>
        {recipe.image && (
          // eslint-disable-next-line @next/next/no-img-element -- CMS media with known dimensions
          <img
            src={recipe.image.url}
            alt={recipe.image.alt}
            width={recipe.image.width ?? 1200}
            height={recipe.image.height ?? 800}
            className="mt-6 aspect-[16/9] h-auto w-full rounded object-cover"
          />
        )}
        <div className="mt-10 grid gap-10 md:grid-cols-[1fr_2fr]">
          <section aria-labelledby="ingredients-title">
            <h2 id="ingredients-title" className="mb-3 text-xl font-semibold">
              {t('ingredients')}
            </h2>
            <ul className="grid gap-2" data-testid="ingredients">
              {recipe.ingredients.map((ingredient, index) => {
                const href = productHref(ingredient.productId);
                const amount = [ingredient.amount, ingredient.unit].filter(Boolean).join(' ');
                return (
                  <li key={`${ingredient.name}-${index}`}>
                    {amount && <span className="mr-1 font-medium">{amount}</span>}
                    {href ? (
                      <a className="underline" href={href}>
                        {ingredient.name}
                      </a>
                    ) : (
                      ingredient.name
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="steps-title">
            <h2 id="steps-title" className="mb-3 text-xl font-semibold">
              {t('steps')}
            </h2>
            <RichText content={recipe.steps} market={market.code} />
          </section>
        </div>
        {products.length > 0 && (
          <section className="mt-10" aria-labelledby="products-title">
            <h2 id="products-title" className="mb-3 text-xl font-semibold">
              {t('products')}
            </h2>
            <ul className="flex flex-wrap gap-3" data-testid="recipe-products">
              {products.map((p) => (
                <li key={p.href}>
                  <a className="inline-block rounded border border-fjord px-3 py-2 text-sm underline" href={p.href}>
                    {p.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </SiteChrome>
  );
}
