import { describe, expect, it } from 'vitest';
import { ALLERGENS, CERTIFICATE_NAMES } from '@qilak/pim-contract';
import { ALLERGEN_NAMES, CERTIFICATES } from './vocabulary';

describe('the browser-side vocabulary', () => {
  it('lists exactly the allergens and certificates of the product service contract', () => {
    expect([...ALLERGEN_NAMES]).toEqual([...ALLERGENS]);
    expect([...CERTIFICATES]).toEqual([...CERTIFICATE_NAMES]);
  });
});
