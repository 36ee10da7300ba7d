import { describe, expect, it } from 'vitest';
import { addItem, hasItem, parseMyCatalog, removeItem, selectionPlan, selectionStyle } from './my-catalog';

describe('my catalogue', () => {
  it('parses a stored selection and drops malformed or repeated entries', () => {
    const raw = JSON.stringify([
      { productId: 'P-1' },
      { productId: 'P-1' },
      { productId: 'P-2', itemNumber: 7 },
      { itemNumber: 3 },
      'x',
      null,
    ]);
    expect(parseMyCatalog(raw)).toEqual([{ productId: 'P-1' }, { productId: 'P-2', itemNumber: 7 }]);
    expect(parseMyCatalog('{not json')).toEqual([]);
    expect(parseMyCatalog(null)).toEqual([]);
    expect(parseMyCatalog('{"a":1}')).toEqual([]);
  });

  it('adds once and removes', () => {
    const one = addItem([], { productId: 'P-1', itemNumber: 5 });
    expect(addItem(one, { productId: 'P-1', itemNumber: 5 })).toHaveLength(1);
    expect(hasItem(one, { productId: 'P-1' })).toBe(false);
    expect(removeItem(one, { productId: 'P-1', itemNumber: 5 })).toEqual([]);
  });

  it('prints a whole product when it was picked whole, else only the picked variants', () => {
    const plan = selectionPlan([
      { productId: 'P-1', itemNumber: 5 },
      { productId: 'P-1', itemNumber: 6 },
      { productId: 'P-2', itemNumber: 1 },
      { productId: 'P-2' },
    ]);
    expect(plan.get('P-1')).toEqual(new Set([5, 6]));
    expect(plan.get('P-2')).toBe('all');
    const style = selectionStyle([{ productId: 'P-1', itemNumber: 5 }, { productId: 'x"]{}' }]);
    expect(style).toContain('[data-print-product="P-1"] [data-print-variant="5"]{display:table-row}');
    expect(style).not.toContain('x"]');
  });
});
