import { z } from 'zod';
import { parseAddressRange, type AddressRange } from './addresses';

/** Everything the web app and its server read from the environment, by variable name. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A configuration that cannot run: the message names every variable at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** An unset or blank variable counts as missing: `FOO=` in an env file must not pass as a secret. */
const text = z
  .string()
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value ? value : undefined));

const url = text.pipe(
  z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

function count(fallback: number, { min = 0 }: { min?: number } = {}) {
  return text
    .pipe(z.coerce.number<string | undefined>().int().min(min).optional())
    .transform((value) => value ?? fallback);
}

const list = text.transform((value) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

const flag = text.pipe(z.enum(['1', 'true', '0', 'false']).optional()).transform((v) => v === '1' || v === 'true');

/** The raw shape read from the environment; cross-field rules (production) come after, in parseConfig. */
const envSchema = z.object({
  APP_ENV: text,
  NODE_ENV: text,
  NEXT_PHASE: text,
  LOCAL_STACK: flag,
  SITE_URL: url,
  CMS_URL: url,
  PIM_URL: url,
  CMS_API_TOKEN: text,
  PIM_FUNCTION_KEY: text,
  REVALIDATE_SECRET: text,
  PREVIEW_SECRET: text,
  CMS_PREVIEW_TOKEN: text,
  CMS_INQUIRY_TOKEN: text,
  INQUIRY_CHALLENGE_SECRET: text,
  CMS_ADMIN_URL: url,
  UPSTREAM_TIMEOUT_MS: count(2500, { min: 1 }),
  TRUSTED_PROXY_HEADER: text.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'a header name')
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  TRUSTED_PROXIES: list,
  MEDIA_CACHE_DIR: text,
  GEOIP_DB_FILE: text,
  GTM_ID: text,
  COOKIEBOT_ID: text,
  EDGE_PURGE_URL: list,
  EDGE_PURGE_KIND: text,
  STAFF_AUTHORITY: text,
  STAFF_CLIENT_ID: text,
  STAFF_GRAPH_URL: text,
  STAFF_KNOWN_AUTHORITIES: text,
  HOST: text,
  PORT: count(3000, { min: 1 }),
  PAGE_CACHE_TTL_MS: count(2000),
  PAGE_CACHE_MB: count(64, { min: 1 }),
  METRICS_PORT: count(0),
  EVENT_LOOP_STALL_MS: count(50, { min: 10 }),
  SEARCH_WORKER_NICE: text.pipe(z.coerce.number<string | undefined>().int().min(0).max(19).optional()),
  SHUTDOWN_DELAY_MS: count(0),
  SHUTDOWN_TIMEOUT_MS: count(10_000, { min: 1 }),
  METRICS_HOST: text,
  OTEL_EXPORTER_OTLP_ENDPOINT: url,
  INQUIRY_RATE_LIMIT: count(5, { min: 1 }),
  REDIS_URL: text.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: text,
});

export type AppEnv = 'production' | 'non-production';

export interface Config {
  appEnv: AppEnv;
  /** Public origin of the site (canonical URLs, sitemap, hreflang), without a trailing slash. */
  siteUrl: string;
  cmsUrl: string;
  cmsApiToken: string;
  pimUrl: string;
  pimFunctionKey: string;
  revalidateSecret: string;
  /**
   * Preview (draft mode): the secret Strapi's Preview button sends to /api/preview, and the only CMS token that
   * reads drafts. Optional: without both there is no preview (the route refuses every request).
   */
  previewSecret: string | undefined;
  cmsPreviewToken: string | undefined;
  /** Inquiries: the CMS token that may only create them, and the key that signs the proof-of-work challenges. */
  cmsInquiryToken: string;
  inquiryChallengeSecret: string;
  /** Inquiries one connection may send in ten minutes. */
  inquiryRateLimit: number;
  /** The CMS admin's origin, the only other site allowed to frame a preview (default: CMS_URL's origin). */
  cmsAdminOrigin: string;
  /** Upstream timeout: a slow CMS or product service fails fast instead of hanging the page. */
  upstreamTimeoutMs: number;
  /** The search worker process's nice value (0-19; 0: the server's priority). */
  searchWorkerNice: number;
  /**
   * The header a trusted reverse proxy writes the visitor's address into (default x-forwarded-for), read only on a
   * connection from one of `trustedProxies`; any other connection counts as the visitor.
   */
  trustedProxyHeader: string;
  /** TRUSTED_PROXIES: the addresses and ranges (CIDR) of the reverse proxies in front of the site (Varnish, a CDN). */
  trustedProxies: readonly AddressRange[];
  mediaCacheDir: string | undefined;
  /** A country database (MMDB) to use instead of the one shipped with the site; unset: the shipped one. */
  geoipDbFile: string | undefined;
  gtmId: string | undefined;
  cookiebotId: string | undefined;
  edgePurge: { urls: string[]; kind: string };
  /** The STAFF_* variables as given, for lib/staff's readers. */
  staff: Env;
  /** Stopping: readiness 503 for `shutdownDelayMs` before new connections are refused; in-flight cut after `shutdownTimeoutMs`. */
  server: {
    host: string;
    port: number;
    pageCacheTtlMs: number;
    pageCacheBytes: number;
    shutdownDelayMs: number;
    shutdownTimeoutMs: number;
  };
  /**
   * Operations: Prometheus metrics on their own port (0: off; never the public port), bound to `metricsHost`
   * (default 127.0.0.1); traces exported over OTLP/HTTP only when an endpoint is set.
   */
  observability: {
    metricsPort: number;
    metricsHost: string;
    otlpEndpoint: string | undefined;
    /** An event-loop delay this long or longer is logged as a stall (EVENT_LOOP_STALL_MS, default 50 ms). */
    stallMs: number;
  };
  /**
   * The scaled-out layout's Redis (REDIS_URL), also read by cache-handler.cjs for Next's cache: here for what the
   * instances share besides it (catalogue versions announced by a webhook, sitemap summaries). Unset: one instance.
   */
  shared: { redisUrl: string | undefined; keyPrefix: string };
}

/** TRUSTED_PROXIES parsed; every entry that is no address or range is a problem naming it. */
function trustedProxies(entries: readonly string[], problems: string[]): AddressRange[] {
  const ranges: AddressRange[] = [];
  for (const entry of entries) {
    const range = parseAddressRange(entry);
    if (range) ranges.push(range);
    else problems.push(`TRUSTED_PROXIES: "${entry}" is not an IP address or range (CIDR)`);
  }
  return ranges;
}

/** Local defaults, used outside production only. */
const LOCAL = { siteUrl: 'http://localhost:3000', cmsUrl: 'http://127.0.0.1:1337', pimUrl: 'http://127.0.0.1:7071' };

function isLocal(address: string): boolean {
  return LOCAL_HOSTS.has(new URL(address).hostname);
}

/**
 * Reads and checks the configuration. Outside production every value has a local default. In production
 * (APP_ENV=production) nothing required falls back: a missing secret or URL, or a URL left at localhost, is an
 * error naming the variable; one machine running the whole stack says so with LOCAL_STACK=1 (scripts/lib/stack.mjs).
 */
export function parseConfig(env: Env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got "${env[String(issue.path[0])]}")`,
      ),
    );
  const e = parsed.data;
  const production = e.APP_ENV === 'production';
  // `next build` renders nothing for visitors, and an image is built once for every environment.
  const strict = production && e.NEXT_PHASE !== 'phase-production-build';
  const problems: string[] = [];
  const required = <
    K extends
      | 'SITE_URL'
      | 'CMS_URL'
      | 'PIM_URL'
      | 'CMS_API_TOKEN'
      | 'PIM_FUNCTION_KEY'
      | 'REVALIDATE_SECRET'
      | 'CMS_INQUIRY_TOKEN'
      | 'INQUIRY_CHALLENGE_SECRET',
  >(
    name: K,
    fallback: string,
  ): string => {
    const value = e[name];
    if (!strict) return value ?? fallback;
    if (!value) problems.push(`${name} is required when APP_ENV=production`);
    else if (name.endsWith('_URL') && !e.LOCAL_STACK && isLocal(value))
      problems.push(
        `${name}=${value} points at this machine; set the real address (or LOCAL_STACK=1 for a one-machine stack)`,
      );
    return value ?? fallback;
  };
  // Before TRUSTED_PROXIES, the header was believed from anyone: say so rather than silently ignore it.
  if (e.TRUSTED_PROXY_HEADER && e.TRUSTED_PROXIES.length === 0)
    problems.push('TRUSTED_PROXY_HEADER is read only on connections from TRUSTED_PROXIES: set their addresses too');
  const config: Config = {
    appEnv: production ? 'production' : 'non-production',
    siteUrl: required('SITE_URL', LOCAL.siteUrl),
    cmsUrl: required('CMS_URL', LOCAL.cmsUrl),
    cmsApiToken: required('CMS_API_TOKEN', ''),
    pimUrl: required('PIM_URL', LOCAL.pimUrl),
    pimFunctionKey: required('PIM_FUNCTION_KEY', ''),
    revalidateSecret: required('REVALIDATE_SECRET', ''),
    previewSecret: e.PREVIEW_SECRET,
    cmsPreviewToken: e.CMS_PREVIEW_TOKEN,
    cmsInquiryToken: required('CMS_INQUIRY_TOKEN', ''),
    // Outside production a fixed local key: challenges need some key, and nothing is at stake there.
    inquiryChallengeSecret: required('INQUIRY_CHALLENGE_SECRET', 'local-inquiry-challenge-key'),
    inquiryRateLimit: e.INQUIRY_RATE_LIMIT,
    cmsAdminOrigin: new URL(e.CMS_ADMIN_URL ?? e.CMS_URL ?? LOCAL.cmsUrl).origin,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    searchWorkerNice: e.SEARCH_WORKER_NICE ?? 10,
    trustedProxyHeader: e.TRUSTED_PROXY_HEADER ?? 'x-forwarded-for',
    trustedProxies: trustedProxies(e.TRUSTED_PROXIES, problems),
    mediaCacheDir: e.MEDIA_CACHE_DIR,
    geoipDbFile: e.GEOIP_DB_FILE,
    gtmId: e.GTM_ID,
    cookiebotId: e.COOKIEBOT_ID,
    edgePurge: { urls: e.EDGE_PURGE_URL, kind: e.EDGE_PURGE_KIND ?? 'varnish' },
    staff: Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('STAFF_'))),
    server: {
      host: e.HOST ?? '127.0.0.1',
      port: e.PORT,
      pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
      pageCacheBytes: e.PAGE_CACHE_MB * 2 ** 20,
      shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    observability: {
      metricsPort: e.METRICS_PORT,
      metricsHost: e.METRICS_HOST ?? '127.0.0.1',
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      stallMs: e.EVENT_LOOP_STALL_MS,
    },
    shared: {
      redisUrl: e.REDIS_URL,
      // As cache-handler.cjs: production-mode and other instances never share an entry.
      keyPrefix: `${e.REDIS_KEY_PREFIX ?? 'qilak:'}${production ? 'production' : 'non-production'}:`,
    },
  };
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) problems.push('METRICS_PORT must differ from PORT');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
