/**
 * Consent (CONSENT-CATEGORIES, CONSENT-PROVIDER): one store that follows the provider (built-in banner, Cookiebot, or everything
 * granted outside production). Every consent-gated part reads it here, through `useConsent` or `consentStore`.
 */
export {
  ALL_GRANTED,
  CONSENT_ATTRIBUTE,
  NONE_YET,
  consentAttributeValue,
  consentStore,
  createConsentStore,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
  type ConsentStore,
} from './store';
export { useConsent } from './use-consent';
export { CONSENT_TEXTS, consentTexts, type ConsentTexts } from './texts';
export {
  chooseConsentProvider,
  cookiebotCulture,
  fromCookiebot,
  type ConsentProviderChoice,
  type CookiebotConsent,
} from './provider';
export { openConsentPreferences, startConsent } from './browser';
export { bannerOptions } from './banner-options';
// After the first paint and an idle period: the banner's start, and the web fonts' first load (lib/fonts).
export { afterFirstPaint, browserScheduler } from './after-paint';
