// Deep populate built from the schemas, merging with a request's own populate, and the navigation shape.
import { describe, expect, it } from 'vitest';
import { buildDeepPopulate } from '../../src/populate/deep';
import { mergePopulate } from '../../src/populate/merge';
import { toNavigationStructure } from '../../src/api/navigation/services/navigation-structure';
import { loadSchemas } from '../helpers/schemas';

const schemas = loadSchemas();
const getSchema = (uid: string) => schemas.get(uid) as never;

describe('deep populate', () => {
  const page = buildDeepPopulate('api::page.page', getSchema) as any;

  it('has an `on` fragment for each of the 23 blocks', () => {
    expect(Object.keys(page.blocks.on)).toHaveLength(23);
    expect(page.blocks.on['blocks.hero'].populate).toMatchObject({
      image: true,
      wrapper: true,
      cta: true,
      video: true,
    });
    expect(page.blocks.on['blocks.linkboxes'].populate.items).toEqual({ populate: { image: true, link: true } });
    expect(page.blocks.on['blocks.market-chooser'].populate).toEqual({ wrapper: true });
    expect(page.seo).toEqual({ populate: { shareImage: true } });
  });

  it('populates three navigation levels with their pages', () => {
    const nav = buildDeepPopulate('api::navigation.navigation', getSchema) as any;
    expect(nav.items.populate.page).toBe(true);
    expect(nav.items.populate.children.populate.children.populate.page).toBe(true);
  });

  it('lets the request win per field and treats * as everything', () => {
    const deep = { blocks: { on: {} }, seo: true } as const;
    expect(mergePopulate(deep as never, undefined)).toBe(deep);
    expect(mergePopulate(deep as never, '*')).toBe(deep);
    expect(mergePopulate(deep as never, { localizations: { fields: ['locale', 'slug'] } })).toEqual({
      ...deep,
      localizations: { fields: ['locale', 'slug'] },
    });
    expect(mergePopulate(deep as never, ['cover'])).toEqual({ ...deep, cover: true });
    expect(mergePopulate(deep as never, 'cover,seo')).toEqual({ ...deep, cover: true, seo: true });
  });
});

describe('navigationStructure', () => {
  it('maps items to { entry: { id, headline, slug }, color, children } and drops items without a page', () => {
    const tree = toNavigationStructure([
      {
        page: { id: 1, documentId: 'a', title: 'Om os', slug: 'om-os' },
        color: 'ocean',
        children: [
          {
            page: { id: 2, documentId: 'b', title: 'Bæredygtighed', slug: 'baeredygtighed' },
            children: [{ page: { id: 3, title: 'Fiskeri', slug: 'fiskeri' }, color: 'green' }],
          },
          { page: null, children: [] },
        ],
      },
    ]);
    expect(tree).toEqual([
      {
        entry: { id: 1, documentId: 'a', headline: 'Om os', slug: 'om-os' },
        color: 'ocean',
        children: [
          {
            entry: { id: 2, documentId: 'b', headline: 'Bæredygtighed', slug: 'baeredygtighed' },
            color: null,
            children: [
              {
                entry: { id: 3, documentId: null, headline: 'Fiskeri', slug: 'fiskeri' },
                color: 'green',
                children: [],
              },
            ],
          },
        ],
      },
    ]);
  });
});
