/**
 * Real data for the search tests: the product service's own catalogue generator (the catalogue the stack
 * serves) and the CMS seed content, reshaped into the domain types the pages render.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarketCode } from '@qilak/markets';
import { deriveCatalog } from '@/features/catalog/query';
import type { NewsArticle, Page, Recipe } from '@/lib/cms';
import { generateCulture } from '@qilak/pim/generate';
import type { RawProduct } from '@qilak/pim-contract';
import { catalogDocuments, newsDocuments, pageDocuments, recipeDocuments, type SearchDocument } from './documents';

const SEED = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../cms/seed/content');

interface SeedEntry {
  key: string;
  slug: string;
  title: string;
  teaser?: string;
  date?: string;
  seo?: { metaTitle?: string; metaDescription?: string; noIndex?: boolean };
  blocks?: { __component: string; [field: string]: unknown }[];
  tags?: string[];
  ingredients?: { amount?: string; unit?: string; name: string; productId?: string }[];
  steps?: string[];
}

interface SeedFile {
  pages: SeedEntry[];
  news: SeedEntry[];
  recipes: SeedEntry[];
}

const seo = (e: SeedEntry) => ({
  metaTitle: e.seo?.metaTitle,
  metaDescription: e.seo?.metaDescription,
  noIndex: e.seo?.noIndex ?? false,
});

export function seedContent(language: string): { pages: Page[]; news: NewsArticle[]; recipes: Recipe[] } {
  const file = JSON.parse(readFileSync(path.join(SEED, `${language}.json`), 'utf8')) as SeedFile;
  return {
    pages: file.pages.map((p) => ({
      documentId: `doc-${p.key}`,
      slug: p.slug,
      title: p.title,
      locale: language,
      seo: seo(p),
      blocks: p.blocks ?? [],
      localizations: [],
    })),
    news: file.news.map((n) => ({
      documentId: `doc-${n.key}`,
      slug: n.slug,
      title: n.title,
      date: n.date ?? '2026-01-01',
      teaser: n.teaser,
      locale: language,
      seo: seo(n),
      blocks: n.blocks ?? [],
      localizations: [],
    })),
    recipes: file.recipes.map((r) => ({
      documentId: `doc-${r.key}`,
      slug: r.slug,
      title: r.title,
      locale: language,
      teaser: r.teaser ?? null,
      servings: null,
      prepMinutes: null,
      cookMinutes: null,
      difficulty: null,
      tags: r.tags ?? [],
      ingredients: (r.ingredients ?? []).map((i) => ({
        amount: i.amount ?? null,
        unit: i.unit ?? null,
        name: i.name,
        productId: i.productId ?? null,
      })),
      steps: (r.steps ?? []).map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
      relatedProducts: [],
      seo: seo(r),
      localizations: [],
    })),
  };
}

/** The market's generated catalogue, derived; `edit` changes the raw products first (an editor's change). */
export function seedCatalog(market: MarketCode, edit?: (products: RawProduct[]) => RawProduct[]) {
  const generated = generateCulture(market);
  const products = edit ? edit(generated.products) : generated.products;
  return deriveCatalog(
    { Culture: market, LastChanged: generated.lastChanged, Products: products },
    generated.category,
    generated.attributes,
  );
}

/** Every document of a market, as the server's index builds them. */
export function seedDocuments(
  market: MarketCode,
  language: string,
  edit?: (products: RawProduct[]) => RawProduct[],
): SearchDocument[] {
  const content = seedContent(language);
  return [
    ...pageDocuments(market, content.pages, ['not-found', 'page-not-found']),
    ...newsDocuments(market, content.news),
    ...recipeDocuments(market, content.recipes),
    ...catalogDocuments(market, seedCatalog(market, edit)),
  ];
}
