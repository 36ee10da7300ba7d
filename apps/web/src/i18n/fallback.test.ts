import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { messageFallback } from './labels';

describe('broken or missing messages (ERR-MESSAGES)', () => {
  it('shows the key in double asterisks and logs the error', () => {
    const onError = vi.fn();
    // Typed loosely on purpose: the point is a key and a message the type system would not let through.
    const messages: Record<string, Record<string, string>> = {
      Shop: { broken: 'Du har {count, plural, one {# vare} other {# varer}', fine: 'Fint' },
    };
    const t = createTranslator({
      locale: 'da-DK',
      messages,
      onError,
      getMessageFallback: messageFallback,
    }) as unknown as (key: string, values?: Record<string, number>) => string;
    expect(t('Shop.fine')).toBe('Fint');
    expect(t('Shop.broken', { count: 2 })).toBe('**Shop.broken**');
    expect(t('Shop.missing')).toBe('**Shop.missing**');
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
