'use client';

import { useEffect } from 'react';
import type { CookieLanguage } from '@qilak/markets';
import { initConsent, setConsent } from '@/lib/consent/store';
import { CONSENT_TEXTS } from '@/lib/consent/texts';

interface Props {
  production: boolean;
  language: CookieLanguage;
  /** Cookiebot's id when Cookiebot replaces the built-in banner. */
  cookiebotId?: string;
}

/** Feeds the consent store: everything granted outside production; the provider's answer in production. */
export function ConsentManager({ production, language, cookiebotId }: Props) {
  useEffect(() => {
    initConsent(production);
    if (!production) return;
    if (cookiebotId) return startCookiebot(cookiebotId);
    let cancelled = false;
    void import('vanilla-cookieconsent').then((CookieConsent) => {
      if (cancelled) return;
      const update = () =>
        setConsent({
          functional: CookieConsent.acceptedCategory('functional'),
          statistic: CookieConsent.acceptedCategory('statistic'),
          marketing: CookieConsent.acceptedCategory('marketing'),
        });
      const t = CONSENT_TEXTS[language] ?? CONSENT_TEXTS.EN;
      void CookieConsent.run({
        cookie: { name: 'qilak_consent', expiresAfterDays: 365, sameSite: 'Lax' },
        // The banner's bot detection also hides it from every automated browser (navigator.webdriver),
        // including the site's own browser tests and audits; crawlers simply get no consent.
        hideFromBots: false,
        guiOptions: { consentModal: { layout: 'box', position: 'bottom left' } },
        categories: { necessary: { enabled: true, readOnly: true }, functional: {}, statistic: {}, marketing: {} },
        onConsent: update,
        onChange: update,
        language: {
          default: 'x',
          translations: {
            x: {
              consentModal: {
                title: t.title,
                description: t.description,
                acceptAllBtn: t.acceptAll,
                acceptNecessaryBtn: t.rejectAll,
                showPreferencesBtn: t.settings,
              },
              preferencesModal: {
                title: t.title,
                acceptAllBtn: t.acceptAll,
                acceptNecessaryBtn: t.rejectAll,
                savePreferencesBtn: t.save,
                sections: [
                  { title: t.necessary, linkedCategory: 'necessary' },
                  { title: t.functional, linkedCategory: 'functional' },
                  { title: t.statistic, linkedCategory: 'statistic' },
                  { title: t.marketing, linkedCategory: 'marketing' },
                ],
              },
            },
          },
        },
      });
      // A returning visitor's stored choice counts at once, before any new click.
      if (CookieConsent.validConsent()) update();
    });
    void import('vanilla-cookieconsent/dist/cookieconsent.css');
    return () => {
      cancelled = true;
    };
  }, [production, language, cookiebotId]);
  return null;
}

interface CookiebotWindow {
  Cookiebot?: { consent?: { preferences: boolean; statistics: boolean; marketing: boolean } };
}

/** Cookiebot adapter: its consent events mapped onto our three categories. */
function startCookiebot(id: string): () => void {
  const read = () => {
    const consent = (window as CookiebotWindow).Cookiebot?.consent;
    if (consent)
      setConsent({ functional: consent.preferences, statistic: consent.statistics, marketing: consent.marketing });
  };
  const script = document.createElement('script');
  script.id = 'Cookiebot';
  script.src = `https://consent.cookiebot.com/uc.js?cbid=${encodeURIComponent(id)}`;
  script.async = true;
  document.head.appendChild(script);
  const events = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'];
  for (const event of events) window.addEventListener(event, read);
  return () => {
    for (const event of events) window.removeEventListener(event, read);
  };
}
