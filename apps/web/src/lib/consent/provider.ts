import type { CookieLanguage } from '@qilak/markets';
import { consentTexts, type ConsentTexts } from './texts';

/** Which provider answers for the page (CONSENT-PROVIDER, CONSENT-CATEGORIES; docs/BEHAVIOUR-deviations.md "Environments" and "Consent"). */
export type ConsentProviderChoice =
  | { kind: 'all-granted' }
  | { kind: 'banner'; texts: ConsentTexts }
  | { kind: 'cookiebot'; id: string; texts: ConsentTexts };

export function chooseConsentProvider(input: {
  production: boolean;
  language: CookieLanguage;
  cookiebotId?: string | null;
}): ConsentProviderChoice {
  if (!input.production) return { kind: 'all-granted' };
  const texts = consentTexts(input.language);
  const id = input.cookiebotId?.trim();
  return id ? { kind: 'cookiebot', id, texts } : { kind: 'banner', texts };
}

/** Cookiebot's consent object as its script exposes it (`window.Cookiebot.consent`). */
export interface CookiebotConsent {
  preferences?: boolean;
  statistics?: boolean;
  marketing?: boolean;
}

/** Cookiebot names the functional category "preferences" and statistic "statistics". */
export function fromCookiebot(consent: CookiebotConsent): {
  functional: boolean;
  statistic: boolean;
  marketing: boolean;
} {
  return {
    functional: consent.preferences === true,
    statistic: consent.statistics === true,
    marketing: consent.marketing === true,
  };
}

/** Cookiebot's `data-culture` takes the cookie language's code (`DA`, `ZH`, …). */
export function cookiebotCulture(texts: ConsentTexts): string {
  return texts.lang.split('-')[0]!.toUpperCase();
}
