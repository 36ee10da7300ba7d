import { describe, expect, it, vi } from 'vitest';
import { MARKETS } from '@qilak/markets';
import {
  ALL_GRANTED,
  CONSENT_TEXTS,
  NONE_YET,
  chooseConsentProvider,
  consentAttributeValue,
  consentTexts,
  cookiebotCulture,
  createConsentStore,
  fromCookiebot,
} from './index';

describe('the consent store', () => {
  it('starts with nothing granted and unknown, and tells every reader once per changed answer', () => {
    const store = createConsentStore();
    expect(store.get()).toEqual(NONE_YET);
    const embeds = vi.fn();
    const tagManager = vi.fn();
    store.subscribe(embeds);
    const stop = store.subscribe(tagManager);
    store.set({ functional: true, statistic: true, marketing: true });
    expect(store.get()).toEqual(ALL_GRANTED);
    store.set({ functional: true, statistic: true, marketing: true }); // the provider's second event, same answer
    expect(embeds).toHaveBeenCalledTimes(1);
    stop();
    store.set({ functional: true, statistic: false, marketing: false }); // withdrawn in the preferences
    expect(store.get()).toEqual({ known: true, functional: true, statistic: false, marketing: false });
    expect(embeds).toHaveBeenCalledTimes(2);
    expect(tagManager).toHaveBeenCalledTimes(1);
  });

  it('counts "necessary only" as a known answer (the readers stop waiting)', () => {
    const store = createConsentStore();
    const reader = vi.fn();
    store.subscribe(reader);
    store.set({ functional: false, statistic: false, marketing: false });
    expect(store.get().known).toBe(true);
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('shows the decision on <html data-consent>: pending, then the granted categories', () => {
    expect(consentAttributeValue(NONE_YET)).toBe('pending');
    expect(consentAttributeValue({ known: true, functional: false, statistic: false, marketing: false })).toBe(
      'necessary',
    );
    expect(consentAttributeValue({ known: true, functional: true, statistic: false, marketing: true })).toBe(
      'necessary functional marketing',
    );
    expect(consentAttributeValue(ALL_GRANTED)).toBe('necessary functional statistic marketing');
  });
});

describe('the consent provider', () => {
  it('grants everything outside production, else the built-in banner or Cookiebot when its id is set', () => {
    expect(chooseConsentProvider({ production: false, language: 'DA', cookiebotId: 'abc' })).toEqual({
      kind: 'all-granted',
    });
    expect(chooseConsentProvider({ production: true, language: 'DA' })).toEqual({
      kind: 'banner',
      texts: CONSENT_TEXTS.DA,
    });
    expect(chooseConsentProvider({ production: true, language: 'JA', cookiebotId: ' ' })).toMatchObject({
      kind: 'banner',
    });
    expect(chooseConsentProvider({ production: true, language: 'ZH', cookiebotId: 'a1b2' })).toEqual({
      kind: 'cookiebot',
      id: 'a1b2',
      texts: CONSENT_TEXTS.ZH,
    });
  });

  it("maps Cookiebot's categories onto ours (preferences is functional, statistics statistic)", () => {
    expect(fromCookiebot({ preferences: true, statistics: false, marketing: true })).toEqual({
      functional: true,
      statistic: false,
      marketing: true,
    });
    expect(fromCookiebot({})).toEqual({ functional: false, statistic: false, marketing: false });
    expect(cookiebotCulture(CONSENT_TEXTS.ZH)).toBe('ZH');
    expect(cookiebotCulture(CONSENT_TEXTS.KL)).toBe('KL');
  });
});

describe('banner texts', () => {
  it('has every text in every cookie language, tagged with its own BCP 47 language', () => {
    const expectedLang = {
      EN: 'en',
      DA: 'da',
      SV: 'sv',
      DE: 'de',
      FR: 'fr',
      IT: 'it',
      JA: 'ja',
      KL: 'kl',
      NB: 'nb',
      ZH: 'zh-CN',
    };
    for (const [code, texts] of Object.entries(CONSENT_TEXTS)) {
      expect(texts.lang, code).toBe(expectedLang[code as keyof typeof expectedLang]);
      expect(texts.dir, code).toBe('ltr');
      for (const [key, value] of Object.entries(texts)) {
        if (key === 'explain') continue;
        expect(typeof value === 'string' && value.trim().length > 0, `${code}.${key}`).toBe(true);
      }
    }
  });

  it('gives each market the banner of its cookie language, English for an unknown one', () => {
    for (const market of MARKETS)
      expect(consentTexts(market.cookieLanguage)).toBe(CONSENT_TEXTS[market.cookieLanguage]);
    expect(consentTexts('XX')).toBe(CONSENT_TEXTS.EN);
    expect(consentTexts(undefined)).toBe(CONSENT_TEXTS.EN);
  });

  it('writes the Chinese and Japanese banners in their own scripts, and no other banner is English', () => {
    expect(CONSENT_TEXTS.JA.description).toMatch(/[\u3040-\u30ff]/); // kana: Japanese, not Chinese
    expect(CONSENT_TEXTS.ZH.description).toMatch(/[\u4e00-\u9fff]/);
    expect(CONSENT_TEXTS.ZH.description).not.toMatch(/[\u3040-\u30ff]/);
    for (const [code, texts] of Object.entries(CONSENT_TEXTS)) {
      if (code === 'EN') continue;
      for (const key of ['title', 'description', 'acceptAll', 'rejectAll', 'settings', 'save', 'close'] as const)
        expect(texts[key], `${code}.${key}`).not.toBe(CONSENT_TEXTS.EN[key]);
    }
  });
});
