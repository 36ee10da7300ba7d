/** The eleven market sites (MARKET-TABLE). Everything else reads markets from here. */

export type MarketType = 'Corporate' | 'Market' | 'B2C';

export type MarketCode =
  'en-GLOBAL' | 'da-DK' | 'sv-SE' | 'de-DE' | 'en-GB' | 'en-CN' | 'fr-FR' | 'kl-GL' | 'da-GL' | 'en-US' | 'en-JP';

/** Languages used for cookie banners (MARKET-COOKIE-LANGUAGE, CONSENT-BANNER-LANGUAGE). */
export type CookieLanguage = 'DA' | 'DE' | 'EN' | 'FR' | 'IT' | 'JA' | 'KL' | 'NB' | 'SV' | 'ZH';

/** The language the content is written in; several markets share one. */
export type ContentLanguage = 'en' | 'da' | 'sv' | 'de' | 'fr' | 'kl';

export interface Market {
  name: string;
  type: MarketType;
  code: MarketCode;
  /** BCP 47 tag for Intl formatting and `<html lang>`; never compare market codes through Intl output. */
  language: string;
  hreflang: string;
  baseUrl: string;
  domains: readonly string[];
  defaultForDomains: readonly string[];
  cookieLanguage: CookieLanguage;
  /** Only en-GLOBAL: served unprefixed on the default domain. */
  domainDefault?: true;
  /** Source file label of the market's message catalogue. */
  files: string;
  /** Which language the market's content is written in (derived from `language`, kept explicit). */
  contentLanguage: ContentLanguage;
}

/** The default domain set: 11 hosts, including a static-hosting preview host and the production host. */
export const DEFAULT_DOMAINS = [
  'www.qilakseafood.com',
  'qilakseafood.com',
  'qilak-seafood.azurestaticapps.net',
  'preview.qilakseafood.com',
  'staging.qilakseafood.com',
  'qilakseafood.dk',
  'qilakseafood.se',
  'qilakseafood.de',
  'qilakseafood.fr',
  'qilakseafood.gl',
  'localhost',
] as const;

export const PRODUCTION_BASE_URL = 'https://www.qilakseafood.com';

const common = {
  type: 'Market' as const,
  baseUrl: PRODUCTION_BASE_URL,
  domains: DEFAULT_DOMAINS,
};

export const MARKETS: readonly Market[] = [
  {
    ...common,
    name: 'Global',
    code: 'en-GLOBAL',
    language: 'en',
    hreflang: 'en',
    cookieLanguage: 'EN',
    domainDefault: true,
    defaultForDomains: DEFAULT_DOMAINS,
    files: 'en-GLOBAL.json',
    contentLanguage: 'en',
  },
  {
    ...common,
    name: 'Danmark',
    code: 'da-DK',
    language: 'da-DK',
    hreflang: 'da-DK',
    cookieLanguage: 'DA',
    defaultForDomains: [],
    files: 'da-DK.json',
    contentLanguage: 'da',
  },
  {
    ...common,
    name: 'Sverige',
    code: 'sv-SE',
    language: 'sv-SE',
    hreflang: 'sv-SE',
    cookieLanguage: 'SV',
    defaultForDomains: [],
    files: 'sv-SE.json',
    contentLanguage: 'sv',
  },
  {
    ...common,
    name: 'Deutschland',
    code: 'de-DE',
    language: 'de-DE',
    hreflang: 'de-DE',
    cookieLanguage: 'DE',
    defaultForDomains: [],
    files: 'de-DE.json',
    contentLanguage: 'de',
  },
  {
    ...common,
    name: 'United Kingdom',
    code: 'en-GB',
    language: 'en-GB',
    hreflang: 'en-GB',
    cookieLanguage: 'EN',
    defaultForDomains: [],
    files: 'en-GB.json',
    contentLanguage: 'en',
  },
  {
    ...common,
    name: 'China - EN',
    code: 'en-CN',
    language: 'en',
    hreflang: 'en-CN',
    cookieLanguage: 'ZH',
    defaultForDomains: [],
    files: 'en-CN.json',
    contentLanguage: 'en',
  },
  {
    ...common,
    name: 'France',
    code: 'fr-FR',
    language: 'fr-FR',
    hreflang: 'fr-FR',
    cookieLanguage: 'FR',
    defaultForDomains: [],
    files: 'fr-FR.json',
    contentLanguage: 'fr',
  },
  {
    ...common,
    name: 'Kalaaliit Nunaat - KL',
    code: 'kl-GL',
    language: 'kl-GL',
    hreflang: 'kl-GL',
    cookieLanguage: 'KL',
    defaultForDomains: [],
    files: 'kl-GL.json',
    contentLanguage: 'kl',
  },
  {
    ...common,
    name: 'Kalaaliit Nunaat - DA',
    code: 'da-GL',
    language: 'da',
    hreflang: 'da-GL',
    cookieLanguage: 'DA',
    defaultForDomains: [],
    files: 'da-GL.json',
    contentLanguage: 'da',
  },
  {
    ...common,
    name: 'North America',
    code: 'en-US',
    language: 'en-US',
    hreflang: 'en-US',
    cookieLanguage: 'EN',
    defaultForDomains: [],
    files: 'en-US.json',
    contentLanguage: 'en',
  },
  {
    ...common,
    name: 'Japan - EN',
    code: 'en-JP',
    language: 'en',
    hreflang: 'en-JP',
    cookieLanguage: 'JA',
    defaultForDomains: [],
    files: 'en-JP.json',
    contentLanguage: 'en',
  },
];

export const MARKET_CODES: readonly MarketCode[] = MARKETS.map((m) => m.code);

/** The market served unprefixed (docs/BEHAVIOUR-deviations.md: unprefixed paths serve en-GLOBAL). */
export const DEFAULT_MARKET_CODE: MarketCode = 'en-GLOBAL';

/**
 * The original specification's default locale; kept in site config (LOCALE-ROOT-NEGOTIATION's deviation), not
 * used as the unprefixed market.
 */
export const DEFAULT_LOCALE = 'en-US';

/** MARKET-COUNTRY-MAP: country (ISO 3166-1 alpha-2) to market; every other country goes to en-GLOBAL. */
export const COUNTRY_TO_MARKET: Readonly<Record<string, MarketCode>> = {
  DK: 'da-DK',
  GL: 'kl-GL',
  GB: 'en-GB',
  US: 'en-US',
  CA: 'en-US',
  DE: 'de-DE',
  AT: 'de-DE',
  CH: 'de-DE',
  SE: 'sv-SE',
  FR: 'fr-FR',
  CN: 'en-CN',
  JP: 'en-JP',
};
