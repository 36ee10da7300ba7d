import { describe, expect, it } from 'vitest';
import { requireMarket } from '@qilak/markets';
import { buildMetadata, pageTitle } from './metadata';

const global = {
  siteName: 'Qilak Seafood',
  description: 'Seafood from Greenland',
  separator: '|',
  twitterHandle: '@qilakseafood',
  footer: { columns: [] },
  socialLinks: [],
};

describe('metadata', () => {
  it('uses the title template: page title, separator, site name', () => {
    expect(pageTitle('Om os', global)).toBe('Om os | Qilak Seafood');
    expect(pageTitle('Qilak Seafood', global)).toBe('Qilak Seafood');
  });

  it('gives canonical, hreflang alternates with x-default, Open Graph and a large social card', () => {
    process.env.SITE_URL = 'https://www.qilakseafood.com';
    const meta = buildMetadata({
      market: requireMarket('da-DK'),
      global,
      title: 'Om os',
      path: '/om-os',
      localizations: [
        { marketCode: 'en-GLOBAL', path: '/about' },
        { marketCode: 'de-DE', path: '/ueber-uns' },
      ],
    });
    expect(meta.alternates?.canonical).toBe('https://www.qilakseafood.com/da-DK/om-os');
    expect(meta.alternates?.languages).toEqual({
      'da-DK': 'https://www.qilakseafood.com/da-DK/om-os',
      en: 'https://www.qilakseafood.com/about',
      'de-DE': 'https://www.qilakseafood.com/de-DE/ueber-uns',
      'x-default': 'https://www.qilakseafood.com/about',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', site: '@qilakseafood' });
    expect(meta.openGraph).toMatchObject({
      title: 'Om os | Qilak Seafood',
      locale: 'da_DK',
      url: 'https://www.qilakseafood.com/da-DK/om-os',
    });
    expect(meta.robots).toBeUndefined();
  });
});
