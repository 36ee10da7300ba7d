'use client';

import { ALL_GRANTED, CONSENT_ATTRIBUTE, consentAttributeValue, consentStore } from './store';
import { fromCookiebot, cookiebotCulture, type ConsentProviderChoice, type CookiebotConsent } from './provider';
import type { ConsentTexts } from './texts';
import { afterFirstPaint, browserScheduler } from './after-paint';
import { storedConsent } from './stored';
import { bannerOptions } from './banner-options';
import type * as CookieConsentApi from 'vanilla-cookieconsent';

/** Opens the active provider's preferences (the footer's cookie settings); a no-op before one runs. */
let openPreferences: (() => void) | null = null;

export function openConsentPreferences(): void {
  openPreferences?.();
}

/**
 * Starts the page's provider and mirrors the store onto <html data-consent>; returns the stop function.
 * Client only (called from an effect).
 */
export function startConsent(choice: ConsentProviderChoice): () => void {
  const mirror = () =>
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, consentAttributeValue(consentStore.get()));
  mirror();
  const unsubscribe = consentStore.subscribe(mirror);
  let stopProvider: () => void = () => {};
  if (choice.kind === 'all-granted') consentStore.set(ALL_GRANTED);
  else if (choice.kind === 'cookiebot') stopProvider = startCookiebot(choice.id, choice.texts);
  else stopProvider = startBanner(choice.texts);
  return () => {
    stopProvider();
    unsubscribe();
    openPreferences = null;
  };
}

/**
 * The built-in banner (vanilla-cookieconsent 3), in its own element that carries the texts' language. Its code,
 * styles and texts load after the page's first paint, when the main thread is idle (Lighthouse traced them on the
 * way to the first paint); a returning visitor's stored answer counts at once, read from the cookie.
 */
function startBanner(texts: ConsentTexts): () => void {
  let cancelled = false;
  let banner: typeof CookieConsentApi | null = null;
  const stored = storedConsent(document.cookie);
  if (stored) consentStore.set(stored);
  const root = document.createElement('div');
  root.id = 'qilak-consent';
  root.lang = texts.lang;
  root.dir = texts.dir;
  document.body.appendChild(root);
  let started: Promise<void> | null = null;
  const start = async () => {
    // The styles first: the banner never shows unstyled (it is fixed, over the page: no layout shift).
    const [CookieConsent] = await Promise.all([
      import('vanilla-cookieconsent'),
      import('vanilla-cookieconsent/dist/cookieconsent.css'),
    ]);
    if (cancelled) return;
    banner = CookieConsent;
    const update = () =>
      consentStore.set({
        functional: CookieConsent.acceptedCategory('functional'),
        statistic: CookieConsent.acceptedCategory('statistic'),
        marketing: CookieConsent.acceptedCategory('marketing'),
      });
    await CookieConsent.run({
      ...bannerOptions(texts),
      root,
      onConsent: update,
      onChange: update,
    });
    if (cancelled) return;
    openPreferences = () => CookieConsent.showPreferences();
    // A returning visitor's stored choice counts at once; a first visitor has given nothing yet.
    if (CookieConsent.validConsent()) update();
  };
  const ensureStarted = () =>
    (started ??= start().catch((error: unknown) => console.error('[consent] the banner did not start', error)));
  const cancelStart = afterFirstPaint(() => void ensureStarted(), browserScheduler());
  // The footer's cookie settings, pressed before the idle start: start now and then open the preferences.
  openPreferences = () => {
    cancelStart();
    void ensureStarted().then(() => banner?.showPreferences());
  };
  return () => {
    cancelled = true;
    cancelStart();
    // A later start (another market's language) builds the banner anew; the visitor's answer (cookie) stays.
    banner?.reset(false);
    root.remove();
  };
}

interface CookiebotWindow {
  Cookiebot?: { consent?: CookiebotConsent; hasResponse?: boolean; renew?: () => void };
}

/** Cookiebot adapter: its consent events mapped onto our three categories. */
function startCookiebot(id: string, texts: ConsentTexts): () => void {
  const read = () => {
    const cookiebot = (window as CookiebotWindow).Cookiebot;
    if (cookiebot?.consent && cookiebot.hasResponse !== false) consentStore.set(fromCookiebot(cookiebot.consent));
  };
  const events = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'];
  for (const event of events) window.addEventListener(event, read);
  const script = document.createElement('script');
  script.id = 'Cookiebot';
  script.src = `https://consent.cookiebot.com/uc.js?cbid=${encodeURIComponent(id)}`;
  script.dataset.culture = cookiebotCulture(texts);
  script.async = true;
  script.addEventListener('load', read);
  document.head.appendChild(script);
  openPreferences = () => (window as CookiebotWindow).Cookiebot?.renew?.();
  return () => {
    for (const event of events) window.removeEventListener(event, read);
  };
}
