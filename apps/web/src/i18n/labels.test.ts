import { describe, expect, it } from 'vitest';
import { labelMessages, messageFallback, parseMarketParam } from './labels';

describe('translation labels', () => {
  it('replaces every message by its key in double asterisks', () => {
    expect(labelMessages({ Common: { loading: 'Loading…', nested: { a: 'x' } } })).toEqual({
      Common: { loading: '**Common.loading**', nested: { a: '**Common.nested.a**' } },
    });
  });

  it('falls back to the key in double asterisks', () => {
    expect(messageFallback({ namespace: 'Errors', key: 'missing' })).toBe('**Errors.missing**');
    expect(messageFallback({ key: 'top' })).toBe('**top**');
  });

  it('reads the labels variant of a market segment', () => {
    expect(parseMarketParam('da-DK')).toMatchObject({ market: { code: 'da-DK' }, showLabels: false });
    expect(parseMarketParam('da-DK~labels')).toMatchObject({ market: { code: 'da-DK' }, showLabels: true });
    expect(parseMarketParam('da-DK%7Elabels')).toMatchObject({ showLabels: true });
    expect(parseMarketParam('xx-YY')).toBeUndefined();
  });
});
