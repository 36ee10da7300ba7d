import type { Market } from '@qilak/markets';

/** A CMS date (yyyy-mm-dd) in the market's language: Intl gets the market's `language`, never its code. */
export function formatDate(isoDate: string, market: Pick<Market, 'language'>): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(market.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A file size from Strapi's kilobytes. */
export function formatFileSize(sizeKb: number | undefined, market: Pick<Market, 'language'>): string | undefined {
  if (sizeKb === undefined) return undefined;
  const nf = new Intl.NumberFormat(market.language, { maximumFractionDigits: 1 });
  return sizeKb >= 1024 ? `${nf.format(sizeKb / 1024)} MB` : `${nf.format(Math.max(1, Math.round(sizeKb)))} KB`;
}
