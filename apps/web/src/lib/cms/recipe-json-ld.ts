import type { Organization, Recipe as SchemaRecipe, WithContext } from 'schema-dts';
import type { Recipe, RichTextBlocks } from './types';

/** Plain text of Strapi blocks, one line per paragraph or list item; headings are left out (JSON-LD steps). */
export function blocksToLines(blocks: RichTextBlocks): string[] {
  const text = (node: unknown): string => {
    if (typeof node !== 'object' || node === null) return '';
    const n = node as { text?: unknown; children?: unknown };
    if (typeof n.text === 'string') return n.text;
    return Array.isArray(n.children) ? n.children.map(text).join('') : '';
  };
  return blocks
    .flatMap((block) => {
      const b = block as { type?: unknown; children?: unknown };
      if (b.type === 'heading') return [];
      if (b.type === 'list' && Array.isArray(b.children)) return b.children.map(text);
      return [text(block)];
    })
    .map((s) => s.trim())
    .filter(Boolean);
}

const duration = (minutes: number | null) => (minutes ? `PT${minutes}M` : undefined);

export interface RecipeJsonLdOptions {
  url: string;
  language: string;
  /** Absolute image URLs (the 1200×630 card first); Google requires at least one. */
  images: readonly string[];
  /** The publishing organization (the recipes are the producer's own). */
  author: { id: string; name: string; url: string };
  datePublished?: string;
  dateModified?: string;
  /** "Main course", "Starter": the recipe's first tag when it has one. */
  category?: string;
}

/** schema.org Recipe with the ingredients as text and one HowToStep per instruction line. */
export function recipeJsonLd(recipe: Recipe, options: RecipeJsonLdOptions): WithContext<SchemaRecipe> {
  const total = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
  const author: Organization = {
    '@type': 'Organization',
    '@id': options.author.id,
    name: options.author.name,
    url: options.author.url,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.teaser ?? undefined,
    url: options.url,
    image: options.images.length ? [...options.images] : undefined,
    inLanguage: options.language,
    author,
    publisher: author,
    datePublished: options.datePublished,
    dateModified: options.dateModified,
    recipeYield: recipe.servings ? String(recipe.servings) : undefined,
    prepTime: duration(recipe.prepMinutes),
    cookTime: duration(recipe.cookMinutes),
    totalTime: duration(total || null),
    recipeCategory: options.category,
    recipeCuisine: 'Nordic',
    keywords: recipe.tags.length ? recipe.tags.join(', ') : undefined,
    recipeIngredient: recipe.ingredients.map((i) => [i.amount, i.unit, i.name].filter(Boolean).join(' ')),
    recipeInstructions: blocksToLines(recipe.steps).map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
      url: `${options.url}#step-${index + 1}`,
    })),
  };
}
