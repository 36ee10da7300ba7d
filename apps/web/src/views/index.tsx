import type { Metadata } from 'next';
import { pageNotFound } from '@/lib/routing/not-found';
import { getRequestMarket } from '@/i18n/market';
import type { ParsedRoute } from '@/lib/routing';
import { ArticleView, articleMetadata } from './article';
import { ContentPageView, contentPageMetadata } from './content-page';
import { PrintCatalogView, printCatalogMetadata } from './print-catalog';
import { ProductView, productMetadata } from './product';
import { RecipeView, recipeMetadata } from './recipe';

/** One renderer per route kind; the catch-all page only dispatches here. */
export async function renderRoute(route: ParsedRoute, fullPath: string) {
  const market = getRequestMarket();
  switch (route.kind) {
    case 'page':
      return <ContentPageView market={market} route={route} fullPath={fullPath} />;
    case 'article':
      return <ArticleView market={market} route={route} fullPath={fullPath} />;
    case 'product':
    case 'variant':
      return <ProductView market={market} route={route} fullPath={fullPath} />;
    case 'recipe':
      return <RecipeView market={market} route={route} fullPath={fullPath} />;
    case 'print':
      return <PrintCatalogView market={market} route={route} fullPath={fullPath} />;
    default:
      return missing();
  }
}

export async function routeMetadata(route: ParsedRoute, fullPath: string): Promise<Metadata> {
  const market = getRequestMarket();
  switch (route.kind) {
    case 'page':
      return contentPageMetadata(market, route, fullPath);
    case 'article':
      return articleMetadata(market, route, fullPath);
    case 'product':
    case 'variant':
      return productMetadata(market, route, fullPath);
    case 'recipe':
      return recipeMetadata(market, route, fullPath);
    case 'print':
      return printCatalogMetadata();
    default:
      return {};
  }
}

/** Spec section 8: no match is the non-fatal 404; the catch-all page renders the market's 404 page for it. */
export function missing(): never {
  pageNotFound();
}
