import { describe, expect, it } from 'vitest';
import { notFoundText } from './NotFoundMessage';

describe('404 message (spec section 8)', () => {
  it('says "Page not found" for a path nothing matches', () => {
    expect(notFoundText('/da-DK/findes-ikke')).toBe('Page not found: /da-DK/findes-ikke');
  });

  it('says "Page Not Found" for a path that fails route validation', () => {
    expect(notFoundText(`/p/${'x'.repeat(300)}`)).toMatch(/^Page Not Found: \/p\/x+$/);
    expect(notFoundText('/en-GLOBAL/about')).toBe('Page Not Found: /en-GLOBAL/about');
    expect(notFoundText('/%E0%A4%A')).toBe('Page Not Found: /%E0%A4%A');
  });
});
