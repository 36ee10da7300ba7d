import { describe, expect, it } from 'vitest';
import { toQueryString } from './query';

describe('toQueryString', () => {
  it('nests objects and arrays with brackets as Strapi expects', () => {
    expect(
      toQueryString({
        filters: { slug: { $eqi: 'Om Os' } },
        populate: { localizations: { fields: ['locale', 'slug'] } },
        locale: 'da-DK',
      }),
    ).toBe(
      'filters[slug][$eqi]=Om%20Os&populate[localizations][fields][0]=locale&populate[localizations][fields][1]=slug&locale=da-DK',
    );
  });

  it('skips undefined and null values', () => {
    expect(toQueryString({ a: undefined, b: null, c: 0 })).toBe('c=0');
  });
});
