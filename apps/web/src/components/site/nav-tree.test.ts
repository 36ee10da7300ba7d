import { describe, expect, it } from 'vitest';
import { menuTree } from './nav-tree';

const tree = [
  {
    entry: { id: 1, headline: 'Om os', slug: 'om-os' },
    color: 'ocean',
    children: [
      {
        entry: { id: 2, headline: 'Bæredygtighed', slug: 'baeredygtighed' },
        color: 'green',
        children: [{ entry: { id: 3, headline: 'Fiskeri', slug: 'fiskeri' }, color: 'not-a-colour', children: [] }],
      },
    ],
  },
  { entry: { id: 4, headline: 'Kontakt', slug: 'kontakt' }, color: null, children: [] },
];

describe('menuTree', () => {
  it('builds the link shapes of ROUTE-LINKS under the market prefix, three levels deep', () => {
    const items = menuTree(tree, 'da-DK');
    expect(items.map((i) => i.href)).toEqual(['/da-DK/om-os', '/da-DK/kontakt']);
    expect(items[0]!.children[0]!.href).toBe('/da-DK/om-os/baeredygtighed');
    expect(items[0]!.children[0]!.children[0]!.href).toBe('/da-DK/om-os/baeredygtighed/fiskeri');
  });

  it('links a page the menu names twice to its one URL (its first place) from both', () => {
    const twice = [...tree, { entry: { id: 5, headline: 'Fiskeri', slug: 'fiskeri' }, color: null, children: [] }];
    expect(menuTree(twice, 'da-DK')[2]!.href).toBe('/da-DK/om-os/baeredygtighed/fiskeri');
  });

  it('keeps known colours only and marks the current branch active', () => {
    const items = menuTree(tree, 'en-GLOBAL', '/om-os/baeredygtighed');
    expect(items[0]!.href).toBe('/om-os');
    expect(items[0]!.color).toBe('ocean');
    expect(items[0]!.children[0]!.children[0]!.color).toBeNull();
    expect(items[0]!.active).toBe(true);
    expect(items[0]!.children[0]!.active).toBe(true);
    expect(items[0]!.children[0]!.children[0]!.active).toBe(false);
    expect(items[1]!.active).toBe(false);
  });
});
