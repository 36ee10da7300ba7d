import { describe, expect, it } from 'vitest';
import { reshapeMedia } from './media';

describe('reshapeMedia', () => {
  const media = {
    url: '/uploads/news_trawler.jpg',
    alternativeText: 'A trawler leaving harbour',
    width: 1600,
    height: 900,
  };

  it('prefers the entry’s localized alt text (coverAlt, imageAlt) over the media library’s one-language text', () => {
    expect(reshapeMedia(media, 'En trawler, der sejler ud af havnen')?.alt).toBe('En trawler, der sejler ud af havnen');
  });

  it('falls back to the media library’s text when the entry has none or only spaces', () => {
    expect(reshapeMedia(media)?.alt).toBe('A trawler leaving harbour');
    expect(reshapeMedia(media, '  ')?.alt).toBe('A trawler leaving harbour');
    expect(reshapeMedia({ ...media, alternativeText: null }, null)?.alt).toBe('');
  });
});
