import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
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

/** `query` is the request's whitelisted query (the proxy passes it on), for the canonical URL. */
export async function routeMetadata(route: ParsedRoute, query = ''): Promise<Metadata> {
  const market = getRequestMarket();
  switch (route.kind) {
    case 'page':
      return contentPageMetadata(market, route, query);
    case 'article':
      return articleMetadata(market, route, query);
    case 'product':
    case 'variant':
      return productMetadata(market, route, query);
    case 'recipe':
      return recipeMetadata(market, route, query);
    case 'print':
      return printCatalogMetadata(market, route, query);
    default:
      return {};
  }
}

/**
 * Spec section 8: no match is the non-fatal 404 "Page not found: {path}". The path is not passed on: Next
 * renders a market's not-found page once and reuses it for every missing path, so the page writes the message
 * with the path in the browser (components/site/NotFoundMessage.tsx).
 */
export function missing(): never {
  notFound();
}
