import { describe, expect, it } from 'vitest';
import { blocksToLines, recipeJsonLd } from './recipe-json-ld';
import type { Recipe } from './types';

const recipe: Recipe = {
  documentId: 'd',
  slug: 'prawn-open-sandwich',
  title: 'Prawn open sandwich',
  locale: 'en-GB',
  teaser: 'Nordic classic',
  servings: 4,
  prepMinutes: 15,
  cookMinutes: null,
  difficulty: 'easy',
  tags: ['prawns'],
  ingredients: [
    { amount: '400', unit: 'g', name: 'prawns', productId: 'P-1001' },
    { amount: null, unit: null, name: 'dill', productId: null },
  ],
  steps: [
    { type: 'heading', level: 2, children: [{ type: 'text', text: 'Method' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Butter the ' },
        { type: 'text', text: 'bread.', bold: true },
      ],
    },
    {
      type: 'list',
      format: 'ordered',
      children: [
        { type: 'list-item', children: [{ type: 'text', text: 'Pile on prawns.' }] },
        { type: 'list-item', children: [{ type: 'text', text: 'Add dill.' }] },
      ],
    },
  ],
  relatedProducts: [],
  seo: { noIndex: false },
  localizations: [],
};

describe('Recipe JSON-LD', () => {
  it('turns Strapi blocks into instruction lines, one per paragraph or list item', () => {
    expect(blocksToLines(recipe.steps)).toEqual(['Butter the bread.', 'Pile on prawns.', 'Add dill.']);
  });

  it('gives times as ISO durations, the yield and the ingredients as text', () => {
    const ld = recipeJsonLd(recipe, {
      url: 'https://x/r/prawn-open-sandwich',
      language: 'en-GB',
      images: ['https://x/i.jpg'],
      author: { id: 'https://x/#organization', name: 'Qilak Seafood', url: 'https://x/' },
    });
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Prawn open sandwich',
      prepTime: 'PT15M',
      totalTime: 'PT15M',
      recipeYield: '4',
      keywords: 'prawns',
    });
    expect(ld.cookTime).toBeUndefined();
    expect(ld.recipeIngredient).toEqual(['400 g prawns', 'dill']);
    expect(ld.recipeInstructions).toHaveLength(3);
  });
});
