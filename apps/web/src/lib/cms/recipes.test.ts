import { describe, expect, it } from 'vitest';
import { recipeSchema, recipesForProduct, reshapeRecipe, selectRecipes } from './recipes';

const raw = {
  documentId: 'd1',
  slug: 'rejemad',
  title: 'Rejemad',
  locale: 'da-DK',
  teaser: 'Klassisk',
  image: { url: '/uploads/recipe_prawns.jpg', alternativeText: null, width: 1200, height: 800 },
  servings: 4,
  prepMinutes: 15,
  cookMinutes: null,
  difficulty: 'easy',
  tags: ['prawns', 3, 'starter'],
  ingredients: [{ id: 1, amount: '400', unit: 'g', name: 'Rejer', productId: 'P-1001' }],
  steps: [{ type: 'paragraph', children: [{ type: 'text', text: 'Smør brødet.' }] }],
  relatedProducts: [{ id: 2, productId: 'P-1005', itemNumber: null, label: null }],
  seo: null,
  localizations: [{ locale: 'en-GB', slug: 'prawn-open-sandwich' }],
};

describe('recipes from the CMS', () => {
  const recipe = reshapeRecipe(recipeSchema.parse(raw));

  it('reshape media, tags, components and blocks into the domain type', () => {
    expect(recipe.image).toEqual({ url: '/cms-media/recipe_prawns.jpg', alt: '', width: 1200, height: 800 });
    expect(recipe.tags).toEqual(['prawns', 'starter']);
    expect(recipe.ingredients).toEqual([{ amount: '400', unit: 'g', name: 'Rejer', productId: 'P-1001' }]);
    expect(recipe.relatedProducts).toEqual([{ productId: 'P-1005', itemNumber: null, label: null }]);
    expect(recipe.steps).toHaveLength(1);
    expect(recipe.localizations).toEqual([{ locale: 'en-GB', slug: 'prawn-open-sandwich' }]);
  });

  it('find recipes by product through related products and ingredients', () => {
    expect(recipesForProduct([recipe], 'P-1001')).toHaveLength(1);
    expect(recipesForProduct([recipe], 'P-1005')).toHaveLength(1);
    expect(recipesForProduct([recipe], 'P-1002')).toHaveLength(0);
  });

  it('select by tag (case-insensitive) and count', () => {
    const other = { ...recipe, slug: 'x', tags: ['cod'] };
    expect(selectRecipes([recipe, other], { count: 6, tag: 'PRAWNS' }).map((r) => r.slug)).toEqual(['rejemad']);
    expect(selectRecipes([recipe, other], { count: 1 }).map((r) => r.slug)).toEqual(['rejemad']);
    expect(selectRecipes([recipe, other], { count: 6, tag: '' })).toHaveLength(2);
  });
});
