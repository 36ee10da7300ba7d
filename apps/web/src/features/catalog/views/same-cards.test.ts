import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '@/features/catalog/query';
import { keepSameCards } from './same-cards';

const card = (productId: string, itemNumbers: number[]): ProductCardData => ({
  productId,
  title: `Product ${productId}`,
  subTitle: null,
  brandName: null,
  image: null,
  variants: itemNumbers.map((itemNumber) => ({ itemNumber, size: '1 kg', pack: '10 x 1 kg' })),
});

describe('keepSameCards', () => {
  const shown = [card('P-1001', [5001, 5002]), card('P-1002', [5003])];

  it('keeps the array on screen when the answer lists the same cards', () => {
    const answer = { products: structuredClone(shown), total: 3 };
    const kept = keepSameCards(answer, shown);
    expect(kept.products).toBe(shown);
    expect(kept.total).toBe(3);
  });

  it('takes the answer when a card differs, even only in a variant', () => {
    const answer = { products: [card('P-1001', [5001]), card('P-1002', [5003])] };
    expect(keepSameCards(answer, shown).products).toBe(answer.products);
  });

  it('takes the answer when it lists other cards or another number of them', () => {
    const reordered = { products: [shown[1]!, shown[0]!] };
    expect(keepSameCards(reordered, shown).products).toBe(reordered.products);
    const fewer = { products: [shown[0]!] };
    expect(keepSameCards(fewer, shown).products).toBe(fewer.products);
  });
});
