import 'server-only';
import { readFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { config } from '@/lib/config';
import { logger } from '../log';

const log = logger('geo');

/**
 * Fallback when no CDN header names the country: a local CSV of IPv4 ranges (`first,last,CC` per line), from
 * GEOIP_DB_FILE. Without the file the country stays unknown (and geo redirect does nothing).
 */
interface Range {
  first: number;
  last: number;
  country: string;
}

let ranges: Range[] | null = null;

function load(): Range[] {
  if (ranges) return ranges;
  const file = config().geoipDbFile;
  ranges = [];
  if (!file) return ranges;
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [first, last, country] = line.split(',').map((s) => s.trim());
      if (first && last && country && isIPv4(first) && isIPv4(last))
        ranges.push({ first: toNumber(first), last: toNumber(last), country: country.toUpperCase() });
    }
    ranges.sort((a, b) => a.first - b.first);
  } catch (error) {
    log.error(`could not read GEOIP_DB_FILE ${file}: ${(error as Error).message}`);
  }
  return ranges;
}

function toNumber(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

export function countryForIp(ip: string | null): string | null {
  if (!ip || !isIPv4(ip)) return null;
  const n = toNumber(ip);
  const table = load();
  let lo = 0;
  let hi = table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = table[mid]!;
    if (n < range.first) hi = mid - 1;
    else if (n > range.last) lo = mid + 1;
    else return range.country;
  }
  return null;
}
