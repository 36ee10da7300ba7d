import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRouteRulesManifest, matchRedirect, redirectRulesFromCms, type RedirectRule } from './redirects';

const manifestPath = fileURLToPath(new URL('../../../route-rules.json', import.meta.url));
const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
const SITE = 'https://www.qilakseafood.com';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apps/web/route-rules.json', () => {
  it('loads without errors into typed rules', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rules = loadRouteRulesManifest(manifest);
    expect(error).not.toHaveBeenCalled();
    expect(rules).toHaveLength(6);
    expect(rules).toContainEqual({ from: '/products-old', to: '/products', status: 301 });
    expect(rules).toContainEqual({
      from: '/careers-external',
      to: 'https://careers.qilakseafood.com',
      status: 302,
      external: true,
    });
  });

  const rules = loadRouteRulesManifest(manifest);
  it.each([
    ['/products-old', 301, '/products'],
    ['/PRODUCTS-OLD', 301, '/products'],
    ['/products-old/', 301, '/products'],
    ['/old-news/msc-recertification', 301, '/news/msc-recertification'],
    ['/old-news/2025/plant', 301, '/news/2025/plant'],
    ['/old-news', 301, '/news'],
    ['/da-DK/opskrift/rejer-paa-rugbroed', 301, '/da-DK/opskrifter/rejer-paa-rugbroed'],
    // Case-insensitive on the rule, but the visitor's splat keeps its case.
    ['/DA-dk/OPSKRIFT/Rejer', 301, '/da-DK/opskrifter/Rejer'],
    ['/de-DE/rezept/heilbutt', 301, '/de-DE/rezepte/heilbutt'],
    ['/de-DE/rezept/gebratener heilbutt', 301, '/de-DE/rezepte/gebratener%20heilbutt'],
    ['/catalogue-2025', 302, '/products/catalogue'],
    ['/careers-external', 302, 'https://careers.qilakseafood.com/'],
  ] as const)('%s -> %s %s', (path, status, location) => {
    expect(matchRedirect(path, rules, SITE)).toEqual({ type: 'redirect', status, location });
  });

  it.each([
    '/products',
    '/products-old/x',
    '/products-older',
    '/old-newsletter',
    '/da-DK/opskrifter/rejer',
    '/sv-SE/opskrift/x',
    '/',
  ])('%s matches no rule', (path) => {
    expect(matchRedirect(path, rules, SITE)).toEqual({ type: 'next' });
  });
});

describe('matchRedirect', () => {
  it('takes the first matching rule', () => {
    const rules: RedirectRule[] = [
      { from: '/shop/*', to: '/products/:splat', status: 301 },
      { from: '/shop/special', to: '/special', status: 302 },
    ];
    expect(matchRedirect('/shop/special', rules)).toEqual({
      type: 'redirect',
      status: 301,
      location: '/products/special',
    });
  });

  it('skips a rule whose target is neither on-site nor external, and tries the next', () => {
    const rules: RedirectRule[] = [
      { from: '/x', to: '//evil.example', status: 301 },
      { from: '/x', to: 'https://evil.example', status: 301 },
      { from: '/x', to: 'javascript:alert(1)', status: 301, external: true },
      { from: '/x', to: '/fine', status: 308 },
    ];
    expect(matchRedirect('/x', rules, SITE)).toEqual({ type: 'redirect', status: 308, location: '/fine' });
  });

  it('never lets a splat turn an on-site rule into a protocol-relative one', () => {
    const rules: RedirectRule[] = [{ from: '/go/*', to: '/:splat', status: 302 }];
    expect(matchRedirect('/go//evil.example', rules)).toEqual({ type: 'next' });
    expect(matchRedirect('/go/\\evil.example', rules)).toEqual({ type: 'next' });
    expect(matchRedirect('/go/https://evil.example', rules)).toEqual({
      type: 'redirect',
      status: 302,
      location: '/https://evil.example',
    });
    // The decoded path holds a literal `%2F%2F`: re-encoded it is harmless, but a second decoding would
    // read `//evil`, so it is refused as well (over-strict on purpose).
    expect(matchRedirect('/go/%2F%2Fevil', rules)).toEqual({ type: 'next' });
  });

  it('keeps an external rule on its own host whatever the splat holds', () => {
    const rules: RedirectRule[] = [
      { from: '/partner/*', to: 'https://partner.example/:splat', status: 302, external: true },
    ];
    const decision = matchRedirect('/partner/@evil.example/x', rules);
    expect(decision).toEqual({ type: 'redirect', status: 302, location: 'https://partner.example/@evil.example/x' });
    expect(decision.type === 'redirect' && new URL(decision.location).host).toBe('partner.example');
    expect(matchRedirect('/partner//evil.example', rules)).toMatchObject({
      location: 'https://partner.example//evil.example',
    });
  });

  it('accepts an absolute target on the site itself as on-site', () => {
    const rules: RedirectRule[] = [{ from: '/home-old', to: 'https://www.qilakseafood.com/', status: 301 }];
    expect(matchRedirect('/home-old', rules, SITE)).toEqual({ type: 'redirect', status: 301, location: '/' });
  });

  it('skips a rule that would redirect a path to itself', () => {
    const rules: RedirectRule[] = [
      { from: '/About', to: '/about', status: 301 },
      { from: '/loop/*', to: '/loop/:splat', status: 301 },
    ];
    expect(matchRedirect('/about', rules)).toEqual({ type: 'next' });
    expect(matchRedirect('/loop/x', rules)).toEqual({ type: 'next' });
  });

  it('matches rules written with percent-encoding against the decoded request path', () => {
    const rules: RedirectRule[] = [{ from: '/caf%C3%A9', to: '/cafe', status: 301 }];
    expect(matchRedirect('/café', rules)).toEqual({ type: 'redirect', status: 301, location: '/cafe' });
  });

  it('a `/*` rule catches everything', () => {
    const rules: RedirectRule[] = [{ from: '/*', to: '/da-DK/:splat', status: 302 }];
    expect(matchRedirect('/om-os/x', rules)).toEqual({ type: 'redirect', status: 302, location: '/da-DK/om-os/x' });
  });
});

describe('loadRouteRulesManifest refuses a file that is no manifest and leaves the matcher empty', () => {
  it.each([
    ['not an object', 'nope'],
    ['no redirects list', {}],
    ['a redirects entry that is no list', { redirects: { from: '/a', to: '/b', status: 301 } }],
  ])('%s', (_name, json) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadRouteRulesManifest(json)).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^Error fetching app manifest/);
  });
});

describe('loadRouteRulesManifest skips one bad rule, names it, and keeps the others', () => {
  const good = { from: '/old', to: '/new', status: 301 };
  const alsoGood = { from: '/gone/*', to: '/here/:splat', status: 302 };
  it.each([
    ['a status that is no redirect', { from: '/a', to: '/b', status: 303 }],
    ['a from that is no path', { from: 'a', to: '/b', status: 301 }],
    ['a protocol-relative from', { from: '//a', to: '/b', status: 301 }],
    ['a wildcard inside from', { from: '/a/*/b', to: '/b', status: 301 }],
    ['an off-site target not marked external', { from: '/a', to: 'https://evil.example', status: 301 }],
    ['a protocol-relative target', { from: '/a', to: '//evil.example', status: 301 }],
    ['a script target marked external', { from: '/a', to: 'javascript:alert(1)', status: 301, external: true }],
    ['an empty target', { from: '/a', to: '', status: 301 }],
    ['a from with a query', { from: '/a?b=1', to: '/b', status: 301 }],
    ['no object at all', 'just a string'],
  ])('%s', (_name, bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rules = loadRouteRulesManifest({ redirects: [good, bad, alsoGood] });
    expect(rules).toEqual([good, alsoGood]);
    expect(error).toHaveBeenCalledOnce();
    const line = String(error.mock.calls[0]?.[0]);
    expect(line).toMatch(/^\[routing\] route-rules\.json rule 2 /);
    expect(line).toContain('skipped');
    // A rule object is named by its from and to (a string has neither).
    expect(line).toContain(typeof bad === 'object' ? `"${bad.from}" -> "${bad.to}"` : '');
    // The rules that were kept still redirect.
    expect(matchRedirect('/old', rules)).toEqual({ type: 'redirect', status: 301, location: '/new' });
    expect(matchRedirect('/gone/x', rules)).toEqual({ type: 'redirect', status: 302, location: '/here/x' });
  });
});

it('a manifest may hold a catch-all `/*` rule', () => {
  expect(loadRouteRulesManifest({ redirects: [{ from: '/*', to: '/da-DK/:splat', status: 302 }] })).toEqual([
    { from: '/*', to: '/da-DK/:splat', status: 302 },
  ]);
});

describe('redirectRulesFromCms', () => {
  it('maps permanent to 301, else 302, and absolute targets to external rules', () => {
    expect(
      redirectRulesFromCms([
        { from: '/gammel-side', to: '/om-os', permanent: true },
        { from: '/kampagne', to: '/produkter', permanent: false },
        { from: '/job', to: 'https://careers.qilakseafood.com/da', permanent: false },
        { from: ' /trimmed/* ', to: ' /new/:splat ', permanent: true },
      ]),
    ).toEqual([
      { from: '/gammel-side', to: '/om-os', status: 301 },
      { from: '/kampagne', to: '/produkter', status: 302 },
      { from: '/job', to: 'https://careers.qilakseafood.com/da', status: 302, external: true },
      { from: '/trimmed/*', to: '/new/:splat', status: 301 },
    ]);
  });

  it('drops entries that are not valid rules, each with a log line naming it, and keeps the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      redirectRulesFromCms([
        { from: 'no-slash', to: '/x', permanent: true },
        { from: '//evil', to: '/x', permanent: true },
        { from: '/ok', to: '', permanent: true },
        { from: '/script', to: 'javascript:alert(1)', permanent: true },
        { from: '/kept', to: '/om-os', permanent: true },
      ]),
    ).toEqual([{ from: '/kept', to: '/om-os', status: 301 }]);
    expect(error).toHaveBeenCalledTimes(4);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^\[routing\] CMS redirect rule 1 \("no-slash" -> "\/x"\) skipped/,
    );
    expect(String(error.mock.calls[3]?.[0])).toContain('"/script" -> "javascript:alert(1)"');
  });

  it('a CMS rule with an unsafe target is ignored when matching', () => {
    const rules = redirectRulesFromCms([
      { from: '/x', to: 'javascript:alert(1)', permanent: true },
      { from: '/x', to: '//evil.example', permanent: true },
    ]);
    expect(matchRedirect('/x', rules)).toEqual({ type: 'next' });
  });
});
