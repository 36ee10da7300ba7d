import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cmsGet } from './client';
import { reshapeMedia } from './media';
import { reshapeSeo } from './pages';
import { listSchema, localizationSchema, mediaSchema, seoSchema } from './schemas';
import { cmsTags } from '@/lib/cache-tags';
import { RECIPE_DIFFICULTIES, type Recipe } from './types';

const ingredientSchema = z.object({
  amount: z.string().nullish(),
  unit: z.string().nullish(),
  name: z.string(),
  productId: z.string().nullish(),
});
const productRefSchema = z.object({
  productId: z.string(),
  itemNumber: z.string().nullish(),
  label: z.string().nullish(),
});

export const recipeSchema = z.object({
  documentId: z.string(),
  slug: z.string(),
  title: z.string(),
  locale: z.string(),
  teaser: z.string().nullish(),
  image: mediaSchema.nullish(),
  imageAlt: z.string().nullish(),
  servings: z.number().nullish(),
  prepMinutes: z.number().nullish(),
  cookMinutes: z.number().nullish(),
  difficulty: z.enum(RECIPE_DIFFICULTIES).nullish(),
  tags: z.unknown().nullish(),
  ingredients: z.array(ingredientSchema).nullish(),
  steps: z.array(z.looseObject({ type: z.string() })).nullish(),
  relatedProducts: z.array(productRefSchema).nullish(),
  seo: seoSchema,
  localizations: z.array(localizationSchema).nullish(),
  updatedAt: z.string().nullish(),
  publishedAt: z.string().nullish(),
});
const recipeList = listSchema(recipeSchema);

/** tags is a free JSON field in the CMS: only its strings count. */
function reshapeTags(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
}

export function reshapeRecipe(raw: z.infer<typeof recipeSchema>): Recipe {
  return {
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.title,
    locale: raw.locale,
    teaser: raw.teaser ?? null,
    image: reshapeMedia(raw.image, raw.imageAlt),
    servings: raw.servings ?? null,
    prepMinutes: raw.prepMinutes ?? null,
    cookMinutes: raw.cookMinutes ?? null,
    difficulty: raw.difficulty ?? null,
    tags: reshapeTags(raw.tags),
    ingredients: (raw.ingredients ?? []).map((i) => ({
      amount: i.amount ?? null,
      unit: i.unit ?? null,
      name: i.name,
      productId: i.productId ?? null,
    })),
    steps: raw.steps ?? [],
    relatedProducts: (raw.relatedProducts ?? []).map((p) => ({
      productId: p.productId,
      itemNumber: p.itemNumber ?? null,
      label: p.label ?? null,
    })),
    seo: reshapeSeo(raw.seo),
    localizations: (raw.localizations ?? []).flatMap((l) => (l.slug ? [{ locale: l.locale, slug: l.slug }] : [])),
    updatedAt: raw.updatedAt ?? undefined,
    publishedAt: raw.publishedAt ?? undefined,
  };
}

/** The published recipe with this slug in the market's locale, or null. */
export const getRecipeBySlug = cache(async (locale: string, slug: string): Promise<Recipe | null> => {
  const raw = await cmsGet('recipes', { filters: { slug: { $eqi: slug } }, locale }, [cmsTags.recipe(locale)]);
  const first = recipeList.parse(raw).data[0];
  return first ? reshapeRecipe(first) : null;
});

/** Upper bound of recipes per market: the seed has six; the site lists, never pages through thousands. */
const RECIPE_LIMIT = 100;

/** Every published recipe of the locale, newest first; one cached call shared by blocks and product pages. */
export const getRecipes = cache(async (locale: string): Promise<Recipe[]> => {
  const raw = await cmsGet('recipes', { locale, sort: ['publishedAt:desc'], pagination: { pageSize: RECIPE_LIMIT } }, [
    cmsTags.recipe(locale),
  ]);
  return recipeList.parse(raw).data.map(reshapeRecipe);
});

/** Recipes to show in a block: optionally those with a tag, at most `count`. */
export function selectRecipes(recipes: readonly Recipe[], options: { count: number; tag?: string | null }): Recipe[] {
  const tag = options.tag?.trim().toLowerCase();
  return recipes
    .filter((r) => !tag || r.tags.some((t) => t.toLowerCase() === tag))
    .slice(0, Math.max(0, options.count));
}

/** Recipes that name a product among their related products or ingredients. */
export function recipesForProduct(recipes: readonly Recipe[], productId: string): Recipe[] {
  return recipes.filter(
    (r) =>
      r.relatedProducts.some((p) => p.productId === productId) || r.ingredients.some((i) => i.productId === productId),
  );
}
