import { describe, expect, it } from 'vitest';
import { MARKETS, globalHomepageUrl } from '@qilak/markets';
import { CONSENT_TEXTS, chooseConsentProvider } from '../src/lib/consent';
import { inlineScriptHashes } from './csp';
import {
  errorDigests,
  errorPageConsent,
  errorPageMarket,
  readConsentAssets,
  serverErrorHtml,
  shellErrorDetails,
  type ErrorDetails,
} from './error-page';

// The parts of a real error shell (Next 16, `next build` + our server, a page whose CMS fetch failed) that matter:
// the RSC payload as escaped string literals, with the page's error row first and a second error after it.
const SHELL = [
  '<!DOCTYPE html><html id="__next_error__"><head></head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n5:X\\n"])</script>',
  '<script>self.__next_f.push([1,"13:null\\nd:E{\\"digest\\":\\"1179545151\\"}\\na:E{\\"digest\\":\\"1179545151\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"21:E{\\"digest\\":\\"3425625399\\"}\\n"])</script>',
  '</body></html>',
].join('');

const recorded = new Map<string, ErrorDetails>([
  [
    '1179545151',
    {
      message: '[cms] http://127.0.0.1:9/api/pages?filters[slug][$eqi]=om-os&locale=da-GL unreachable (fetch failed)',
      stack: 'UpstreamError: [cms] …\n    at f (.next/server/chunks/ssr/a.js:1:57418)',
    },
  ],
  [
    '3425625399',
    {
      message: '[cms] global config unreachable',
      stack: 'UpstreamError: [cms] global config unreachable\n    at g (b.js:1:1)',
    },
  ],
]);
const find = (digest: string) => recorded.get(digest);

describe('the 500 page', () => {
  it("links the global homepage to the en-GLOBAL market's base URL, and only when that market exists", () => {
    const global = MARKETS.find((m) => m.code === 'en-GLOBAL')!;
    expect(globalHomepageUrl()).toBe(global.baseUrl);
    expect(serverErrorHtml(undefined)).toContain(`<a href="${global.baseUrl}">Go to the global homepage</a>`);
    const withoutGlobal = MARKETS.filter((m) => m.code !== 'en-GLOBAL');
    expect(globalHomepageUrl(withoutGlobal)).toBeUndefined();
    const html = serverErrorHtml(undefined, withoutGlobal);
    expect(html).not.toContain('Go to the global homepage');
    expect(html).not.toContain('<a ');
    expect(html).toContain('Internal Server Error.');
  });

  it('shows exactly the texts of ERR-500-PAGE, a link to the global homepage, and is noindex', () => {
    const html = serverErrorHtml();
    expect(html).toContain('>500<');
    expect(html).toContain('Internal Server Error.');
    expect(html).toContain('We apologize for the inconvenience. Please try again later.');
    expect(html).toContain('<a href="https://www.qilakseafood.com">Go to the global homepage</a>');
    expect(html).toContain('content="noindex,nofollow"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('error-details');
  });

  it('shows message and stack escaped as HTML when given (non-production)', () => {
    const html = serverErrorHtml({
      message: 'Could not fetch <img src=x onerror="alert(1)"> & more',
      stack: 'Error: <script>alert(2)</script>\n    at a ("b.js":1:2)',
    });
    expect(html).toContain(
      '<pre data-testid="error-details">Could not fetch &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more\n\nError: &lt;script&gt;alert(2)&lt;/script&gt;\n    at a (&quot;b.js&quot;:1:2)</pre>',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });

  it('shows the message alone when the error has no stack', () => {
    expect(serverErrorHtml({ message: 'plain' })).toContain('<pre data-testid="error-details">plain</pre>');
  });
});

describe('the error in Next’s error shell', () => {
  it('reads the digests from the escaped RSC payload, in order and once each', () => {
    expect(errorDigests(SHELL)).toEqual(['1179545151', '3425625399']);
  });

  it('finds no digest where there is no error row, and does not take a digest from page text', () => {
    expect(errorDigests('<html id="__next_error__"><body></body></html>')).toEqual([]);
    // Text in the payload is JSON inside the row, so its quotes stay escaped after decoding: no error row.
    const text =
      '<script>self.__next_f.push([1,"7:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\\\\\"digest\\\\\\":\\\\\\"1\\\\\\"\\"}]\\n"])</script>';
    expect(errorDigests(text)).toEqual([]);
  });

  it('outside production gives the message and stack of the first recorded error in the shell', () => {
    expect(shellErrorDetails(SHELL, { production: false, find })).toEqual(recorded.get('1179545151'));
    // An error the shell names but nobody recorded (evicted, or not a render error) is skipped.
    expect(
      shellErrorDetails(SHELL, { production: false, find: (d) => (d === '3425625399' ? recorded.get(d) : undefined) }),
    ).toEqual(recorded.get('3425625399'));
    expect(shellErrorDetails(SHELL, { production: false, find: () => undefined })).toBeUndefined();
  });

  it('in production gives nothing, even when the error is recorded, so the page shows neither message nor stack', () => {
    let asked = false;
    const details = shellErrorDetails(SHELL, { production: true, find: (d) => ((asked = true), recorded.get(d)) });
    expect(details).toBeUndefined();
    expect(asked).toBe(false);
    const html = serverErrorHtml(details);
    expect(html).not.toContain('error-details');
    expect(html).not.toContain('unreachable');
    expect(html).not.toContain('at f (');
  });

  it('outside production the page carries the escaped message and stack of that error', () => {
    const html = serverErrorHtml(shellErrorDetails(SHELL, { production: false, find }));
    expect(html).toContain(
      'data-testid="error-details">[cms] http://127.0.0.1:9/api/pages?filters[slug][$eqi]=om-os&amp;locale=da-GL unreachable (fetch failed)',
    );
    expect(html).toContain('    at f (.next/server/chunks/ssr/a.js:1:57418)</pre>');
  });
});

describe('the consent banner on the 500 page', () => {
  const assets = readConsentAssets();
  const page = (pathname: string, cookiebotId?: string) => {
    const market = errorPageMarket(pathname);
    const choice = chooseConsentProvider({ production: true, language: market.cookieLanguage, cookiebotId });
    return serverErrorHtml(undefined, MARKETS, errorPageConsent(choice, assets));
  };

  it("finds the banner's own files in node_modules", () => {
    expect(assets?.script).toContain('CookieConsent');
    expect(assets?.css).toContain('#cc-main');
  });

  it("takes the market from the path's prefix, in any letter case, else en-GLOBAL", () => {
    expect(errorPageMarket('/da-DK/om-os').code).toBe('da-DK');
    expect(errorPageMarket('/DE-de').code).toBe('de-DE');
    expect(errorPageMarket('/en-GLOBAL/x').code).toBe('en-GLOBAL');
    expect(errorPageMarket('/om-os').code).toBe('en-GLOBAL');
    expect(errorPageMarket('/').code).toBe('en-GLOBAL');
  });

  it("runs the site's banner in the market's cookie language, with a button that reopens it", () => {
    const da = page('/da-DK/om-os');
    expect(da).toContain(assets!.script);
    expect(da).toContain('window.CookieConsent.run(options)');
    expect(da).toContain(`"name":"qilak_consent"`);
    expect(da).toContain(JSON.stringify(CONSENT_TEXTS.DA.acceptAll));
    expect(da).toContain(`root.lang="da"`);
    expect(da).toContain('>Cookieindstillinger</button>');
    expect(page('/en-JP/p/P-1')).toContain(JSON.stringify(CONSENT_TEXTS.JA.title));
    expect(page('/')).toContain('>Cookie settings</button>');
    // The spec's texts of the page itself stay as they are.
    expect(da).toContain('Internal Server Error.');
  });

  it('keeps its scripts inline and hashable: no script-ending text inside them', () => {
    const html = page('/fr-FR');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it('uses Cookiebot where it is the provider, and shows no banner outside production', () => {
    expect(page('/sv-SE', 'abc')).toContain('src="https://consent.cookiebot.com/uc.js?cbid=abc" data-culture="SV"');
    const none = errorPageConsent(chooseConsentProvider({ production: false, language: 'DA' }), assets);
    expect(serverErrorHtml(undefined, MARKETS, none)).not.toContain('<script');
  });
});
