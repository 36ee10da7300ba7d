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
