import type { Allergen, CertificateName } from '@qilak/pim-contract';

/**
 * The allergen and certificate names of @qilak/pim-contract, repeated here because importing values from that
 * package pulls zod into the browser bundle (~40 kB gzip); vocabulary.test.ts keeps the two lists equal.
 */
export const ALLERGEN_NAMES = [
  'Celery',
  'CerealsContainingGluten',
  'Crustaceans',
  'Fish',
  'HenEggs',
  'Lupin',
  'MilkProducts',
  'Mollucs',
  'Mustard',
  'Nuts',
  'Peanuts',
  'Sesame',
  'Soya',
  'Sulphide',
] as const satisfies readonly Allergen[];

export const CERTIFICATES = ['FrozenAtSea', 'MSC', 'ASC'] as const satisfies readonly CertificateName[];
