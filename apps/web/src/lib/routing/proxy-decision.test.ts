import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS, HOSTILE_TARGETS } from './hostile-inputs.fixture';
import { resolveContentHref } from './links';
import { decideRequest, type ProxyRequest } from './proxy-decision';
import { loadRouteRulesManifest, type RedirectRule } from './redirects';
import { normalizeRequestPath } from './request-path';
import { isRouteError, parseRoute } from './route';

const SITE = 'https://www.qilakseafood.com';
const manifest: unknown = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../route-rules.json', import.meta.url)), 'utf8'),
);
const RULES: RedirectRule[] = [
  ...loadRouteRulesManifest(manifest),
  // Rules an attacker would love: the splat lands at the start of the target.
  { from: '/go/*', to: '/:splat', status: 302 },
  { from: '/jump/*', to: '/*', status: 302 },
];

const request = (pathname: string, extra: Partial<ProxyRequest> = {}): ProxyRequest => ({
  pathname,
  search: '',
  rules: RULES,
  siteOrigin: SITE,
  ...extra,
});

const LOCALE_COOKIE_OF = (value: string) => ({
  name: 'i18n_redirected',
  value,
  maxAgeSeconds: 31_536_000,
  path: '/',
  sameSite: 'lax',
});

describe('decideRequest: the proxy steps in order', () => {
  it.each([
    // Prefix case and trailing slash fixed in one 301, query kept.
    [request('/DA-dk/om-os/', { search: '?x=1' }), { type: 'redirect', status: 301, location: '/da-DK/om-os?x=1' }],
    [request('/DA-dk/om-os'), { type: 'redirect', status: 301, location: '/da-DK/om-os' }],
    [request('/om-os/'), { type: 'redirect', status: 301, location: '/om-os' }],
    [request('/sv-SE/'), { type: 'redirect', status: 301, location: '/sv-SE' }],
    [request('/caf%C3%A9/'), { type: 'redirect', status: 301, location: '/caf%C3%A9' }],
    [request('/om-os/', { search: '?a=%0A' }), { type: 'redirect', status: 301, location: '/om-os?a=%0A' }],
    [request('/om-os/', { search: '?a=\n' }), { type: 'redirect', status: 301, location: '/om-os' }],
    // Redirect rules after that, query kept unless the target has its own.
    [
      request('/products-old', { search: '?ref=mail' }),
      { type: 'redirect', status: 301, location: '/products?ref=mail' },
    ],
    [request('/products-old/'), { type: 'redirect', status: 301, location: '/products-old' }],
    [request('/DA-dk/opskrift/rejer'), { type: 'redirect', status: 301, location: '/da-DK/opskrift/rejer' }],
    [request('/da-DK/opskrift/rejer'), { type: 'redirect', status: 301, location: '/da-DK/opskrifter/rejer' }],
    [request('/careers-external'), { type: 'redirect', status: 302, location: 'https://careers.qilakseafood.com/' }],
    // Pages pass through.
    [request('/om-os'), { type: 'next' }],
    [request('/da-DK'), { type: 'next' }],
    [request('/en-GLOBAL/x'), { type: 'next' }],
    [request('/EN-global/x'), { type: 'next' }],
    // A path that cannot be decoded safely never reaches routing.
    [request('/%C0%AF'), { type: 'not-found', path: '/%C0%AF' }],
    // The path shown on the 404 page carries no control or bidi characters.
    [request('/a\u202Eb\tc\\d'), { type: 'not-found', path: '/a%E2%80%AEb%09c%5Cd' }],
  ] as const)('%j', (input, expected) => {
    expect(decideRequest(input)).toEqual(expected);
  });
});

describe('decideRequest: root language negotiation on a first visit to /', () => {
  it('sends a Danish browser to /da-DK with a 302 and remembers the choice', () => {
    expect(decideRequest(request('/', { acceptLanguage: 'da-DK,da;q=0.9', search: '?utm_source=x' }))).toEqual({
      type: 'redirect',
      status: 302,
      location: '/da-DK?utm_source=x',
      cookies: [LOCALE_COOKIE_OF('da-DK')],
    });
  });

  it('keeps an English or unmatched browser on en-GLOBAL and remembers that', () => {
    for (const acceptLanguage of ['en', 'ja', 'en-AU', '', null]) {
      expect(decideRequest(request('/', { acceptLanguage }))).toEqual({
        type: 'next',
        cookies: [LOCALE_COOKIE_OF('en-GLOBAL')],
      });
    }
  });

  it('sends a returning visitor to the market the cookie names, without setting it again', () => {
    expect(decideRequest(request('/', { acceptLanguage: 'da', localeCookie: 'sv-SE' }))).toEqual({
      type: 'redirect',
      status: 302,
      location: '/sv-SE',
    });
    expect(decideRequest(request('/', { localeCookie: 'da-DK', search: '?utm_source=x' }))).toEqual({
      type: 'redirect',
      status: 302,
      location: '/da-DK?utm_source=x',
    });
  });

  it('keeps a visitor who chose Global on en-GLOBAL whatever the browser asks for', () => {
    expect(decideRequest(request('/', { acceptLanguage: 'da', localeCookie: 'en-GLOBAL' }))).toEqual({ type: 'next' });
  });

  it('accepts a cookie whose code is cased differently', () => {
    expect(decideRequest(request('/', { acceptLanguage: 'sv', localeCookie: 'da-dk' }))).toMatchObject({
      type: 'redirect',
      location: '/da-DK',
    });
  });

  // LOCALE-ROOT-NEGOTIATION (docs/BEHAVIOUR-deviations.md "Default market"): cookie, then Accept-Language (exact beats language-only), then stay.
  it.each([
    // [cookie, Accept-Language, where / answers, cookie set]
    ['da-DK', null, '/da-DK', null],
    ['da-DK', 'sv-SE,sv;q=0.9', '/da-DK', null],
    ['kl-GL', 'en', '/kl-GL', null],
    ['en-JP', 'da', '/en-JP', null],
    ['en-GLOBAL', 'de-DE', 'stay', null],
    [' fr-FR ', 'de', '/fr-FR', null],
    ['xx-XX', 'da-GL', '/da-GL', 'da-GL'],
    ['', 'da-GL,da;q=0.8', '/da-GL', 'da-GL'],
    [null, 'da', '/da-DK', 'da-DK'],
    [null, 'en-US', '/en-US', 'en-US'],
    [null, 'en-GB,en;q=0.9', '/en-GB', 'en-GB'],
    [null, 'en-AU,en;q=0.9', 'stay', 'en-GLOBAL'],
    [null, 'de-AT', '/de-DE', 'de-DE'],
    [null, 'kl', '/kl-GL', 'kl-GL'],
    [null, 'ja,zh;q=0.8', 'stay', 'en-GLOBAL'],
    [null, null, 'stay', 'en-GLOBAL'],
  ] as const)('cookie %j, Accept-Language %j -> %s (sets %s)', (localeCookie, acceptLanguage, where, sets) => {
    const decision = decideRequest(request('/', { localeCookie, acceptLanguage }));
    expect(decision).toMatchObject(
      where === 'stay' ? { type: 'next' } : { type: 'redirect', status: 302, location: where },
    );
    expect('cookies' in decision ? decision.cookies : undefined).toEqual(sets ? [LOCALE_COOKIE_OF(sets)] : undefined);
  });

  it('negotiates again when the cookie holds junk', () => {
    expect(decideRequest(request('/', { acceptLanguage: 'sv', localeCookie: 'junk' }))).toMatchObject({
      location: '/sv-SE',
    });
  });

  it('negotiates only on the root, not on other unprefixed pages', () => {
    expect(decideRequest(request('/om-os', { acceptLanguage: 'da' }))).toEqual({ type: 'next' });
  });
});

describe('hostile input: no off-site Location, no throw', () => {
  const onSite = (location: string) => {
    // eslint-disable-next-line no-control-regex -- control characters are what must not get through
    expect(location).not.toMatch(/[\u0000-\u001F\u007F\s\\]/);
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, SITE).origin).toBe(SITE);
  };

  it.each(HOSTILE_PATHS)('path %j', (pathname) => {
    const decisions = ['da', 'en'].map((acceptLanguage) =>
      decideRequest(request(pathname, { acceptLanguage, search: '?q=1' })),
    );
    for (const decision of decisions.filter((d) => d.type === 'redirect')) onSite(decision.location);
    for (const decision of decisions.filter((d) => d.type === 'not-found'))
      // eslint-disable-next-line no-control-regex -- control characters are what must not get through
      expect(decision.path).not.toMatch(/[\u0000-\u001F\u007F\u202E\\]/);
    const normalized = normalizeRequestPath(pathname);
    const parsable = 'pathname' in normalized ? [normalized.pathname] : [];
    for (const path of parsable) expect(() => parseRoute(path)).not.toThrow();
  });

  it.each(HOSTILE_TARGETS)('redirect rule target %j', (to) => {
    const decision = decideRequest(request('/x', { rules: [{ from: '/x', to, status: 301 }] }));
    if (decision.type === 'redirect') onSite(decision.location);
    expect(resolveContentHref(to, 'da-DK') ?? '').not.toMatch(/^(\/\/|\/\\|javascript:|data:|vbscript:)/i);
  });

  it('the route parser answers every hostile path with a route or an error, never by throwing', () => {
    for (const pathname of [...HOSTILE_PATHS, ...HOSTILE_TARGETS]) {
      const route = parseRoute(pathname);
      expect(isRouteError(route) || typeof route.kind === 'string').toBe(true);
    }
  });
});
