import { describe, expect, it } from 'vitest';
import { countryFromHeaders, decideGeoRedirect, geoAttributeValue, geoPrecondition, type GeoInput } from './index';

const base: GeoInput = {
  production: true,
  functionalConsent: true,
  done: false,
  countryCode: 'DK',
  currentMarket: 'en-GLOBAL',
};

describe('geo redirect decision (GEO-WHEN, GEO-STEPS)', () => {
  it('does nothing outside production, without functional consent, or once done', () => {
    expect(decideGeoRedirect({ ...base, production: false })).toEqual({ action: 'none', why: 'not-production' });
    expect(decideGeoRedirect({ ...base, functionalConsent: false })).toEqual({ action: 'none', why: 'no-consent' });
    expect(decideGeoRedirect({ ...base, done: true })).toEqual({ action: 'none', why: 'already-done' });
  });

  it('does nothing for an unknown country', () => {
    expect(decideGeoRedirect({ ...base, countryCode: null })).toEqual({ action: 'none', why: 'unknown-country' });
    expect(decideGeoRedirect({ ...base, countryCode: 'XX' })).toEqual({ action: 'none', why: 'unknown-country' });
  });

  it('sends a mapped country to its market and an unmapped one to en-GLOBAL', () => {
    expect(decideGeoRedirect(base)).toEqual({ action: 'redirect', market: 'da-DK' });
    expect(decideGeoRedirect({ ...base, countryCode: 'ca' })).toEqual({ action: 'redirect', market: 'en-US' });
    expect(decideGeoRedirect({ ...base, countryCode: 'BR', currentMarket: 'da-DK' })).toEqual({
      action: 'redirect',
      market: 'en-GLOBAL',
    });
  });

  it('stays when the visitor is already on the target market', () => {
    expect(decideGeoRedirect({ ...base, currentMarket: 'da-DK' })).toEqual({ action: 'stay', market: 'da-DK' });
  });

  it('reads the country from CDN headers in order', () => {
    const headers = new Map([
      ['cloudfront-viewer-country', 'se'],
      ['x-vercel-ip-country', 'DE'],
    ]);
    expect(countryFromHeaders((n) => headers.get(n) ?? null)).toBe('SE');
    expect(countryFromHeaders(() => null)).toBeNull();
  });

  it('looks the country up only when production, functional consent and no done cookie all hold', () => {
    expect(geoPrecondition(base)).toEqual({ action: 'look-up' });
    expect(geoPrecondition({ ...base, functionalConsent: false })).toEqual({ action: 'none', why: 'no-consent' });
  });

  it('shows each decision on <html data-geo-redirect>', () => {
    expect(geoAttributeValue({ action: 'waiting' })).toBe('waiting');
    expect(geoAttributeValue({ action: 'none', why: 'no-consent' })).toBe('none:no-consent');
    expect(geoAttributeValue({ action: 'stay', market: 'da-DK' })).toBe('stay:da-DK');
    expect(geoAttributeValue({ action: 'redirect', market: 'en-GLOBAL' })).toBe('redirect:en-GLOBAL');
    expect(geoAttributeValue({ action: 'failed' })).toBe('failed');
  });
});
