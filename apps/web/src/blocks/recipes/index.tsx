import { z } from 'zod';
import { getRecipes, selectRecipes } from '@/lib/cms/server';
import { RecipeCard } from '@/features/catalog/views';
import { loadRecipeMessages } from '@/i18n/translators';
import { defineBlock } from '../types';

const schema = z.looseObject({
  heading: z.string(),
  intro: z.string().nullish(),
  count: z
    .number()
    .int()
    .min(1)
    .max(24)
    .nullish()
    .transform((v) => v ?? 6),
  tag: z.string().nullish(),
});

/** blocks.recipes: the newest recipes of the market, optionally with one tag. */
export const definition = defineBlock({
  schema,
  load: async (data, context) => {
    const [recipes, recipeCard] = await Promise.all([getRecipes(context.market.code), loadRecipeMessages()]);
    return { ...data, recipeCard, recipes: selectRecipes(recipes, { count: data.count, tag: data.tag }) };
  },
  View: ({ data, context }) => {
    const { recipes, recipeCard } = data;
    return (
      <div className="mx-auto max-w-6xl px-4" data-block-view="recipes">
        <h2 className="text-3xl font-semibold">{data.heading}</h2>
        {data.intro && <p className="mt-2 max-w-prose text-secondary">{data.intro}</p>}
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recipes.map((recipe) => (
            <li key={recipe.documentId}>
              <RecipeCard recipe={recipe} market={context.market.code} t={recipeCard} />
            </li>
          ))}
        </ul>
      </div>
    );
  },
});
