import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { config, normalizeAddress } from '@/lib/config';
import { logger } from '../log';

const log = logger('geo');

/**
 * The visitor's country from their address, when no CDN header names it: a country database (MMDB) shipped with
 * the site, the npm package @ip-location-db/geo-whois-asn-country-mmdb (GeoFeed + RIR whois + ASN data; CC BY 4.0
 * by the NRO, attribution in the README), read with maxmind. Opened once when the server starts (instrumentation),
 * never downloaded; GEOIP_DB_FILE may name another MMDB with a `country_code` or `country.iso_code` field.
 * (GEO-COUNTRY)
 */
export const COUNTRY_DB_PACKAGE = '@ip-location-db/geo-whois-asn-country-mmdb';
const COUNTRY_DB_FILE = 'geo-whois-asn-country.mmdb';

/** The fields read: the shipped database's `country_code`, or a MaxMind-style database's `country.iso_code`. */
interface CountryRecord {
  country_code?: unknown;
  country?: { iso_code?: unknown };
}

/** Shared by every bundle of the server (instrumentation and route handlers are compiled apart). */
const KEY = Symbol.for('qilak.geo-db');
type Holder = { [KEY]?: Promise<Reader<Response> | null> };

/** The shipped database: found from the working directory up, as Node resolves a package (no bundler involved). */
export function shippedCountryDatabase(from = process.cwd()): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', COUNTRY_DB_PACKAGE, COUNTRY_DB_FILE);
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}

async function open(): Promise<Reader<Response> | null> {
  const file = config().geoipDbFile ?? shippedCountryDatabase();
  if (!file) {
    log.error(`no country database: ${COUNTRY_DB_PACKAGE} is not installed; countries come from CDN headers only`);
    return null;
  }
  try {
    // No watching: the file changes with a deploy (npm update), which restarts the server.
    return await maxmind.open<Response>(file, { watchForUpdates: false, cache: { max: 10_000 } });
  } catch (error) {
    log.error(`could not open the country database ${file}: ${(error as Error).message}`);
    return null;
  }
}

/** Opens the database once (at start, from instrumentation); later calls share the first. */
export function loadCountryDatabase(): Promise<Reader<Response> | null> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= open());
}

/** ISO 3166 alpha-2 code of the address's country, or null (unknown, private or unreadable address). */
export async function countryForIp(ip: string | null | undefined): Promise<string | null> {
  const address = ip ? normalizeAddress(ip) : null;
  if (!address) return null;
  const reader = await loadCountryDatabase();
  const record = reader?.get(address) as CountryRecord | null | undefined;
  const code = record?.country_code ?? record?.country?.iso_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}
