/** GEO-COOKIE: geo_redirect_done, 365 days, path /. */
export const GEO_DONE_COOKIE = 'geo_redirect_done';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

export function geoDoneCookieString(): string {
  return `${GEO_DONE_COOKIE}=1; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
