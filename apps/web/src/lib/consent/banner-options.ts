import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { CONSENT_COOKIE } from './stored';
import type { ConsentTexts } from './texts';

/**
 * The built-in banner's options (vanilla-cookieconsent 3) for one cookie language, without the page's root element
 * and callbacks: the same on every page and on the web server's 500 page, so an answer given on one counts on all.
 */
export function bannerOptions(texts: ConsentTexts) {
  const explain = texts.explain;
  return {
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: 365, sameSite: 'Lax' },
    // The banner's bot detection also hides it from every automated browser (navigator.webdriver),
    // including the site's own browser tests and audits; crawlers simply get no consent.
    hideFromBots: false,
    guiOptions: { consentModal: { layout: 'box', position: 'bottom left' } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      functional: {},
      // Withdrawn statistic consent also removes the analytics cookies the tag manager's tags had set.
      statistic: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }, { name: /^_gat/ }] } },
      marketing: {},
    },
    language: {
      default: texts.lang,
      translations: {
        [texts.lang]: {
          consentModal: {
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.settings,
          },
          preferencesModal: {
            title: texts.title,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: (['necessary', 'functional', 'statistic', 'marketing'] as const).map((category) => ({
              title: texts[category],
              description: explain?.[category],
              linkedCategory: category,
            })),
          },
        },
      },
    },
  } satisfies CookieConsentConfig;
}
