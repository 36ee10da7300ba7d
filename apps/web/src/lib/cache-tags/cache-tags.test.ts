import { describe, expect, it } from 'vitest';
import { MARKET_CODES } from '@qilak/markets';
import { cmsTags, tagsForContentEvent } from './index';

describe('cache tags', () => {
  it('a content change touches the tags of its model in its market, or in every market without a locale', () => {
    expect(tagsForContentEvent({ model: 'global-config', locale: 'da-DK' })).toEqual(['cms:global:da-DK']);
    expect(tagsForContentEvent({ model: 'page', locale: 'sv-SE' })).toEqual(['cms:page:sv-SE', 'cms:navigation:sv-SE']);
    expect(tagsForContentEvent({ model: 'redirect', locale: null })).toEqual([cmsTags.redirects]);
    expect(tagsForContentEvent({ model: 'navigation', locale: null })).toHaveLength(MARKET_CODES.length);
    // A locale that is no market is treated as every market rather than revalidating nothing.
    expect(tagsForContentEvent({ model: 'navigation', locale: 'xx-XX' })).toHaveLength(MARKET_CODES.length);
  });
});
