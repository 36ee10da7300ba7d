import 'server-only';
import { logger } from '../log';
import { announceCatalogVersion } from './announced';
import { getCatalog } from './catalog-store';

const log = logger('pim');

/**
 * PIM-FRESH: loads a culture's catalogue now, until it is at least `lastChanged` (a load already under way when the
 * product service changed may bring the older one), then announces the version to the other instances
 * (announced.ts). Resolves with the LastChanged held. The product service's webhook calls this before the cache
 * tags are revalidated, so no page is rebuilt from the older catalogue.
 */
export async function reloadCatalogNow(culture: string, lastChanged: string, reason: string): Promise<string> {
  const started = Date.now();
  let held = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    held = (await getCatalog(culture, { atLeast: lastChanged })).lastChanged;
    if (Date.parse(held) >= Date.parse(lastChanged)) break;
  }
  log.info(`${culture}: catalogue of ${held} loaded in ${Date.now() - started} ms (${reason})`);
  await announceCatalogVersion(culture, lastChanged);
  return held;
}
