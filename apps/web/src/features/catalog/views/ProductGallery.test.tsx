import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImageAsset } from '@/features/catalog/query';
import { ProductGallery } from './ProductGallery';

const images: ImageAsset[] = Array.from({ length: 4 }, (_, i) => ({
  type: 'IMAGE',
  id: `img-${i}`,
  imageUrl: `/pim-media/prawns-${i + 1}.svg`,
  name: null,
}));

const attributesOf = (html: string) =>
  [...html.matchAll(/<img([^>]*)>/g)].map(([, attributes]) => ({
    src: /src="([^"]+)"/.exec(attributes!)?.[1],
    loading: /loading="(\w+)"/.exec(attributes!)?.[1],
    decoding: /decoding="(\w+)"/.exec(attributes!)?.[1],
    fetchPriority: /fetchpriority="(\w+)"/i.exec(attributes!)?.[1],
  }));

describe('ProductGallery', () => {
  it('paints the main image with its first frame (eager, high priority, decoded in sync) and the others lazily', () => {
    const html = renderToStaticMarkup(<ProductGallery images={images} title="Prawns" label="Images" />);
    const [main, ...rest] = attributesOf(html);
    expect(main).toEqual({ src: '/pim-media/prawns-1.svg', loading: 'eager', decoding: 'sync', fetchPriority: 'high' });
    expect(rest).toHaveLength(3);
    for (const image of rest)
      expect(image).toMatchObject({ loading: 'lazy', decoding: 'async', fetchPriority: undefined });
  });
});
