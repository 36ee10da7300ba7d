import { describe, expect, it } from 'vitest';
import { PageNotFound, isPageNotFound, notFoundText, pageNotFound } from './not-found';
import { INVALID_PATH_MARKER, invalidPathUrl, isInvalidPathUrl, pathBehindMarker } from './invalid-path';
import { pageStatusOf } from './page-status';

describe('404 message (ROUTE-VALIDATION-404, ROUTE-NO-MATCH-404)', () => {
  it('says "Page not found" for a path nothing matches', () => {
    expect(notFoundText('/da-DK/findes-ikke')).toBe('Page not found: /da-DK/findes-ikke');
  });

  it('says "Page Not Found" for a path that fails route validation', () => {
    expect(notFoundText(`/p/${'x'.repeat(300)}`)).toMatch(/^Page Not Found: \/p\/x+$/);
    expect(notFoundText('/en-GLOBAL/about')).toBe('Page Not Found: /en-GLOBAL/about');
  });

  it('says "Page Not Found" for a path that could not be read at all', () => {
    expect(notFoundText('/da-DK/%E0%A4%A', { unreadable: true })).toBe('Page Not Found: /da-DK/%E0%A4%A');
  });
});

describe('pageNotFound', () => {
  it('throws an error of its own kind, recognised without any framework field', () => {
    expect(() => pageNotFound()).toThrow(PageNotFound);
    let caught: unknown;
    try {
      pageNotFound();
    } catch (error) {
      caught = error;
    }
    expect(isPageNotFound(caught)).toBe(true);
    expect(isPageNotFound(new Error('Page not found'))).toBe(false);
    expect(isPageNotFound({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).toBe(false);
  });
});

describe('unreadable paths keep their market', () => {
  it.each([
    ['/da-DK/%E0%A4%A', `/da-DK/${INVALID_PATH_MARKER}/%25E0%25A4%25A`, '/da-DK', ['%E0%A4%A']],
    ['/da-dk/x/%ZZ', `/da-DK/${INVALID_PATH_MARKER}/x/%25ZZ`, '/da-DK', ['x', '%ZZ']],
    ['/%E0%A4%A', `/${INVALID_PATH_MARKER}/%25E0%25A4%25A`, '', ['%E0%A4%A']],
    ['/en-GLOBAL/%E0', `/${INVALID_PATH_MARKER}/en-GLOBAL/%25E0`, '', ['en-GLOBAL', '%E0']],
    ['/xx-YY/%E0', `/${INVALID_PATH_MARKER}/xx-YY/%25E0`, '', ['xx-YY', '%E0']],
  ])('%s -> %s', (raw, url, prefix, segmentsAfter) => {
    expect(invalidPathUrl(raw)).toBe(url);
    expect(isInvalidPathUrl(url)).toBe(true);
    // Next hands the page the segments after the market prefix as they are in the URL (percent-encoded).
    const segments = url.slice(prefix.length).split('/').slice(1);
    expect(segments[0]).toBe(INVALID_PATH_MARKER);
    expect(pathBehindMarker(prefix, segments)).toBe(`${prefix}/${segmentsAfter.join('/')}`);
  });

  it('is no stand-in for an ordinary path', () => {
    expect(isInvalidPathUrl('/da-DK/om-os')).toBe(false);
    expect(isInvalidPathUrl('/')).toBe(false);
    expect(pathBehindMarker('/da-DK', ['om-os'])).toBeUndefined();
  });
});

describe('the page status marker the web server reads', () => {
  it('finds the status an element asks for', () => {
    expect(pageStatusOf('<main><p class="x" data-testid="not-found-message" data-page-status="404">P</p>')).toBe(404);
    expect(pageStatusOf('<p data-page-status="410">')).toBe(410);
  });

  it('ignores pages without one, and the marker written as text or inside the RSC payload', () => {
    expect(pageStatusOf('<main><p>fine</p></main>')).toBeUndefined();
    // React escapes quotes in text and attribute values, and the payload is JSON inside a script.
    expect(pageStatusOf('<p>data-page-status=&quot;404&quot;</p>')).toBeUndefined();
    expect(pageStatusOf('<a title="data-page-status=&quot;404&quot;">x</a>')).toBeUndefined();
    expect(
      pageStatusOf('<script>self.__next_f.push([1,"{\\"data-page-status\\":\\"404\\"}"])</script>'),
    ).toBeUndefined();
    // Only client and server error statuses.
    expect(pageStatusOf('<p data-page-status="200">')).toBeUndefined();
  });
});
