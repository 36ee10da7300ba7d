import { parseConfig, type Config } from './schema';

export { ConfigError, parseConfig, type AppEnv, type Config, type Env } from './schema';
export {
  inAddressRanges,
  normalizeAddress,
  parseAddress,
  parseAddressRange,
  type AddressRange,
  type ParsedAddress,
} from './addresses';

// No `server-only` here: the web server's own bundle (server/, built by esbuild) reads this module too. Secrets
// stay out of the browser because it has no process.env; the guard makes a client import fail loudly instead.
let loaded: Config | undefined;

/**
 * The configuration, read from the environment and checked once (the only place that reads process.env).
 * Throws a ConfigError naming the variables at fault; the web server and instrumentation call it at start.
 */
export function config(): Config {
  if (typeof window !== 'undefined') throw new Error('lib/config is server-side only');
  loaded ??= parseConfig(process.env);
  return loaded;
}

export function isProduction(): boolean {
  return config().appEnv === 'production';
}

export function siteUrl(): string {
  return config().siteUrl;
}

/** Set at build time by next.config.ts (generateBuildId) and inlined by Next's compiler, like NODE_ENV. */
export const BUILD_ID: string = process.env.QILAK_BUILD_ID ?? 'development';

/** The Next.js runtime this module was compiled for ('nodejs' or 'edge'; undefined outside Next). */
export const NEXT_RUNTIME: string | undefined = process.env.NEXT_RUNTIME;

/**
 * The bundled search worker (server/search-worker.ts) for Next's code: the production server names the file it
 * found beside itself (`announceSearchWorker`), through the environment Next's bundle shares with it. Unset (next
 * dev, unit tests), the search indexes stay in the server's thread.
 */
export function searchWorkerFile(): string | undefined {
  return process.env.SEARCH_WORKER_FILE || undefined;
}

export function announceSearchWorker(file: string): void {
  process.env.SEARCH_WORKER_FILE ??= file;
}

export type LogFormat = 'json' | 'pretty';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The logger's settings, read apart from config() so that a configuration error can itself be logged: an unknown
 * LOG_LEVEL counts as `info`; LOG_FORMAT `json` or `pretty`, by default pretty under `next dev` only.
 */
export function logSettings(): { level: LogLevel; format: LogFormat } {
  if (typeof window !== 'undefined') return { level: 'info', format: 'json' };
  const level = (process.env.LOG_LEVEL ?? '').trim().toLowerCase();
  const format = (process.env.LOG_FORMAT ?? '').trim().toLowerCase();
  return {
    level: (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : 'info',
    format:
      format === 'json' || format === 'pretty' ? format : process.env.NODE_ENV === 'development' ? 'pretty' : 'json',
  };
}
