import 'server-only';
import { cache } from 'react';
import { type Market, DEFAULT_MARKET_CODE, requireMarket } from '@qilak/markets';

/**
 * The market of the request being rendered, shared by layout, page and not-found within one render.
 * not-found.tsx gets no params, so the layout and page record the market here before anything can throw.
 */
const store = cache(() => ({ market: requireMarket(DEFAULT_MARKET_CODE) }));

export function setRequestMarket(market: Market): void {
  store().market = market;
}

export function getRequestMarket(): Market {
  return store().market;
}
