import { describe, expect, it } from 'vitest';
import { consentModeSignals, decideTagManager, tagManagerScriptUrl } from './index';

const base = { production: true, id: 'GTM-QILAK01', consentKnown: true, statistic: true, loaded: false };

describe('tag manager and consent (TAG-CONSENT)', () => {
  it('stays off outside production, without an id, and waits for the provider', () => {
    expect(decideTagManager({ ...base, production: false })).toEqual({ action: 'off', why: 'not-production' });
    expect(decideTagManager({ ...base, id: null })).toEqual({ action: 'off', why: 'no-id' });
    expect(decideTagManager({ ...base, consentKnown: false })).toEqual({ action: 'waiting' });
  });

  it('loads once with statistic consent, and follows withdrawal and renewal after that', () => {
    expect(decideTagManager(base)).toEqual({ action: 'load' });
    expect(decideTagManager({ ...base, statistic: false })).toEqual({ action: 'off', why: 'no-consent' });
    expect(decideTagManager({ ...base, loaded: true, statistic: false })).toEqual({ action: 'withdrawn' });
    expect(decideTagManager({ ...base, loaded: true })).toEqual({ action: 'on' });
  });

  it("sends Google's consent mode signals from our categories", () => {
    expect(consentModeSignals({ statistic: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeSignals({ statistic: false, marketing: true }).analytics_storage).toBe('denied');
    expect(tagManagerScriptUrl('GTM-QILAK01')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-QILAK01');
  });
});
