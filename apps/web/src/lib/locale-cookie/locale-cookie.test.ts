import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, localeCookieString } from './index';

describe('the locale cookie as the browser writes it', () => {
  it('names the market for a year on the whole site, SameSite=Lax', () => {
    expect(localeCookieString('da-DK')).toBe('i18n_redirected=da-DK; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(LOCALE_COOKIE.name).toBe('i18n_redirected');
  });
});
