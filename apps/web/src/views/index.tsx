import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getRequestMarket } from '@/i18n/market';
import type { ParsedRoute } from '@/lib/routing';
import { ArticleView, articleMetadata, loadArticle } from './article';
import { ContentPageView, contentPageMetadata, loadContentPage } from './content-page';
import { PrintCatalogView, loadPrintCatalog, printCatalogMetadata } from './print-catalog';
import { ProductView, loadProductPage, productMetadata } from './product';
import { RecipeView, loadRecipePage, recipeMetadata } from './recipe';
import { missing } from './missing';
import type { RouteOptions } from './options';

export type { RouteOptions } from './options';
export { NotFoundPage, loadNotFoundPage, type NotFoundPageData } from './not-found';

/**
 * One view per route kind; the catch-all page only dispatches here. Each kind's load fetches everything its page
 * shows (and calls missing() for an entry that does not exist); its view is a synchronous function of that.
 * Awaiting this settles the whole page, found or not, before anything renders.
 */
export async function renderRoute(
  route: ParsedRoute,
  fullPath: string,
  options: RouteOptions = {},
): Promise<ReactNode> {
  const market = getRequestMarket();
  switch (route.kind) {
    case 'page':
      return <ContentPageView data={await loadContentPage(market, route, options)} />;
    case 'article':
      return <ArticleView data={await loadArticle(market, route, fullPath, options)} />;
    case 'product':
    case 'variant':
      return <ProductView data={await loadProductPage(market, route)} />;
    case 'recipe':
      return <RecipeView data={await loadRecipePage(market, route)} />;
    case 'print':
      return <PrintCatalogView data={await loadPrintCatalog(market, route)} />;
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
