import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, type Env } from './schema';

const PRODUCTION: Env = {
  APP_ENV: 'production',
  SITE_URL: 'https://www.qilakseafood.com/',
  CMS_URL: 'https://cms.internal.example',
  PIM_URL: 'https://pim.example.net',
  CMS_API_TOKEN: 'token',
  PIM_FUNCTION_KEY: 'key',
  REVALIDATE_SECRET: 'secret',
  CMS_INQUIRY_TOKEN: 'inquiry-token',
  INQUIRY_CHALLENGE_SECRET: 'challenge-key',
};

function problemsOf(env: Env): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it('gives every value a local default outside production', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      appEnv: 'non-production',
      siteUrl: 'http://localhost:3000',
      cmsUrl: 'http://127.0.0.1:1337',
      pimUrl: 'http://127.0.0.1:7071',
      cmsApiToken: '',
      upstreamTimeoutMs: 2500,
      searchWorkerNice: 10,
      trustedProxyHeader: 'x-forwarded-for',
      trustedProxies: [],
      edgePurge: { urls: [], kind: 'varnish' },
      server: { host: '127.0.0.1', port: 3000, pageCacheTtlMs: 2000, pageCacheBytes: 64 * 2 ** 20 },
    });
  });

  it('reads a complete production configuration, trimming trailing slashes', () => {
    const config = parseConfig({ ...PRODUCTION, EDGE_PURGE_URL: 'http://a/, http://b/', PAGE_CACHE_TTL_MS: '0' });
    expect(config.appEnv).toBe('production');
    expect(config.siteUrl).toBe('https://www.qilakseafood.com');
    expect(config.edgePurge.urls).toEqual(['http://a/', 'http://b/']);
    expect(config.server.pageCacheTtlMs).toBe(0);
  });

  it.each([
    'CMS_API_TOKEN',
    'PIM_FUNCTION_KEY',
    'REVALIDATE_SECRET',
    'SITE_URL',
    'CMS_URL',
    'PIM_URL',
    'CMS_INQUIRY_TOKEN',
    'INQUIRY_CHALLENGE_SECRET',
  ])('refuses production without %s, or with it empty, naming the variable', (name) => {
    expect(problemsOf({ ...PRODUCTION, [name]: undefined })).toEqual([`${name} is required when APP_ENV=production`]);
    expect(problemsOf({ ...PRODUCTION, [name]: '  ' })).toEqual([`${name} is required when APP_ENV=production`]);
  });

  it('names every missing variable at once', () => {
    const problems = problemsOf({ APP_ENV: 'production' });
    expect(problems).toHaveLength(8);
    expect(problems.join(' ')).toMatch(
      /SITE_URL.*CMS_URL.*CMS_API_TOKEN.*PIM_URL.*PIM_FUNCTION_KEY.*REVALIDATE_SECRET/,
    );
  });

  it.each(['http://localhost:1337', 'http://127.0.0.1:1337', 'http://[::1]:1337'])(
    'refuses a production upstream left at this machine (%s) unless the one-machine stack says so',
    (address) => {
      expect(problemsOf({ ...PRODUCTION, CMS_URL: address })).toEqual([
        `CMS_URL=${address} points at this machine; set the real address (or LOCAL_STACK=1 for a one-machine stack)`,
      ]);
      expect(parseConfig({ ...PRODUCTION, CMS_URL: address, LOCAL_STACK: '1' }).cmsUrl).toBe(address);
    },
  );

  it('does not apply the production rules while next build runs', () => {
    expect(parseConfig({ APP_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).appEnv).toBe('production');
  });

  it('refuses malformed values, naming the variable', () => {
    expect(problemsOf({ CMS_URL: 'cms.internal' })[0]).toMatch(/^CMS_URL: /);
    expect(problemsOf({ UPSTREAM_TIMEOUT_MS: 'soon' })[0]).toMatch(/^UPSTREAM_TIMEOUT_MS: /);
    expect(problemsOf({ TRUSTED_PROXY_HEADER: 'x forwarded' })[0]).toMatch(/^TRUSTED_PROXY_HEADER: /);
    expect(problemsOf({ LOCAL_STACK: 'yes' })[0]).toMatch(/^LOCAL_STACK: /);
    expect(problemsOf({ SEARCH_WORKER_NICE: '20' })[0]).toMatch(/^SEARCH_WORKER_NICE: /);
    expect(parseConfig({ SEARCH_WORKER_NICE: '0' }).searchWorkerNice).toBe(0);
    expect(problemsOf({ EVENT_LOOP_STALL_MS: '5' })[0]).toMatch(/^EVENT_LOOP_STALL_MS: /);
    expect(parseConfig({}).observability.stallMs).toBe(50);
    expect(parseConfig({ EVENT_LOOP_STALL_MS: '20' }).observability.stallMs).toBe(20);
  });

  it('keeps the STAFF_* variables for the staff readers, and the trusted proxy header in lower case', () => {
    const config = parseConfig({
      STAFF_AUTHORITY: 'https://login.example',
      OTHER: 'x',
      TRUSTED_PROXY_HEADER: 'X-Real-IP',
      TRUSTED_PROXIES: '10.0.0.0/8',
    });
    expect(config.staff).toEqual({ STAFF_AUTHORITY: 'https://login.example' });
    expect(config.trustedProxyHeader).toBe('x-real-ip');
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, refuses what is neither, and x-forwarded-for by default', () => {
    const config = parseConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 ,::1,2001:db8::/32' });
    expect(config.trustedProxies).toHaveLength(4);
    expect(config.trustedProxyHeader).toBe('x-forwarded-for');
    expect(parseConfig({}).trustedProxies).toEqual([]);
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/8,varnish.internal' })).toEqual([
      'TRUSTED_PROXIES: "varnish.internal" is not an IP address or range (CIDR)',
    ]);
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/33' })).toHaveLength(1);
    // The header alone used to be believed from anyone; now it needs the proxies it may come from.
    expect(problemsOf({ TRUSTED_PROXY_HEADER: 'x-real-ip' })).toEqual([
      'TRUSTED_PROXY_HEADER is read only on connections from TRUSTED_PROXIES: set their addresses too',
    ]);
  });

  it('reads the preview settings: optional, and the admin origin from CMS_ADMIN_URL or else CMS_URL', () => {
    expect(parseConfig({})).toMatchObject({
      previewSecret: undefined,
      cmsPreviewToken: undefined,
      cmsAdminOrigin: 'http://127.0.0.1:1337',
    });
    expect(
      parseConfig({
        ...PRODUCTION,
        PREVIEW_SECRET: ' s ',
        CMS_PREVIEW_TOKEN: 't',
        CMS_ADMIN_URL: 'https://cms.qilakseafood.com/admin/',
      }),
    ).toMatchObject({ previewSecret: 's', cmsPreviewToken: 't', cmsAdminOrigin: 'https://cms.qilakseafood.com' });
    expect(parseConfig(PRODUCTION).cmsAdminOrigin).toBe('https://cms.internal.example');
    expect(problemsOf({ CMS_ADMIN_URL: 'javascript:alert(1)' })).toHaveLength(1);
  });
});
