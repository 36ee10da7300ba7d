import { describe, expect, it } from 'vitest';
import { storedConsent } from './stored';

/** The cookie as vanilla-cookieconsent 3 writes it (JSON, URI-encoded). */
const cookie = (value: Record<string, unknown>) =>
  `other=1; qilak_consent=${encodeURIComponent(JSON.stringify(value))}; geo_done=1`;
const answer = {
  categories: ['necessary', 'statistic'],
  revision: 0,
  data: null,
  consentTimestamp: '2026-11-25T04:51:18.507Z',
  consentId: '2e29dbd0-7954-4f98-9483-7353c8d28346',
  services: { necessary: [], functional: [], statistic: [], marketing: [] },
  languageCode: 'da',
  lastConsentTimestamp: '2026-11-25T04:51:18.507Z',
  expirationTime: 1795582278507,
};

describe('storedConsent', () => {
  it("reads a returning visitor's categories from the banner's cookie", () => {
    expect(storedConsent(cookie(answer))).toEqual({ functional: false, statistic: true, marketing: false });
    expect(
      storedConsent(cookie({ ...answer, categories: ['necessary', 'functional', 'statistic', 'marketing'] })),
    ).toEqual({ functional: true, statistic: true, marketing: true });
    expect(storedConsent(cookie({ ...answer, categories: ['necessary'] }))).toEqual({
      functional: false,
      statistic: false,
      marketing: false,
    });
  });

  it('gives no answer for a first visit or a cookie the banner itself would not accept', () => {
    expect(storedConsent('')).toBeNull();
    expect(storedConsent('other=1; qilak_consent_x=1')).toBeNull();
    expect(storedConsent('qilak_consent=%7Bnot-json')).toBeNull();
    expect(storedConsent('qilak_consent=42')).toBeNull();
    expect(storedConsent(cookie({ ...answer, categories: 'statistic' }))).toBeNull();
    expect(storedConsent(cookie({ ...answer, consentId: '' }))).toBeNull();
    const { consentTimestamp: _first, ...noTimestamp } = answer;
    expect(storedConsent(cookie(noTimestamp))).toBeNull();
    const { lastConsentTimestamp: _last, ...noLast } = answer;
    expect(storedConsent(cookie(noLast))).toBeNull();
  });
});
