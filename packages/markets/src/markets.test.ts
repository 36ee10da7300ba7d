import { describe, expect, it } from 'vitest';
import {
  COUNTRY_TO_MARKET,
  DEFAULT_DOMAINS,
  MARKETS,
  findMarketIgnoringCase,
  getMarket,
  marketForCountry,
  marketRootUrl,
} from './index';

describe('markets table', () => {
  it('has the eleven markets of MARKET-TABLE with their names, languages and cookie languages', () => {
    const rows = MARKETS.map((m) => [m.code, m.name, m.language, m.cookieLanguage]);
    expect(rows).toEqual([
      ['en-GLOBAL', 'Global', 'en', 'EN'],
      ['da-DK', 'Danmark', 'da-DK', 'DA'],
      ['sv-SE', 'Sverige', 'sv-SE', 'SV'],
      ['de-DE', 'Deutschland', 'de-DE', 'DE'],
      ['en-GB', 'United Kingdom', 'en-GB', 'EN'],
      ['en-CN', 'China - EN', 'en', 'ZH'],
      ['fr-FR', 'France', 'fr-FR', 'FR'],
      ['kl-GL', 'Kalaaliit Nunaat - KL', 'kl-GL', 'KL'],
      ['da-GL', 'Kalaaliit Nunaat - DA', 'da', 'DA'],
      ['en-US', 'North America', 'en-US', 'EN'],
      ['en-JP', 'Japan - EN', 'en', 'JA'],
    ]);
  });

  it('marks only en-GLOBAL as domain default and every market as type Market', () => {
    expect(MARKETS.filter((m) => m.domainDefault).map((m) => m.code)).toEqual(['en-GLOBAL']);
    expect(new Set(MARKETS.map((m) => m.type))).toEqual(new Set(['Market']));
  });

  it('has eleven default domains', () => {
    expect(DEFAULT_DOMAINS).toHaveLength(11);
  });

  it('maps countries as MARKET-COUNTRY-MAP says, others to en-GLOBAL', () => {
    expect(COUNTRY_TO_MARKET).toMatchObject({ DK: 'da-DK', GL: 'kl-GL', CA: 'en-US', AT: 'de-DE', CH: 'de-DE' });
    expect(marketForCountry('ca').code).toBe('en-US');
    expect(marketForCountry('BR').code).toBe('en-GLOBAL');
  });

  it('finds a market by code exactly or ignoring case', () => {
    expect(getMarket('da-dk')).toBeUndefined();
    expect(findMarketIgnoringCase('DA-dk')?.code).toBe('da-DK');
  });

  it('builds root URLs: baseUrl for the domain default, baseUrl/{code} otherwise', () => {
    expect(marketRootUrl(getMarket('en-GLOBAL')!, 'http://x.test/')).toBe('http://x.test');
    expect(marketRootUrl(getMarket('kl-GL')!, 'http://x.test')).toBe('http://x.test/kl-GL');
  });
});
