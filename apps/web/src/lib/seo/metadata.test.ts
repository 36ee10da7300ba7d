import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireMarket } from '@qilak/markets';
import { buildMetadata, metaDescription, pageTitle } from './metadata';
import { socialImageForMedia, socialImageForProduct } from './social-image';

const global = {
  siteName: 'Qilak Seafood',
  description: 'Seafood from Greenland',
  separator: '|',
  twitterHandle: '@qilakseafood',
};

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.qilakseafood.com');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('title template', () => {
  it('adds the brand once: page title, separator, site name', () => {
    expect(pageTitle('Om os', global)).toBe('Om os | Qilak Seafood');
    expect(pageTitle('Qilak Seafood', global)).toBe('Qilak Seafood');
  });

  it("drops an editor's trailing brand instead of naming it twice", () => {
    expect(pageTitle('Om os – Qilak Seafood', global)).toBe('Om os | Qilak Seafood');
    expect(pageTitle('About us | Qilak Seafood', global)).toBe('About us | Qilak Seafood');
    expect(pageTitle('Über uns - qilak seafood', global)).toBe('Über uns | Qilak Seafood');
  });

  it('keeps a title that names the brand inside it as it is (the home page)', () => {
    expect(pageTitle('Qilak Seafood – skaldyr og fisk fra Grønland', global)).toBe(
      'Qilak Seafood – skaldyr og fisk fra Grønland',
    );
  });

  it('cuts a description to 160 characters at a word', () => {
    const long = 'Koldtvandsrejer '.repeat(20);
    const cut = metaDescription(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(metaDescription('  two\n lines ')).toBe('two lines');
    expect(metaDescription(null)).toBeUndefined();
  });
});

describe('buildMetadata', () => {
  it('gives canonical, hreflang alternates with x-default, Open Graph and a large social card', () => {
    const meta = buildMetadata({
      market: requireMarket('da-DK'),
      global,
      title: 'Om os',
      path: '/om-os',
      localizations: [
        { marketCode: 'en-GLOBAL', path: '/about' },
        { marketCode: 'de-DE', path: '/ueber-uns' },
      ],
      image: socialImageForMedia({ url: '/cms-media/team_ab12.jpg', alt: 'Holdet' }),
    });
    expect(meta.title).toEqual({ absolute: 'Om os | Qilak Seafood' });
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
      images: [
        {
          url: 'https://www.qilakseafood.com/social-image/media/team_ab12.jpg',
          width: 1200,
          height: 630,
          alt: 'Holdet',
        },
      ],
    });
    expect(meta.robots).toBeUndefined();
  });

  it('keeps only the whitelisted query in the canonical URL', () => {
    const meta = buildMetadata({
      market: requireMarket('da-DK'),
      global,
      title: 'Nyheder',
      path: '/nyheder',
      query: 'utm_source=x&page=2&category=fangst&gclid=1',
    });
    expect(meta.alternates?.canonical).toBe('https://www.qilakseafood.com/da-DK/nyheder?category=fangst&page=2');
  });

  it('gives a product its raster card and its alternates in the markets that sell it', () => {
    const meta = buildMetadata({
      market: requireMarket('sv-SE'),
      global,
      title: 'Nordhavsräkor',
      path: '/p/P-1001',
      localizations: [
        { marketCode: 'da-DK', path: '/p/P-1001' },
        { marketCode: 'en-GLOBAL', path: '/p/P-1001' },
      ],
      image: socialImageForProduct('sv-SE', 'P-1001'),
    });
    expect(meta.openGraph?.images).toEqual([
      {
        url: 'https://www.qilakseafood.com/social-image/product/sv-SE/P-1001.jpg',
        width: 1200,
        height: 630,
        alt: undefined,
      },
    ]);
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(['sv-SE', 'da-DK', 'en', 'x-default']);
  });

  it('marks a print page noindex and announces no alternates for it', () => {
    const meta = buildMetadata({
      market: requireMarket('de-DE'),
      global,
      title: 'Produktkatalog',
      path: '/print-catalog',
      noIndex: true,
    });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.languages).toBeUndefined();
    expect(meta.alternates?.canonical).toBe('https://www.qilakseafood.com/de-DE/print-catalog');
  });

  it('falls back to the market default share image as a 1200×630 card', () => {
    const meta = buildMetadata({
      market: requireMarket('fr-FR'),
      global: { ...global, defaultShareImage: { url: '/cms-media/share_x1.jpg', alt: '' } },
      title: 'Recettes',
      path: '/recettes',
    });
    expect(meta.twitter).toMatchObject({
      images: [{ url: 'https://www.qilakseafood.com/social-image/media/share_x1.jpg', alt: undefined }],
    });
  });
});
