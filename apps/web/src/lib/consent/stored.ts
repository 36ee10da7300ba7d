import type { ConsentChoice } from './store';

/** The cookie the built-in banner (vanilla-cookieconsent) keeps the visitor's answer in. */
export const CONSENT_COOKIE = 'qilak_consent';

/**
 * A returning visitor's answer, read from the banner's cookie without loading the banner: the consent-gated parts
 * (tag manager, geo redirect, embeds) need not wait for the library. Null when there is no valid answer (no cookie,
 * unreadable, or missing what the library itself requires: categories, consent id and timestamps); the library,
 * loaded later, then asks.
 */
export function storedConsent(cookieHeader: string, name = CONSENT_COOKIE): ConsentChoice | null {
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!pair) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(pair.slice(name.length + 1)));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const categories = stored.categories;
  if (
    !Array.isArray(categories) ||
    typeof stored.consentId !== 'string' ||
    !stored.consentId ||
    typeof stored.consentTimestamp !== 'string' ||
    typeof stored.lastConsentTimestamp !== 'string'
  )
    return null;
  return {
    functional: categories.includes('functional'),
    statistic: categories.includes('statistic'),
    marketing: categories.includes('marketing'),
  };
}
