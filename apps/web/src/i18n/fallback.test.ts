import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { messageFallback } from './labels';

describe('broken or missing messages (spec sections 5 and 8)', () => {
  it('shows the key in double asterisks and logs the error', () => {
    const onError = vi.fn();
    const t = createTranslator({
      locale: 'da-DK',
      messages: { Shop: { broken: 'Du har {count, plural, one {# vare} other {# varer}', fine: 'Fint' } },
      namespace: 'Shop',
      onError,
      getMessageFallback: messageFallback,
    });
    expect(t('fine')).toBe('Fint');
    expect(t('broken', { count: 2 })).toBe('**Shop.broken**');
    expect(t('missing' as 'fine')).toBe('**Shop.missing**');
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
