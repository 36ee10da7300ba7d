import 'server-only';
import { cache } from 'react';
import { getMarket, type Market, DEFAULT_MARKET_CODE, requireMarket } from '@qilak/markets';

/**
 * The market of the request being rendered, shared by layout, page and not-found within one render.
 * not-found.tsx gets no params, so the page and layout record the market here before anything can throw.
 */
const store = cache(() => ({ market: requireMarket(DEFAULT_MARKET_CODE), notFoundMessage: undefined as string | undefined }));

export function setRequestMarket(market: Market): void {
  store().market = market;
}

export function getRequestMarket(): Market {
  return store().market;
}

/** The message the 404 page shows ("Page not found: /x" or "Page Not Found: /x" for a failed validation). */
export function setNotFoundMessage(message: string): void {
  store().notFoundMessage = message;
}

export function getNotFoundMessage(): string | undefined {
  return store().notFoundMessage;
}

export function marketFromParam(param: string): Market | undefined {
  return getMarket(param);
}
