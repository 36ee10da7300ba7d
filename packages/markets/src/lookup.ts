import { COUNTRY_TO_MARKET, DEFAULT_MARKET_CODE, MARKETS, type Market, type MarketCode } from './markets';

const byCode = new Map<string, Market>(MARKETS.map((m) => [m.code, m]));
const byLowerCode = new Map<string, Market>(MARKETS.map((m) => [m.code.toLowerCase(), m]));

export function isMarketCode(value: string): value is MarketCode {
  return byCode.has(value);
}

/** Exact lookup by market code; undefined for anything else. */
export function getMarket(code: string): Market | undefined {
  return byCode.get(code);
}

/** Lookup ignoring letter case (`da-dk` -> da-DK); used to correct a wrongly cased prefix. */
export function findMarketIgnoringCase(code: string): Market | undefined {
  return byLowerCode.get(code.toLowerCase());
}

export function requireMarket(code: string): Market {
  const market = byCode.get(code);
  if (!market) throw new Error(`Unknown market code: ${code}`);
  return market;
}

export function defaultMarket(): Market {
  return requireMarket(DEFAULT_MARKET_CODE);
}

/** The market domain-default for unprefixed URLs (en-GLOBAL). */
export function domainDefaultMarket(): Market | undefined {
  return MARKETS.find((m) => m.domainDefault);
}

/** MARKET-COUNTRY-MAP: country to market; unknown countries go to the global English market. */
export function marketForCountry(countryCode: string): Market {
  const code = COUNTRY_TO_MARKET[countryCode.trim().toUpperCase()] ?? DEFAULT_MARKET_CODE;
  return requireMarket(code);
}

/** Markets whose domain list holds the host (port ignored); the first is the host's default. */
export function marketsForHost(host: string): Market[] {
  const bare = host.toLowerCase().replace(/:\d+$/, '');
  return MARKETS.filter((m) => m.domains.includes(bare));
}

/** The default market of a host: one that lists the host in defaultForDomains, else en-GLOBAL. */
export function defaultMarketForHost(host: string): Market {
  const bare = host.toLowerCase().replace(/:\d+$/, '');
  return MARKETS.find((m) => m.defaultForDomains.includes(bare)) ?? defaultMarket();
}

/** True when the market is served without a path prefix. */
export function isUnprefixed(market: Market): boolean {
  return market.domainDefault === true;
}

/** The path prefix of a market: '' for the domain default, '/{code}' otherwise. */
export function marketPrefix(market: Market): string {
  return isUnprefixed(market) ? '' : `/${market.code}`;
}

/** MARKET-ROOT-URL: the root URL is baseUrl for the default-domain market, else baseUrl + /{code}. */
export function marketRootUrl(market: Market, baseUrl: string = market.baseUrl): string {
  return `${baseUrl.replace(/\/+$/, '')}${marketPrefix(market)}`;
}

/**
 * MARKET-GLOBAL-HOME (the 500 page's link): the base URL of the English-global market, or undefined when the table has none
 * (then the page shows no "Go to the global homepage" button).
 */
export function globalHomepageUrl(markets: readonly Market[] = MARKETS): string | undefined {
  const global = markets.find((m) => m.code === DEFAULT_MARKET_CODE);
  return global ? marketRootUrl(global) : undefined;
}

/** Markets sharing one content language (used for seed content and product texts). */
export function marketsByContentLanguage(): Map<string, Market[]> {
  const groups = new Map<string, Market[]>();
  for (const m of MARKETS) groups.set(m.contentLanguage, [...(groups.get(m.contentLanguage) ?? []), m]);
  return groups;
}
