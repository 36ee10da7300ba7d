/** Configuration that may be known to the browser: no secrets here. */
export type AppEnv = 'production' | 'non-production';

export function appEnv(): AppEnv {
  return process.env.APP_ENV === 'production' ? 'production' : 'non-production';
}

export function isProduction(): boolean {
  return appEnv() === 'production';
}

export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
