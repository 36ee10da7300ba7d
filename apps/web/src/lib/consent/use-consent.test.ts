import { describe, expect, it } from 'vitest';
import { parseConsentCookie } from './use-consent';

describe('parseConsentCookie', () => {
  it('reads JSON and comma lists; nothing is granted without a cookie', () => {
    expect(parseConsentCookie(encodeURIComponent('{"marketing":true}'))).toEqual({
      functional: false,
      marketing: true,
      statistic: false,
    });
    expect(parseConsentCookie('functional,statistic')).toEqual({ functional: true, marketing: false, statistic: true });
    expect(parseConsentCookie(undefined)).toEqual({ functional: false, marketing: false, statistic: false });
  });
});
