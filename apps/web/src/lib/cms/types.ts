/** Domain types of CMS content; pages import these, never the raw Strapi shapes. */
export interface Media {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface Localization {
  locale: string;
  slug: string;
}

export interface Seo {
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: Media;
  noIndex: boolean;
}

export interface RawBlock {
  __component: string;
  [field: string]: unknown;
}

export interface Page {
  documentId: string;
  slug: string;
  title: string;
  locale: string;
  updatedAt?: string;
  seo: Seo;
  blocks: RawBlock[];
  localizations: Localization[];
}

export interface NewsTeaser {
  slug: string;
  title: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  teaser?: string;
  category?: string;
  cover?: Media;
}

export interface NewsArticle extends NewsTeaser {
  documentId: string;
  locale: string;
  updatedAt?: string;
  seo: Seo;
  blocks: RawBlock[];
  localizations: Localization[];
}

/** One node of the navigation tree (CMS-CALLS), the shape lib/routing's navigationLinks reads. */
export interface NavigationTreeNode {
  entry: { id: number; headline: string; slug: string };
  color: string | null;
  children: NavigationTreeNode[];
}

/** A market's global settings (site name, title separator, 404 page, footer, social links). */
export interface GlobalConfig {
  siteName: string;
  description: string;
  separator: string;
  twitterHandle?: string;
  page404Slug?: string;
  /** The page holding the `search` block (the results page of the header's search box). */
  searchPageSlug?: string;
  defaultShareImage?: Media;
  footer: {
    text?: string;
    copyright?: string;
    columns: { heading: string; links: { label: string; url: string; openInNewTab: boolean }[] }[];
  };
  socialLinks: { platform: string; url: string }[];
}

export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'advanced'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

export interface RecipeIngredient {
  amount: string | null;
  unit: string | null;
  name: string;
  productId: string | null;
}

export interface ProductRef {
  productId: string;
  itemNumber: string | null;
  label: string | null;
}

/** Strapi blocks JSON, rendered by @strapi/blocks-react-renderer; its node shapes are checked by the renderer. */
export type RichTextBlocks = Record<string, unknown>[];

export interface Recipe {
  documentId: string;
  slug: string;
  title: string;
  locale: string;
  teaser: string | null;
  image?: Media;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  difficulty: RecipeDifficulty | null;
  tags: string[];
  ingredients: RecipeIngredient[];
  steps: RichTextBlocks;
  relatedProducts: ProductRef[];
  seo: Seo;
  localizations: Localization[];
  updatedAt?: string;
  publishedAt?: string;
}
