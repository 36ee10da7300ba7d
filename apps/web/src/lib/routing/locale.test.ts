import { MARKETS, requireMarket } from '@qilak/markets';
import { describe, expect, it } from 'vitest';
import { GEO_COOKIE, LOCALE_COOKIE, languageMatchScore, negotiateRootLocale, parseAcceptLanguage } from './locale';

describe('negotiateRootLocale from Accept-Language', () => {
  it.each([
    ['da-DK,da;q=0.9', 'da-DK'],
    ['da', 'da-DK'], // language-only: first Danish market in table order
    ['sv', 'sv-SE'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-GB'],
    ['en', null], // plain English stays global, not North America (docs/BEHAVIOUR-deviations.md)
    ['de-AT', 'de-DE'],
    ['kl', 'kl-GL'],
    ['ja', null],
    ['fr-CA,fr;q=0.8', 'fr-FR'],
    // More of the same rule.
    ['da-GL', 'da-GL'],
    ['kl-GL,da;q=0.8', 'kl-GL'],
    ['DA-dk', 'da-DK'],
    ['en-AU', null],
    ['en-CN', 'en-CN'],
    ['en-JP', 'en-JP'],
    ['zh-CN,zh;q=0.9', null],
    ['ja,en-GB;q=0.8', 'en-GB'], // the first language no market serves is passed over
    ['de;q=0.5,en-US', 'en-US'], // q-values, not header order, rank the languages
    ['en-US;q=0,da', 'da-DK'], // q=0 means "not this one"
    ['da, en-US', 'da-DK'], // the visitor's first choice decides even if a later one matches exactly
    ['de-CH,de;q=0.9,en;q=0.8', 'de-DE'],
    ['en-GB;q=0.9,en;q=1', null],
    ['*', null],
    ['*,sv;q=0.5', 'sv-SE'],
    ['da_DK', 'da-DK'],
    ['xx;q=abc, sv', 'sv-SE'], // a malformed entry is skipped, not fatal
    ['<script>, sv', 'sv-SE'],
    ['', null],
  ] as const)('%j -> %s', (acceptLanguage, expected) => {
    expect(negotiateRootLocale({ acceptLanguage })).toBe(expected);
  });

  it('handles a missing header and absurd ones', () => {
    expect(negotiateRootLocale({})).toBeNull();
    expect(negotiateRootLocale({ acceptLanguage: null })).toBeNull();
    expect(negotiateRootLocale({ acceptLanguage: 'x,'.repeat(100_000) })).toBeNull();
    expect(negotiateRootLocale({ acceptLanguage: `${'ja,'.repeat(40)}da` })).toBeNull(); // only the first 32 entries count
  });
});

describe('negotiateRootLocale with the i18n_redirected cookie', () => {
  it.each([
    [{ cookie: 'sv-SE', acceptLanguage: 'da' }, 'sv-SE'],
    [{ cookie: 'en-GLOBAL', acceptLanguage: 'da' }, null],
    [{ cookie: 'da-dk', acceptLanguage: 'sv' }, 'da-DK'],
    [{ cookie: 'bogus', acceptLanguage: 'sv' }, 'sv-SE'],
    [{ cookie: '', acceptLanguage: 'de' }, 'de-DE'],
    [{ cookie: null, acceptLanguage: 'en' }, null],
  ] as const)('%j -> %s', (input, expected) => {
    expect(negotiateRootLocale(input)).toBe(expected);
  });
});

describe('languageMatchScore: exact (code or hreflang) 2, language part 1, else 0', () => {
  it.each([
    ['en', 'en-GLOBAL', 2],
    ['en', 'en-US', 1],
    ['en-US', 'en-US', 2],
    ['en-us', 'en-US', 2],
    ['en-US', 'en-GB', 1],
    ['da', 'da-DK', 1],
    ['da', 'da-GL', 1], // da-GL's `language` is plain `da`, but that is a formatting tag, not an exact match
    ['da-GL', 'da-GL', 2],
    ['ja', 'en-JP', 0],
    ['zh', 'en-CN', 0],
    ['kl', 'kl-GL', 1],
  ] as const)('%s vs %s = %d', (tag, code, score) => {
    expect(languageMatchScore(tag, requireMarket(code))).toBe(score);
  });

  it('gives every market an exact score for its own code', () => {
    for (const market of MARKETS) expect(languageMatchScore(market.code, market)).toBe(2);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q, then header order, dropping *, q=0 and malformed entries', () => {
    expect(parseAcceptLanguage('fr-CA, fr;q=0.8, en-US;q=0.9, *;q=0.1, de;q=0, x y, sv;q=1.5')).toEqual([
      'fr-CA',
      'en-US',
      'fr',
    ]);
    expect(parseAcceptLanguage(' da ; q = 0.7 , sv ')).toEqual(['sv', 'da']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('cookie constants (LOCALE-COOKIE, GEO-COOKIE)', () => {
  it('locale cookie: i18n_redirected, 365 days, path /, sameSite lax', () => {
    expect(LOCALE_COOKIE).toEqual({ name: 'i18n_redirected', maxAgeSeconds: 31_536_000, path: '/', sameSite: 'lax' });
  });

  it('geo cookie: geo_redirect_done, 365 days, path /', () => {
    expect(GEO_COOKIE).toEqual({ name: 'geo_redirect_done', maxAgeSeconds: 31_536_000, path: '/' });
  });
});
