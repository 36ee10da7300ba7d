import { describe, expect, it } from 'vitest';
import { applyAltTexts } from './alt-text';

const image = { url: '/uploads/hero.jpg', alternativeText: 'A fishing boat in a Greenland fjord' };

describe('applyAltTexts', () => {
  it("replaces the media's alternative text by the block's own, in the block's language", () => {
    expect(applyAltTexts({ image, imageAlt: 'En fiskerbåd i en grønlandsk fjord' })).toEqual({
      image: { ...image, alternativeText: 'En fiskerbåd i en grønlandsk fjord' },
      imageAlt: 'En fiskerbåd i en grønlandsk fjord',
    });
  });

  it("falls back to the media's alternative text when the field is empty or missing", () => {
    expect(applyAltTexts({ image, imageAlt: '  ' })).toEqual({ image, imageAlt: '  ' });
    expect(applyAltTexts({ image, imageAlt: null })).toEqual({ image, imageAlt: null });
    expect(applyAltTexts({ image })).toEqual({ image });
  });

  it('reaches cards and columns, and any media field name (coverAlt)', () => {
    const out = applyAltTexts({
      cover: image,
      coverAlt: 'Brochurens forside',
      items: [
        { title: 'A', image, imageAlt: 'Rejer' },
        { title: 'B', image },
      ],
    }) as { cover: typeof image; items: { image: typeof image }[] };
    expect(out.cover.alternativeText).toBe('Brochurens forside');
    expect(out.items[0]!.image.alternativeText).toBe('Rejer');
    expect(out.items[1]!.image.alternativeText).toBe(image.alternativeText);
  });

  it('leaves an alt text without its media alone', () => {
    expect(applyAltTexts({ imageAlt: 'x', image: null })).toEqual({ imageAlt: 'x', image: null });
  });
});
