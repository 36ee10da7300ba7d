import { describe, expect, it } from 'vitest';
import { errorDigest, serverErrorHtml } from './error-page';

describe('the 500 page', () => {
  it('shows exactly the spec texts, a link to the global homepage, and is noindex', () => {
    const html = serverErrorHtml();
    expect(html).toContain('>500<');
    expect(html).toContain('Internal Server Error.');
    expect(html).toContain('We apologize for the inconvenience. Please try again later.');
    expect(html).toContain('<a href="/">Go to the global homepage</a>');
    expect(html).toContain('content="noindex,nofollow"');
    expect(html).not.toContain('<script');
  });

  it('shows escaped message and stack when given (non-production)', () => {
    const html = serverErrorHtml({ message: 'Could not fetch 404 page slug <x>', stack: 'Error: at a' });
    expect(html).toContain('Could not fetch 404 page slug &lt;x&gt;');
    expect(html).toContain('Error: at a');
  });

  it('finds the digest in Next’s error shell', () => {
    expect(errorDigest('d:E{"digest":"4083126612"}')).toBe('4083126612');
  });
});
