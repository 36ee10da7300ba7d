import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CatalogCardData } from '@/features/catalog/query';
import { CATALOG_FIRST_ROW, CatalogGrid } from './CatalogCard';

const cards: CatalogCardData[] = Array.from({ length: 5 }, (_, i) => ({
  productId: `P-${1001 + i}`,
  itemNumber: 5000 + i,
  title: `Product ${i}`,
  subTitle: null,
  brandName: null,
  image: { type: 'IMAGE', id: `img-${i}`, imageUrl: `/pim-media/p${i}.svg`, name: null },
}));

const loadingOf = (html: string) => [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((m) => m[1]);

describe('CatalogGrid', () => {
  it('loads the images of the first row eagerly when asked, and the rest lazily', () => {
    const html = renderToStaticMarkup(
      <CatalogGrid cards={cards} market="da-DK" itemLabel={(n) => `Item ${n}`} eagerCount={CATALOG_FIRST_ROW} />,
    );
    expect(loadingOf(html)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('loads every image lazily by default (lists further down a page)', () => {
    const html = renderToStaticMarkup(<CatalogGrid cards={cards} market="da-DK" itemLabel={(n) => `Item ${n}`} />);
    expect(loadingOf(html)).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
  });
});
