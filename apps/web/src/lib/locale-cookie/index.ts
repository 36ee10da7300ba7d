/** The market a visitor last used (LOCALE-COOKIE): read by the root's negotiation, written on every market move. */
const YEAR_SECONDS = 365 * 24 * 3600;

/** LOCALE-COOKIE: the locale cookie. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: YEAR_SECONDS,
  path: '/',
  sameSite: 'lax',
} as const;

/**
 * The locale cookie as the browser writes it (`document.cookie`) when the visitor moves to another market (page
 * shell, market chooser, geo redirect): written client-side so shared cached pages never carry a Set-Cookie.
 */
export function localeCookieString(market: string): string {
  return `${LOCALE_COOKIE.name}=${market}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${LOCALE_COOKIE.path}; SameSite=Lax`;
}

/** The attribute market-chooser links carry: a click on one moves the visitor to that market. */
export const MARKET_CHOICE_ATTRIBUTE = 'data-market-choice';
